import AlertLayout

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
    // The first configuration that cuts each button short, in one pass over the layouts
    // (searching them again for every button was quadratic in the number of buttons).
    var firstCut: [Int: RenderConfiguration] = [:]
    for entry in context.geometries {
      for button in entry.geometry.buttons
      where button.truncated && firstCut[button.specIndex] == nil {
        firstCut[button.specIndex] = entry.configuration
      }
    }
    return context.spec.buttons.indices.compactMap { index in
      guard let configuration = firstCut[index] else { return nil }
      let name = configuration.displayName
      // The label as that configuration's locale shows it.
      let shown = context.spec.shown(in: configuration.locale).buttons
      let label =
        shown.indices.contains(index) ? shown[index].label : context.spec.buttons[index].label
      return Problem(
        labelField(index),
        "button \(quoted(label)) is cut short on \(name) even at the "
          + "smallest text size; shorten it to one or two words",
        configuration: name)
    }
  }
}
