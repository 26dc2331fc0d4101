/// Simple acceptance is `OK`, not `Ok`, `Okay` or `O.K.`.
///
/// Seed 001 (Buttons): "Use OK for simple acceptance." The misspellings come from the lexicon
/// (`ok.txt`, case-sensitive). Every language: iOS labels simple acceptance `OK` in German,
/// French, Spanish and Japanese too, and the misspellings are Latin-script words that only an
/// alert mixing scripts would show (Spanish "Ok", German "Okay").
enum ButtonOKSpellingRule: Rule {
  static let description = RuleDescription(
    id: "button-ok-spelling", summary: "Simple acceptance is OK, not Ok, Okay, O.K.",
    rationale: "OK is the platform's spelling; variants look like a different button.",
    severity: .warning, source: "001 Buttons", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Photo Saved", buttons: [{label: "Okay", role: "default"}]}"#,
        field: "buttons[0].label"),
      RuleExample(
        #"{id: "a", title: "Index entfernt", locale: "de", buttons: [{label: "Okay", role: "default"}]}"#,
        field: "buttons[0].label"),
      RuleExample(
        #"{id: "a", title: "¡Gracias!", locale: "es", buttons: [{label: "Ok", role: "default"}]}"#,
        field: "buttons[0].label"),
      RuleExample(
        #"{id: "a", title: "Sync Is On", buttons: [{label: "Ok, got it!", role: "default"}]}"#,
        field: "buttons[0].label"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "¡Gracias!", locale: "es", buttons: [{label: "Aceptar", role: "default"}]}"#
      ),
      RuleExample(#"{id: "a", title: "Photo Saved", buttons: [{label: "OK", role: "default"}]}"#),
    ],
    subsumes: [.onField("spelling")])

  static func check(_ context: RuleContext) -> [Problem] {
    context.spec.buttons.enumerated().compactMap { index, button in
      let label = button.label.trimmingCharacters(in: .whitespaces)
      // "Ok" alone, or "Ok, got it!": the misspelling before a comma.
      let head = label.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)[0]
      guard context.lexicon.ok.contains(String(head)) else { return nil }
      return Problem(
        labelField(index), "button \(quoted(button.label)) should spell OK \(quoted("OK"))",
        fix: "OK" + label.dropFirst(head.count))
    }
  }
}
