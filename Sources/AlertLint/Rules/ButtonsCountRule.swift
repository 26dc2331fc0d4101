/// Two buttons is the norm: one gives no control, three suggests an action sheet.
///
/// Seed 001 (Buttons): "Generally, use two buttons … If more than two choices are needed,
/// consider an action sheet." An alert with no button cannot be dismissed.
enum ButtonsCountRule: Rule {
  static let description = RuleDescription(
    id: "buttons-count",
    summary: "2 buttons is the norm: 1 gives no control, 3 suggests an action sheet.",
    rationale: "Two buttons make an easy choice between two alternatives.",
    severity: .suggestion, source: "001 Buttons", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Photo Saved", buttons: [{label: "OK", role: "default"}]}"#,
        field: "buttons[0].label"),
      RuleExample(
        #"{id: "a", title: "Save Changes?", buttons: [{label: "Save", role: "default"}, {label: "Discard", role: "destructive"}, {label: "Cancel", role: "cancel"}]}"#,
        field: "buttons[2].label"),
      RuleExample(#"{id: "a", title: "Saving Photo"}"#, field: ""),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      )
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    switch context.spec.buttons.count {
    case 0:
      return [Problem("", "the alert has no buttons, so it cannot be dismissed; add two buttons")]
    case 1:
      return [
        Problem(
          labelField(0),
          "the alert has one button, which informs but gives no control; consider offering two choices"
        )
      ]
    case 3:
      return [
        Problem(
          labelField(2),
          "the alert has three buttons, which makes it long; consider two buttons or an action sheet"
        )
      ]
    default: return []
    }
  }
}
