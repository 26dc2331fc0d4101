/// A button label starts with a verb or verb phrase, or is an accepted non-verb label.
///
/// Seed 000 (How to use): button text "should use a verb, or a verb phrase"; seed 001 (Buttons):
/// "use a verb or verb phrase … Use OK for simple acceptance." Verbs come from WordNet's verb
/// index (with phrasal verbs such as `log_in` and WordNet's inflection rules); the style sheet's
/// `<label>` entries (`OK`, `Done`, `Not Now`) are accepted. A verb WordNet lacks but makes
/// with a productive prefix, `un-`, `re-` or `pre-` ("Resend", "Unsave", "Re-enter",
/// "Unfollow"), is derived from its base verb. A label that starts with a number picks a value
/// ("4 hours", in a sheet of durations), and an acknowledgement before a comma ("Ok, got it!")
/// is an acknowledgement; neither is asked for a verb.
///
/// In French, Spanish and German the verbs are those the locale's Hunspell dictionary marks
/// (``DictionaryVerbs``): French and Spanish labels start with the verb ("Supprimer le
/// compte", "Eliminar"), German ones may end with it ("Konto löschen", "Erneut versuchen"), and
/// a negation or reflexive pronoun before it ("Ne plus suivre", "Se déconnecter", "No guardar",
/// "Nicht speichern") is skipped. Accepted non-verbs come from the lexicon's `labels.txt`
/// ("Fertig", "Plus tard"), with the locale's Cancel and plain acknowledgement. A first word the
/// locale's dictionary does not know (an untranslated "Delete") is left to spelling and
/// translation rules. Other languages are not checked: Japanese and Korean write actions as
/// nouns ("削除", "삭제"), which no word list here tells from others.
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
        field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", title: "Links öffnen", locale: "de", buttons: [{label: "Abbrechen", role: "cancel"}, {label: "Immer geöffnet", role: "default"}]}"#,
        field: "buttons[1].label"),
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
      RuleExample(
        #"{id: "a", title: "Konto löschen?", locale: "de", buttons: [{label: "Abbrechen", role: "cancel"}, {label: "Konto löschen", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Enregistrer les modifications ?", locale: "fr", buttons: [{label: "Ne pas enregistrer", role: "destructive"}, {label: "Enregistrer", role: "default"}]}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.isEnglish else { return checkLocalised(context) }
    guard let verbs = context.verbs else { return [] }
    let accepted = context.voice.acceptedLabels.map { $0.lowercased() }
    return context.spec.buttons.enumerated().compactMap { index, button in
      let label = context.bare(button.label)
      if accepted.contains(label.lowercased()) || asksNoVerb(label, context) { return nil }
      let words = context.lowercasedWords(label)
      guard !words.isEmpty, !verbs.startsWithVerb(words) else { return nil }
      return Problem(
        labelField(index),
        "button \(quoted(button.label)) does not start with a verb; name the action it performs "
          + "(for example \(quoted("Delete")) or \(quoted("View All"))), or accept the label in "
          + "the style sheet's <voice>")
    }
  }

  /// Words before a verb that are not it: negations and reflexive pronouns, by language.
  static let beforeVerb: [String: Set<String>] = [
    "fr": ["ne", "n", "pas", "plus", "jamais", "se", "s", "me", "m", "te", "t", "nous", "vous"],
    "es": ["no", "se"], "de": ["nicht"],
  ]

  /// French, Spanish and German, with the dictionary's verbs.
  static func checkLocalised(_ context: RuleContext) -> [Problem] {
    guard DictionaryVerbs.languages.contains(context.language),
      let dictionary = context.dictionary,
      case .success(let verbs) = LanguageResources.shared.verbs(
        for: context.locale, language: context.language)
    else { return [] }
    var accepted = Set(context.lexicon.labels[context.language] ?? [])
    accepted.formUnion(context.lexicon.acknowledge[context.language] ?? [])
    if let cancel = context.cancelLabel { accepted.insert(cancel.lowercased()) }
    accepted.formUnion(context.lexicon.cancelVariants[context.language] ?? [])
    let skipped = beforeVerb[context.language] ?? []
    return context.spec.buttons.enumerated().compactMap { index, button in
      let label = context.bare(button.label)
      guard !accepted.contains(label.lowercased()), !context.isAcknowledgementLabel(label),
        !asksNoVerb(label, context)
      else { return nil }
      let words = context.lowercasedWords(label).map { Words.afterElision($0) ?? $0 }.filter {
        !skipped.contains($0)
      }
      guard let first = words.first else { return nil }
      // A word the locale's dictionary does not know (an untranslated "Delete") is for
      // spelling and translation rules to name, not this one.
      guard dictionary.accepts(first) || dictionary.accepts(first.capitalized) else { return nil }
      // German puts the infinitive last ("Konto löschen"); French and Spanish put it first.
      let candidates = context.language == "de" ? [first, words[words.count - 1]] : [first]
      let isVerb = { (word: String) in
        verbs.isVerb(word, stems: dictionary.stems(of:))
          || (context.language == "de" && verbs.endsWithVerb(word))
      }
      guard !candidates.contains(where: isVerb) else { return nil }
      return Problem(
        labelField(index),
        "button \(quoted(button.label)) has no verb; name the action it performs, as the "
          + "locale's own labels do")
    }
  }

  /// Whether a label is not asked for a verb in any language: it picks a value ("4 hours"),
  /// or is an acknowledgement with more words after a comma ("Ok, verstanden!").
  static func asksNoVerb(_ label: String, _ context: RuleContext) -> Bool {
    if label.first?.isNumber == true { return true }
    guard let comma = label.firstIndex(of: ",") else { return false }
    return context.isAcknowledgementLabel(String(label[..<comma]))
  }

}
