import AlertSpec

/// Two buttons sit side by side in every configuration.
///
/// Seed 000 (placement): affirmative on the right, cancel on the left; platform metrics: two
/// buttons stack when a label is too wide for half the alert, and then "affirmative on the
/// right" no longer holds. Measured by the renderer's layout; the finding lands on the widest
/// label.
enum ButtonsStackedRule: Rule {
  static let description = RuleDescription(
    id: "buttons-stacked",
    summary: "Two buttons had to stack vertically because a label is too wide, so \"affirmative "
      + "on the right\" no longer holds.",
    rationale: "Stacked buttons lose the left/right convention people rely on.",
    severity: .suggestion, source: "000 placement; platform metrics", group: "Layout",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Turn on notifications?", buttons: [{label: "Not now, maybe later", role: "cancel"}, {label: "Turn on appointment reminders", role: "default"}]}"#,
        field: "buttons[1].label")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Turn On Notifications?", buttons: [{label: "Not Now", role: "cancel"}, {label: "Turn On", role: "default"}]}"#
      )
    ])

  static let isMeasured = true

  /// Alerts only: an action sheet's actions are always one per row.
  static let styles: [AlertStyle] = [.alert]

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.spec.buttons.count == 2,
      let hit = context.first(where: \.stacked),
      let widest = hit.geometry.buttons.max(by: { $0.text.frame.width < $1.text.frame.width })
    else { return [] }
    let name = hit.configuration.displayName
    return [
      Problem(
        labelField(widest.specIndex),
        "button \(quoted(widest.label)) is too wide to sit beside the other on \(name), so the "
          + "buttons stack; shorten it to one or two words",
        configuration: name)
    ]
  }
}
