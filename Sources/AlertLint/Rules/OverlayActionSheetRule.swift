import AlertSpec

/// An alert shown on leaving an overlay should be an action sheet.
///
/// Seed 000 (Research, last paragraph): "we've iterated our designs towards using action sheets
/// instead of alerts when users leave an overlay." Reported on the spec's `trigger`.
enum OverlayActionSheetRule: Rule {
  static let description = RuleDescription(
    id: "overlay-action-sheet",
    summary: "An alert whose trigger is leave-overlay should be an action sheet.",
    rationale: "The NHS App moved to action sheets for leaving an overlay after research.",
    severity: .suggestion, source: "000 Research (last paragraph)", group: "Context",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Leave this area?", trigger: "leave-overlay", buttons: [{label: "Cancel", role: "cancel"}, {label: "Leave", role: "default"}]}"#,
        style: "nhs-app", field: "trigger")
    ],
    nonTriggering: [
      // An action sheet: the rule speaks of alerts only.
      RuleExample(
        #"{id: "a", style: "actionSheet", title: "Leave this area?", trigger: "leave-overlay", buttons: [{label: "Leave", role: "destructive"}, {label: "Cancel", role: "cancel"}]}"#,
        style: "nhs-app"),
      RuleExample(
        #"{id: "a", title: "Leave this area?", trigger: "other", buttons: [{label: "Cancel", role: "cancel"}, {label: "Leave", role: "default"}]}"#,
        style: "nhs-app"),
    ])

  /// Alerts only: an action sheet is what it recommends.
  static let styles: [AlertStyle] = [.alert]

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.spec.trigger == .leaveOverlay else { return [] }
    return [
      Problem(
        "trigger",
        "this alert is shown on leaving an overlay; consider an action sheet "
          + "(confirmationDialog) instead")
    ]
  }
}
