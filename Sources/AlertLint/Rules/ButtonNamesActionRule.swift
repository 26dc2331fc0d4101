import AlertSpec

/// The affirmative button of a decision names the action the alert asks about.
///
/// Seed 001 (Buttons): "use a verb or verb phrase that describes the result"; the HIG: "use
/// verbs that describe the result". Under "Delete 3 bookmarks?" the button that goes ahead says
/// "Delete", not "OK", "Yes", "Continue" or "Submit" (the lexicon's `confirm.txt`, per
/// language, and the English words, which untranslated labels keep). A decision here is an
/// alert that offers a way back: a cancel-role button, or one labelled with the platform's
/// Cancel. Beside it, the other buttons go ahead with something, so each says what; a prompt
/// too ("Rename", not "OK"). A notice's plain "OK" with the cancel role is the way back itself,
/// not an affirmative, but a "Yes" given the cancel role still goes ahead; and a label that
/// repeats a word of the title ("Confirm" under "Confirm you have no symptoms") names what the
/// title asks.
enum ButtonNamesActionRule: Rule {
  static let description = RuleDescription(
    id: "button-names-action",
    summary: "In a decision, the affirmative button names the action (\"Delete\"), not "
      + "\"OK\", \"Yes\" or \"Continue\".",
    rationale: "People read the buttons, not the title, when they decide; \"OK\" under "
      + "\"Delete 3 bookmarks?\" makes them go back to the title to learn what it does.",
    severity: .warning, source: "001 Buttons; HIG", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Stop entering your symptoms?", buttons: [{label: "Yes", role: "cancel"}, {label: "Keep Entering", role: "default"}]}"#,
        field: "buttons[0].label"),
      RuleExample(
        #"{id: "a", title: "Delete 3 bookmarks?", buttons: [{label: "Cancel", role: "cancel"}, {label: "OK", role: "destructive"}]}"#,
        field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", title: "Déconnecter le compte ?", locale: "fr", buttons: [{label: "Annuler", role: "cancel"}, {label: "Continuer", role: "default"}]}"#,
        field: "buttons[1].label"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Proszę potwierdzić, że nie masz objawów", locale: "pl", buttons: [{label: "Anuluj", role: "cancel"}, {label: "Potwierdź", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Delete 3 bookmarks?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Translation Unavailable", message: "Try again later.", buttons: [{label: "OK", role: "cancel"}, {label: "Settings", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Rename Album", textFields: [{placeholder: "Name"}], buttons: [{label: "Cancel", role: "cancel"}, {label: "Rename", role: "default"}]}"#
      ),
    ])

  /// Whether the label repeats a word of the title, as the same word or another form of it
  /// ("Potwierdź" under "Proszę potwierdzić, że…": a shared stem of five letters or more that
  /// leaves at most two of the label's letters).
  static func repeatsTitle(_ label: String, _ titleWords: [String]) -> Bool {
    titleWords.contains { word in
      if word == label { return true }
      let shared = zip(word, label).prefix { $0 == $1 }.count
      return shared >= 5 && label.count - shared <= 2
    }
  }

  static func check(_ context: RuleContext) -> [Problem] {
    let spec = context.spec
    guard spec.buttons.count >= 2 else { return [] }
    let generic = Set(
      (context.lexicon.confirm[context.language] ?? []) + (context.lexicon.confirm["en"] ?? []))
    guard spec.buttons.contains(where: context.backsOut) else { return [] }
    let titleWords = context.lowercasedWords(spec.title ?? "")
    // A "Yes" goes ahead whatever its role (the yes words are those both lists hold).
    let yes = generic.intersection(
      (context.lexicon.yesNo[context.language] ?? []) + (context.lexicon.yesNo["en"] ?? []))
    return spec.buttons.enumerated().compactMap { index, button in
      let label = context.bare(button.label).lowercased()
      guard generic.contains(label), !repeatsTitle(label, titleWords),
        !context.backsOut(button) || yes.contains(label)
      else { return nil }
      let question = spec.title ?? spec.message ?? ""
      return Problem(
        labelField(index),
        "button \(quoted(button.label)) goes ahead with \(quoted(question)) without saying "
          + "what it does; label it with the action (for example \(quoted("Delete")) or "
          + "\(quoted("Sign Out")))")
    }
  }
}
