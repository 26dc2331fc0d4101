/// A label whose verb destroys data has the destructive role.
///
/// Seed 001 (Destructive buttons): "If a button's result is destructive … set the button's
/// style to Destructive". The verbs come from the lexicon (`destructive.txt`: Delete, Remove,
/// Erase, Discard, Clear, Reset, …) and, in other languages, `destructive-localised.txt`
/// ("Löschen", "Supprimer", "削除", "حذف").
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
        field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", title: "Alle Daten löschen?", locale: "de", buttons: [{label: "Abbrechen", role: "cancel"}, {label: "Daten löschen", role: "default"}]}"#,
        field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", title: "写真を削除しますか？", locale: "ja", buttons: [{label: "キャンセル", role: "cancel"}, {label: "削除", role: "default"}]}"#,
        field: "buttons[1].label"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Supprimer la photo ?", locale: "fr", buttons: [{label: "Annuler", role: "cancel"}, {label: "Supprimer", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    context.spec.buttons.enumerated().compactMap { index, button in
      guard button.role == .default, destroys(button.label, context) else { return nil }
      return Problem(
        labelField(index),
        "button \(quoted(button.label)) destroys data; give it \"role\": \"destructive\" so it is "
          + "drawn in red")
    }
  }

  /// Whether the label's verb destroys data: in English its first word (`destructive.txt`);
  /// elsewhere any of its words (German and Dutch put the verb last), or in Japanese, Chinese,
  /// Korean and Thai any part of it (`destructive-localised.txt`).
  static func destroys(_ label: String, _ context: RuleContext) -> Bool {
    if context.isEnglish {
      guard let verb = context.lowercasedWords(label).first else { return false }
      return context.lexicon.destructive.contains(verb)
    }
    guard let verbs = context.lexicon.localisedDestructive[context.language] else { return false }
    if Words.matchedInsideWords.contains(context.language) {
      let lower = label.lowercased()
      return verbs.contains { lower.contains($0) }
    }
    return context.lowercasedWords(label).contains { verbs.contains($0) }
  }
}
