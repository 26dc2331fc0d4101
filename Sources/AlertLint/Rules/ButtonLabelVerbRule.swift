/// A button label starts with a verb or verb phrase, or is an accepted non-verb label.
///
/// Seed 000 (How to use): button text "should use a verb, or a verb phrase"; seed 001 (Buttons):
/// "use a verb or verb phrase … Use OK for simple acceptance." Verbs come from WordNet's verb
/// index (with phrasal verbs such as `log_in` and WordNet's inflection rules); the style sheet's
/// `<label>` entries (`OK`, `Done`, `Not Now`) are accepted. A verb WordNet lacks but makes
/// with a productive prefix, `un-`, `re-` or `pre-` ("Resend", "Unsave", "Re-enter",
/// "Unfollow"), is derived from its base verb. English only.
enum ButtonLabelVerbRule: Rule {
  static let description = RuleDescription(
    id: "button-label-verb",
    summary: "A label starts with a verb or verb phrase (WordNet), or is an accepted non-verb "
      + "(OK, Done, Not Now, from the style sheet).",
    rationale: "A verb says what happens when the button is tapped.",
    severity: .warning, source: "000 How to use; 001 Buttons", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Photo Library Full", buttons: [{label: "Cancel", role: "cancel"}, {label: "Storage", role: "default"}]}"#,
        field: "buttons[1].label")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Sign In Required", buttons: [{label: "Not Now", role: "cancel"}, {label: "Sign In", role: "default"}]}"#
      ),
      RuleExample(#"{id: "a", title: "Photo Saved", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "Code Expired", message: "The sign-in code is no longer valid.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Resend Code", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Remove from Saved?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Unsave", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Passwords Don't Match", buttons: [{label: "Cancel", role: "cancel"}, {label: "Re-enter", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Stop Following?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Unfollow", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Save Changes?", buttons: [{label: "Don't Save", role: "destructive"}, {label: "Log In", role: "default"}]}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.isEnglish, let verbs = context.verbs else { return [] }
    let accepted = context.voice.acceptedLabels.map { $0.lowercased() }
    return context.spec.buttons.enumerated().compactMap { index, button in
      let label = context.bare(button.label)
      if accepted.contains(label.lowercased()) { return nil }
      let words = context.lowercasedWords(label)
      guard !words.isEmpty, !verbs.startsWithVerb(words) else { return nil }
      return Problem(
        labelField(index),
        "button \(quoted(button.label)) does not start with a verb; name the action it performs "
          + "(for example \(quoted("Delete")) or \(quoted("View All"))), or accept the label in "
          + "the style sheet's <voice>")
    }
  }
}
