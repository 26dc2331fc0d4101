import AlertLint
import AlertRun
import AlertSpec
import StyleSheet

/// The content rules (wording, case, spelling…) on each chosen locale's text, beside the run
/// on the spec's own text: the measured and translation rules have seen every locale already.
///
/// Pseudo-locales are left out (their text is not a language). Findings point at the spec's
/// fields and end with the locale, `(in de)`.
package enum LocaleLint {
  package static func findings(_ groups: [LocaleSelection.Group], style: StyleSheet) -> [Finding] {
    var findings: [Finding] = []
    for group in groups {
      for case let locale? in group.locales where PseudoLocale(rawValue: locale) == nil {
        let specs = group.specs.compactMap { base -> AlertSpec? in
          guard base.localizations[locale] != nil else { return nil }
          var localized = base.shown(in: locale)
          // The spec's own text in another name (its development language, a plain spec) was
          // linted already.
          guard Self.texts(localized) != Self.texts(base) else { return nil }
          // Findings point where the spec names the text; fixes go where the catalog writes it.
          localized.locations = base.locations.merging(localized.locations) { _, value in value }
          localized.buttons = zip(localized.buttons, base.buttons).map { shown, own in
            AlertButton(label: shown.label, role: shown.role, labelLocation: own.labelLocation)
          }
          localized.translationNotes = []
          return localized
        }
        guard !specs.isEmpty else { continue }
        // A missing translation shows its key: translation-missing has said so already.
        var marked: Set<[String]> = []
        for base in group.specs {
          for note in base.translationNotes where note.kind == .missing && note.locale == locale {
            marked.insert([base.id, note.field])
          }
        }
        // No configurations: only the rules that read the text run.
        let report = LintFix.placingEdits(Linter(style: style, configurations: []).lint(specs))
        for var finding in report.findings
        where !finding.alertID.isEmpty && finding.ruleID != "unknown-rule"
          && !marked.contains([finding.alertID, finding.field])
        {
          finding.message += " (in \(locale))"
          findings.append(finding)
        }
      }
    }
    return findings
  }

  /// Every text of `spec` a reader sees.
  package static func texts(_ spec: AlertSpec) -> [String?] {
    [spec.title, spec.message] + spec.buttons.map(\.label) + spec.textFields.map(\.placeholder)
  }

  /// `findings` as a report of their own, to join with the others.
  package static func report(_ findings: [Finding], style: StyleSheet) -> LintReport {
    LintReport(
      alerts: [], findings: findings, inputErrors: [], rules: Linter.rules, styleName: style.name)
  }
}
