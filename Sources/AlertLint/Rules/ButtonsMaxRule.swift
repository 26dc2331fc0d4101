import AlertSpec

/// The alert has at most three buttons.
///
/// Seed 000 (How to use): alerts consist of "up to three buttons"; HIG. The finding lands on the
/// fourth button.
enum ButtonsMaxRule: Rule {
  static let limit = 3

  static let description = RuleDescription(
    id: "buttons-max", summary: "At most 3 buttons.",
    rationale: "More choices than three make an alert long and hard to answer; use an action "
      + "sheet or a screen.",
    severity: .error, source: "000 How to use (\"up to three buttons\"); HIG", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Share Photo?", buttons: [{label: "Mail", role: "default"}, {label: "Message", role: "default"}, {label: "Copy", role: "default"}, {label: "Cancel", role: "cancel"}]}"#,
        field: "buttons[3].label")
    ],
    nonTriggering: [
      // An action sheet: the rule speaks of alerts only.
      RuleExample(
        #"{id: "a", style: "actionSheet", title: "Photo Options", buttons: [{label: "Share", role: "default"}, {label: "Copy", role: "default"}, {label: "Print", role: "default"}, {label: "Cancel", role: "cancel"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Save Changes?", buttons: [{label: "Save", role: "default"}, {label: "Discard", role: "destructive"}, {label: "Cancel", role: "cancel"}]}"#
      ),
    ],
    subsumes: [.inAlert("buttons-count")])

  /// Alerts only: an action sheet's list of actions is not an alert's button row.
  static let styles: [AlertStyle] = [.alert]

  static func check(_ context: RuleContext) -> [Problem] {
    let count = context.spec.buttons.count
    guard count > limit else { return [] }
    return [
      Problem(
        labelField(limit),
        "the alert has \(count) buttons (limit \(limit)); remove choices or use an action sheet")
    ]
  }
}
