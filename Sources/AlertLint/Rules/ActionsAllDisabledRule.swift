import AlertSpec

/// At least one action (besides Cancel) can be chosen.
///
/// Seed 001 (Minimise alerts): "Make sure each alert offers critical information and useful
/// choices." An alert whose every action is disabled (drawn grey) offers none: it interrupts
/// people only for them to dismiss it.
enum ActionsAllDisabledRule: Rule {
  static let description = RuleDescription(
    id: "actions-all-disabled",
    summary: "At least one action besides Cancel is enabled.",
    rationale:
      "An alert whose every choice is greyed out interrupts people with nothing they can do.",
    severity: .warning, source: "001 Minimise alerts", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive", disabled: true}]}"#,
        field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", style: "actionSheet", title: "Photo", buttons: [{label: "Share", disabled: true}, {label: "Remove", role: "destructive", disabled: true}, {label: "Cancel", role: "cancel"}]}"#,
        field: "buttons[0].label"),
    ],
    nonTriggering: [
      // One action of two is disabled: the other is still a choice (n3 of the shared
      // screenshots, a 2026 iOS 26 sheet with "Remove" greyed out).
      RuleExample(
        #"{id: "a", style: "actionSheet", title: "Alert Dialog", buttons: [{label: "OK"}, {label: "Remove", role: "destructive", disabled: true}, {label: "Cancel", role: "cancel"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    let buttons = context.spec.buttons
    let actions = buttons.indices.filter { !context.backsOut(buttons[$0]) }
    guard let first = actions.first, actions.allSatisfy({ buttons[$0].disabled }) else {
      return []
    }
    return [
      Problem(
        labelField(first),
        "every action (\(actions.map { quoted(buttons[$0].label) }.joined(separator: ", "))) is "
          + "disabled, so the alert offers nothing to choose; show it only when an action is "
          + "possible, or say in the message why it is not")
    ]
  }
}
