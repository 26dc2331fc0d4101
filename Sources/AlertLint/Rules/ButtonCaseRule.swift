/// Button labels use the style sheet's capitalisation (Apple: title case; NHS: sentence case).
///
/// Seed 001 (Buttons): "use title-style capitalisation"; seed 000's example buttons are in
/// sentence case ("Stay logged in"), so the convention is the voice's `button-case`. Title case
/// leaves minor words (lexicon `minor-words.txt`) in either case unless first or last; names
/// and vocabulary words keep their capitals. English only.
enum ButtonCaseRule: Rule {
  static let description = RuleDescription(
    id: "button-case",
    summary: "Labels use the style sheet's capitalisation (Apple: title case; NHS: sentence case).",
    rationale:
      "Consistent capitalisation makes buttons look like one family, as the platform does.",
    severity: .warning, source: "001 Buttons; 000 example (\"Stay logged in\")", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Sign In Required", buttons: [{label: "Not now", role: "cancel"}, {label: "Sign in", role: "default"}]}"#,
        field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", title: "Log out?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Log Out", role: "destructive"}]}"#,
        style: "nhs-app", field: "buttons[1].label"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Sign In Required", buttons: [{label: "Not Now", role: "cancel"}, {label: "Sign In", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Log out?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Open NHS App", role: "default"}]}"#,
        style: "nhs-app"),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.isEnglish else { return [] }
    let convention = context.voice.buttonCase
    return context.spec.buttons.enumerated().compactMap { index, button in
      let (offenders, rewrite, ranges) = Casing.check(button.label, convention, context: context)
      guard !offenders.isEmpty else { return nil }
      return Problem(
        labelField(index),
        "button \(quoted(button.label)) is not in \(convention.rawValue) case; write \(quoted(rewrite))",
        range: ranges.first, fix: rewrite)
    }
  }
}
