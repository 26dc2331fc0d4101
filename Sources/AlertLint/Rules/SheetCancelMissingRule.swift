import AlertSpec

/// An action sheet offers a Cancel action.
///
/// Seed 001 (Destructive buttons): "provide a Cancel button so people can safely avoid the
/// destructive action"; HIG (Action sheets): "Provide a Cancel button that lets people reject
/// an action". On iPhone the sheet's Cancel is the way out: tapping the dimmed screen does
/// nothing without one. On iPad UIKit hides it, and tapping outside the popover cancels.
/// A button labelled "Cancel" (localised) with another role is a Cancel in the wrong role:
/// `cancel-role` reports it, so this rule does not report it twice.
enum SheetCancelMissingRule: Rule {
  static let description = RuleDescription(
    id: "sheet-cancel-missing",
    summary: "An action sheet offers a Cancel action.",
    rationale:
      "Without Cancel, an iPhone action sheet leaves no way back: tapping outside it does "
      + "nothing, so people must pick an action they may not want.",
    severity: .warning, source: "001 Destructive; HIG (Action sheets)", group: "Action sheets",
    triggering: [
      RuleExample(
        #"{id: "a", style: "actionSheet", title: "Photo Options", buttons: [{label: "Share", role: "default"}, {label: "Delete Photo", role: "destructive"}]}"#,
        field: "style")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", style: "actionSheet", title: "Photo Options", buttons: [{label: "Delete Photo", role: "destructive"}, {label: "Cancel", role: "cancel"}]}"#
      ),
      // An alert: destructive-needs-cancel and home-dismissal speak for alerts.
      RuleExample(
        #"{id: "a", title: "Photo Options", buttons: [{label: "Share", role: "default"}, {label: "Keep", role: "default"}]}"#
      ),
    ])

  static let styles: [AlertStyle] = [.actionSheet]

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.spec.style == .actionSheet else { return [] }
    let buttons = context.spec.buttons
    guard !buttons.contains(where: context.backsOut) else { return [] }
    return [
      Problem(
        "style",
        "this action sheet has no Cancel action, so on iPhone there is no way to dismiss it "
          + "without choosing; add a \(quoted(context.cancelLabel ?? "Cancel")) button with "
          + "\"role\": \"cancel\" (UIKit moves it to its own group at the bottom)")
    ]
  }
}
