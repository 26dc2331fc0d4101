/// A button label has no ending punctuation.
///
/// Seed 001 (Buttons): "use title-style capitalisation and no ending period"; the NHS style
/// guide says the same of buttons. Any script's full stop, question or exclamation mark counts.
enum ButtonNoPeriodRule: Rule {
  static let marks: Set<Character> = [".", "!", "?", ";", ":", ",", "。", "！", "？", "؟"]

  static let description = RuleDescription(
    id: "button-no-period", summary: "No ending punctuation on a label.",
    rationale: "A button is a command, not a sentence.",
    severity: .warning, source: "001 Buttons", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete.", role: "destructive"}]}"#,
        field: "buttons[1].label")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      )
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    context.spec.buttons.enumerated().compactMap { index, button in
      let label = button.label.trimmingCharacters(in: .whitespaces)
      guard let last = label.last, marks.contains(last) else { return nil }
      return Problem(
        labelField(index),
        "button \(quoted(button.label)) ends with \(quoted(String(last))); remove the punctuation",
        fix: String(label.dropLast()).trimmingCharacters(in: .whitespaces))
    }
  }
}
