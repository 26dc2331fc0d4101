/// Simple acceptance is `OK`, not `Ok`, `Okay` or `O.K.`.
///
/// Seed 001 (Buttons): "Use OK for simple acceptance." The misspellings come from the lexicon
/// (`ok.txt`, case-sensitive). English only.
enum ButtonOKSpellingRule: Rule {
  static let description = RuleDescription(
    id: "button-ok-spelling", summary: "Simple acceptance is OK, not Ok, Okay, O.K.",
    rationale: "OK is the platform's spelling; variants look like a different button.",
    severity: .warning, source: "001 Buttons", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Photo Saved", buttons: [{label: "Okay", role: "default"}]}"#,
        field: "buttons[0].label")
    ],
    nonTriggering: [
      RuleExample(#"{id: "a", title: "Photo Saved", buttons: [{label: "OK", role: "default"}]}"#)
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.isEnglish else { return [] }
    return context.spec.buttons.enumerated().compactMap { index, button in
      let label = button.label.trimmingCharacters(in: .whitespaces)
      guard context.lexicon.ok.contains(label) else { return nil }
      return Problem(
        labelField(index), "button \(quoted(button.label)) should be spelt \(quoted("OK"))")
    }
  }
}
