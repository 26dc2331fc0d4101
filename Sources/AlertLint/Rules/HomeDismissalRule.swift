/// An alert with no cancel-role button names, in `homeScreen`, the action that leaving for the
/// Home screen performs.
///
/// Seed 001 (last section): "Leaving for the Home screen should act like Cancel … If the alert
/// has no cancel button, consider performing the cancel action when the app is left."
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
        #"{id: "a", title: "Photo Saved", buttons: [{label: "OK", role: "default"}]}"#, field: "")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Photo Saved", homeScreen: "OK", buttons: [{label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    let spec = context.spec
    guard !spec.buttons.contains(where: { $0.role == .cancel }), spec.homeScreen == nil else {
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
