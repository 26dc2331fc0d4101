import AlertSpec

/// An alert with no cancel-role button names, in `homeScreen`, the action that leaving for the
/// Home screen performs.
///
/// Seed 001 (last section): "Leaving for the Home screen should act like Cancel … If the alert
/// has no cancel button, consider performing the cancel action when the app is left."
///
/// Applies when dismissal matters: the alert asks for a decision (two or more buttons, a
/// destructive button, a question title, or a decision `trigger`), or its `trigger` is
/// `timeout` (something happens whether or not anyone answers). A one-button acknowledgement
/// ("Photo Saved" / OK) means the same thing dismissed or tapped, so it needs no `homeScreen`.
enum HomeDismissalRule: Rule {
  static let description = RuleDescription(
    id: "home-dismissal",
    summary: "An alert with no cancel-role button names, in homeScreen, the action that leaving "
      + "for the Home screen performs.",
    rationale: "Going to the Home screen dismisses the alert without a choice; the app must "
      + "decide what that means.",
    severity: .suggestion, source: "001 last section", group: "Context",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Replace Existing File?", buttons: [{label: "Keep Both", role: "default"}, {label: "Replace", role: "destructive"}]}"#,
        field: ""),
      RuleExample(
        #"{id: "a", title: "For security reasons, we'll log you out of the NHS App in 1 minute.", trigger: "timeout", buttons: [{label: "Stay logged in", role: "default"}]}"#,
        style: "nhs-app", field: ""),
    ],
    nonTriggering: [
      // An action sheet: the rule speaks of alerts only.
      RuleExample(
        #"{id: "a", style: "actionSheet", title: "Photo Options", buttons: [{label: "Share", role: "default"}]}"#,
        style: "nhs-app"),
      RuleExample(#"{id: "a", title: "Photo Saved", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "Update Installed", message: "Version 4.2 is ready to use.", trigger: "information", buttons: [{label: "Got It", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Replace Existing File?", homeScreen: "Keep Both", buttons: [{label: "Keep Both", role: "default"}, {label: "Replace", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
    ])

  /// Alerts only: `sheet-cancel-missing` asks an action sheet for its Cancel.
  static let styles: [AlertStyle] = [.alert]

  static func check(_ context: RuleContext) -> [Problem] {
    let spec = context.spec
    guard !spec.buttons.contains(where: { $0.role == .cancel }), spec.homeScreen == nil,
      context.dismissalMatters
    else {
      return []
    }
    return [
      Problem(
        "",
        "the alert has no cancel button; say in \"homeScreen\" which action leaving for the Home "
          + "screen performs (it should act as Cancel)")
    ]
  }
}
