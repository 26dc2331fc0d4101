/// A button labelled "Cancel" has the cancel role.
///
/// Seed 000 (placement): cancelling buttons "should be placed on the left-hand side"; seed 001
/// (Button placement). Only the cancel role makes the platform place it on the leading side (or
/// at the bottom of a stack) and never in the affirmative slot.
enum CancelRoleRule: Rule {
  static let description = RuleDescription(
    id: "cancel-role",
    summary: "A button labelled \"Cancel\" has the cancel role, so the platform places it left "
      + "(or bottom) and never in the affirmative slot.",
    rationale: "With another role, Cancel can land where people expect the affirmative action.",
    severity: .warning, source: "000 placement; 001 placement", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Delete", role: "destructive"}, {label: "Cancel", role: "default"}]}"#,
        field: "buttons[1].label")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      )
    ],
    subsumes: [.inAlert("home-dismissal")])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.cancelLabel != nil else { return [] }
    return context.spec.buttons.enumerated().compactMap { index, button in
      guard button.role != .cancel, context.isCancelLabel(button.label) else {
        return nil
      }
      return Problem(
        labelField(index),
        "button \(quoted(button.label)) has the \(button.role.rawValue) role; give it \"role\": "
          + "\"cancel\" so the platform places it on the cancelling side")
    }
  }
}
