/// Every label fits its button without shrinking below the platform's minimum scale.
///
/// Platform metrics (ios-alert-metrics.md §1.4): a label shrinks down to the sheet's
/// `minimum-scale` (0.58), then is cut with an ellipsis. Measured by the renderer's layout.
enum ButtonLabelTruncatedRule: Rule {
  static let description = RuleDescription(
    id: "button-label-truncated",
    summary:
      "Every label fits its button without shrinking below the platform's minimum scale (0.58).",
    rationale: "A truncated label hides what the button does.",
    severity: .error, source: "platform metrics", group: "Layout",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Turn On Reminders?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Turn on reminders for every appointment you book with the practice", role: "default"}]}"#,
        field: "buttons[1].label")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Turn On Reminders?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Turn On", role: "default"}]}"#
      )
    ])

  static let isMeasured = true

  static func check(_ context: RuleContext) -> [Problem] {
    context.spec.buttons.indices.compactMap { index in
      guard
        let hit = context.geometries.first(where: { entry in
          entry.geometry.buttons.contains { $0.specIndex == index && $0.truncated }
        })
      else { return nil }
      let name = hit.configuration.displayName
      return Problem(
        labelField(index),
        "button \(quoted(context.spec.buttons[index].label)) is cut short on \(name) even at the "
          + "smallest text size; shorten it to one or two words",
        configuration: name)
    }
  }
}
