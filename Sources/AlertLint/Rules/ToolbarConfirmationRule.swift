import AlertSpec

/// An alert presented from a toolbar button should be an action sheet.
///
/// Seed 000 (When not to use): "Do not use alerts to confirm actions that users have made from a
/// toolbar button. Instead … present an action sheet." Reported on the spec's `trigger`.
enum ToolbarConfirmationRule: Rule {
  static let description = RuleDescription(
    id: "toolbar-confirmation",
    summary:
      "An alert whose trigger is toolbar-button should be an action sheet (confirmationDialog).",
    rationale: "An action sheet appears next to the toolbar button that raised it.",
    severity: .error, source: "000 When not to use", group: "Context",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", trigger: "toolbar-button", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "trigger")
    ],
    nonTriggering: [
      // An action sheet: the rule speaks of alerts only.
      RuleExample(
        #"{id: "a", style: "actionSheet", trigger: "toolbar-button", buttons: [{label: "Delete Message", role: "destructive"}, {label: "Cancel", role: "cancel"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", trigger: "destructive-action", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
    ])

  /// Alerts only: an action sheet is what it recommends.
  static let styles: [AlertStyle] = [.alert]

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.spec.trigger == .toolbarButton else { return [] }
    return [
      Problem(
        "trigger",
        "this alert confirms a toolbar button's action; present an action sheet "
          + "(confirmationDialog) instead of an alert")
    ]
  }
}
