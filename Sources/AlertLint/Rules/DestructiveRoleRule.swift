/// A label whose verb destroys data has the destructive role.
///
/// Seed 001 (Destructive buttons): "If a button's result is destructive … set the button's
/// style to Destructive". The verbs come from the lexicon (`destructive.txt`: Delete, Remove,
/// Erase, Discard, Clear, Reset, …). English only.
enum DestructiveRoleRule: Rule {
  static let description = RuleDescription(
    id: "destructive-role",
    summary: "A label whose verb destroys (Delete, Remove, Erase, Discard, Clear, Reset, …) has "
      + "the destructive role.",
    rationale: "The destructive role draws the button in red, warning people before they tap.",
    severity: .suggestion, source: "001 Destructive", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "default"}]}"#,
        field: "buttons[1].label")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      )
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.isEnglish else { return [] }
    return context.spec.buttons.enumerated().compactMap { index, button in
      guard button.role == .default,
        let verb = context.lowercasedWords(button.label).first,
        context.lexicon.destructive.contains(verb)
      else { return nil }
      return Problem(
        labelField(index),
        "button \(quoted(button.label)) destroys data; give it \"role\": \"destructive\" so it is "
          + "drawn in red")
    }
  }
}
