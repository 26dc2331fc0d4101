import AlertLint
import Foundation
import GoldenFiles
import Testing

/// `docs/rules.md` is generated from the rules and must match them.
@Suite struct RuleReferenceTests {
  /// Fails when the committed page differs from the rules; `ALERT_PREVIEW_RECORD=1` rewrites it
  /// (and fails, so that a recording never passes silently).
  @Test func committedPageMatchesTheRules() {
    GoldenFile(folder: LintFixtures.root.appendingPathComponent("docs"), filter: "RuleReference")
      .expectEqual(RuleReference.markdown(), to: "rules.md")
  }

  @Test func everyRuleHasAnAnchoredSection() {
    let page = RuleReference.markdown()
    for rule in Linter.rules {
      #expect(page.contains("\n## \(rule.id)\n"))
      #expect(page.contains("](#\(rule.id))"))
    }
  }

  /// The catalogue's ids and default severities, as GUIDELINES.md publishes them.
  @Test func idsAndSeveritiesAreTheCatalogue() {
    let expected: [String: Severity] = [
      "title-required": .error, "title-max-lines": .error, "title-single-line": .suggestion,
      "title-one-word": .warning, "title-sentence-case": .warning,
      "title-end-punctuation": .warning, "title-prefer-question": .suggestion,
      "message-full-sentence": .warning, "message-max-lines": .warning, "buttons-max": .error,
      "buttons-count": .suggestion, "button-label-words": .warning,
      "button-label-verb": .warning, "button-yes-no": .warning, "button-names-action": .warning,
      "button-ok-spelling": .warning,
      "button-no-period": .warning, "button-case": .warning, "button-labels-unique": .error,
      "cancel-label": .warning, "cancel-role": .warning, "cancel-disabled": .warning,
      "destructive-needs-cancel": .warning, "actions-all-disabled": .warning,
      "destructive-role": .suggestion, "destructive-preferred": .warning,
      "doubled-words": .warning, "no-blame": .warning, "no-pronouns": .suggestion,
      "explain-buttons": .warning, "spelling": .warning, "exit-wording": .suggestion,
      "bidi-control": .error,
      "toolbar-confirmation": .error, "overlay-action-sheet": .suggestion,
      "home-dismissal": .suggestion, "sheet-cancel-missing": .warning,
      "fits-without-scrolling": .error,
      "button-label-truncated": .error, "buttons-stacked": .suggestion, "missing-glyph": .error,
      "configuration-too-small": .warning,
      "unknown-rule": .warning, "translation-missing": .error, "translation-stale": .warning,
      "translation-arguments": .suggestion, "translation-placeholders": .error,
      "placeholder-unfilled": .warning,
      "text-not-static": .suggestion,
    ]
    let actual = Dictionary(uniqueKeysWithValues: Linter.rules.map { ($0.id, $0.severity) })
    #expect(actual == expected)
    #expect(Linter.rules.count == expected.count)
  }
}
