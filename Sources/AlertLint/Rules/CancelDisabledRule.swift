import AlertSpec

/// The Cancel button is never disabled.
///
/// Seed 001 (Destructive buttons): "provide a Cancel button so people can safely avoid the
/// destructive action"; seed 000: "Always use Cancel". A disabled Cancel (UIKit draws it grey
/// and ignores taps) leaves people no way back.
enum CancelDisabledRule: Rule {
  static let description = RuleDescription(
    id: "cancel-disabled",
    summary: "The Cancel button is enabled.",
    rationale: "A Cancel that cannot be tapped leaves people no safe way out of the alert.",
    severity: .warning, source: "001 Destructive; 000 How to use", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel", disabled: true}, {label: "Delete", role: "destructive"}]}"#,
        field: "buttons[0].label")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive", disabled: true}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    context.spec.buttons.indices.compactMap { index in
      let button = context.spec.buttons[index]
      guard button.disabled, context.backsOut(button) else { return nil }
      return Problem(
        labelField(index),
        "\(quoted(button.label)) is disabled, so nobody can back out of the alert; keep Cancel "
          + "enabled and disable the action it stands beside instead")
    }
  }
}
