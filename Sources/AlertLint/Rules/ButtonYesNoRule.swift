/// No `Yes` or `No` labels.
///
/// Seed 001 (Buttons): "Avoid Yes and No"; HIG. The answers come from the lexicon
/// (`yes-no.txt`). English only.
enum ButtonYesNoRule: Rule {
  static let description = RuleDescription(
    id: "button-yes-no", summary: "No Yes / No labels.",
    rationale: "Yes and No make people reread the title to learn what each answer does; a verb "
      + "says it on the button.",
    severity: .warning, source: "001 Buttons; HIG", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "No", role: "cancel"}, {label: "Yes", role: "destructive"}]}"#,
        field: "buttons[1].label")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      )
    ],
    subsumes: [.onField("button-label-verb")])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.isEnglish else { return [] }
    return context.spec.buttons.enumerated().compactMap { index, button in
      guard context.lexicon.yesNo.contains(context.bare(button.label).lowercased()) else {
        return nil
      }
      return Problem(
        labelField(index),
        "button \(quoted(button.label)) does not say what happens; label it with the action "
          + "(\(quoted("Delete")), \(quoted("Cancel")))")
    }
  }
}
