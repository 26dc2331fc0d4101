/// A title that is a complete sentence uses sentence-style capitalisation.
///
/// Seed 001 (Title): "If the title is a complete sentence, use sentence-style capitalisation."
/// A complete sentence has a subject and a finite verb (``SentenceShape``): a title that ends
/// with `.` or `!`, holds several sentences, or asks a question with a subject ("Do you want
/// to delete this photo?") is one. A short question made of a verb phrase with no subject
/// ("Delete Account?", "Turn Off Sync?", "Save Draft?") is read as the voice's
/// `verb-questions` says: `fragment` by default in `ios`, because it has no subject and Apple's
/// own alerts write it in title case; `sentence` in `nhs-app`, whose titles are all in
/// sentence case anyway. With a voice whose titles are in sentence case (NHS), every title is
/// checked. Only stray title case is reported: names keep their capitals (vocabulary and
/// project words, CamelCase, capitals, `Acme X`, a lone capital among lower-case words such as
/// "the Watch app"), and so do URLs, domains and placeholders.
///
/// Spanish, French, Italian and Portuguese write sentences in sentence case; English title case
/// in a title that is a sentence there (it ends with a sentence or question mark, holds a
/// finite verb of the lexicon's `finite-verbs.txt`, or runs to four words or more: "Falta Texto
/// Alternativo del Medio", "¿Promocionar Publicación?") is reported when two words after the
/// first, or every one, are capitalised common words: the locale's dictionary spells them in
/// lower case, so they are not names. One capitalised word alone may be a name ("Ajustes", the
/// Settings app) and is left, and so is a short fragment ("Eliminar Publicación").
enum TitleSentenceCaseRule: Rule {
  static let description = RuleDescription(
    id: "title-sentence-case",
    summary: "A title that is a complete sentence uses sentence-style capitalisation.",
    rationale: "Sentences read naturally in sentence case; capitalised words in the middle of a "
      + "sentence look like names.",
    severity: .warning, source: "001 Title", group: "Title",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Falta Texto Alternativo del Medio", locale: "es", buttons: [{label: "Cancelar", role: "cancel"}, {label: "Publicar", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Do You Want to Delete This Photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Turn On Reminders", buttons: [{label: "OK", role: "default"}]}"#,
        style: "nhs-app", field: "title"),
      RuleExample(
        #"{id: "a", title: "Your Subscription Has Ended.", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Delete Account?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        style: "nhs-app", field: "title"),
      RuleExample(
        #"{id: "a", title: "Check your Inbox", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Eliminar Publicación", locale: "es", buttons: [{label: "Cancelar", role: "cancel"}, {label: "Eliminar", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Delete “Vacation Photos”?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "We'll log you out of the NHS App soon.", buttons: [{label: "OK", role: "default"}]}"#,
        style: "nhs-app"),
      RuleExample(
        #"{id: "a", title: "Unable to Save Photo", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "Delete Account?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Turn Off Sync?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Turn Off", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Save Draft?", buttons: [{label: "Delete", role: "destructive"}, {label: "Save", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "We couldn't reach example.com.", buttons: [{label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Acme X needs an update.", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "Open the Watch app to finish pairing.", buttons: [{label: "OK", role: "default"}]}"#
      ),
    ])

  /// Languages whose titles are in sentence case whatever their shape.
  static let sentenceCaseLanguages: Set<String> = ["es", "fr", "it", "pt"]

  static func check(_ context: RuleContext) -> [Problem] {
    guard let title = context.spec.title else { return [] }
    guard context.isEnglish else { return checkLocalised(title, context) }
    let shape = SentenceShape.of(title, context: context)
    let isSentence =
      shape == .sentence || (shape == .verbQuestion && context.voice.verbQuestions == .sentence)
    guard isSentence || context.voice.titleCase == .sentence else { return [] }
    let (offenders, rewrite, ranges) = Casing.check(title, .sentence, context: context)
    guard !offenders.isEmpty else { return [] }
    return [
      Problem(
        "title",
        "title \(quoted(title)) is not in sentence case (\(offenders.map(quoted).joined(separator: ", "))); "
          + "write \(quoted(rewrite))", range: ranges.first, fix: rewrite)
    ]
  }

  /// Title case in a language that writes titles in sentence case.
  static func checkLocalised(_ title: String, _ context: RuleContext) -> [Problem] {
    guard sentenceCaseLanguages.contains(context.language), let dictionary = context.dictionary
    else { return [] }
    let words = context.words(skippingVocabulary: title)
    let finite = context.lexicon.finiteVerbs[context.language] ?? []
    let isSentence =
      Punctuation.lastMark(title).map { ".!?¿¡…".contains($0) } == true || words.count >= 4
      || context.lowercasedWords(title).contains(where: finite.contains)
    guard isSentence else { return [] }
    let rest = words.dropFirst().filter { !$0.quoted && !$0.isNameLike && $0.text.count > 2 }
    let capitalised = rest.filter { word in
      word.isCapitalised && dictionary.accepts(word.text.lowercased())
    }
    guard capitalised.count >= 2 || (!rest.isEmpty && capitalised.count == rest.count) else {
      return []
    }
    var rewrite = Array(title)
    for word in capitalised {
      rewrite.replaceSubrange(word.range, with: Array(word.text.lowercased()))
    }
    return [
      Problem(
        "title",
        "title \(quoted(title)) is in title case (\(capitalised.map { quoted($0.text) }.joined(separator: ", "))); "
          + "\(context.language) titles are in sentence case: write \(quoted(String(rewrite)))",
        range: capitalised.first?.range, fix: String(rewrite))
    ]
  }
}
