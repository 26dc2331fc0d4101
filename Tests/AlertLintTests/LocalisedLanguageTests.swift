import Testing

@testable import AlertLint

/// The language data that lets rules run outside English: ICU's word breaks for scripts
/// written without spaces, and the verbs the French, Spanish and German dictionaries mark.
@Suite struct LocalisedLanguageTests {
  @Test(arguments: [
    ("ja", "確認", ["確認"]), ("ja", "削除しますか？", ["削除", "し", "ます", "か"]),
    ("zh-Hans", "打开设置", ["打开", "设置"]), ("th", "ยกเลิก", ["ยกเลิก"]),
    ("en", "Try again, later.", ["Try", "again", "later"]), ("ja", "", []),
  ])
  func icuBreaksWords(locale: String, text: String, words: [String]) {
    #expect(WordBreaks.words(in: text, locale: locale) == words)
  }

  @Test func aLongTextGetsEveryWord() {
    let text = Array(repeating: "设置", count: 100).joined()
    #expect(WordBreaks.words(in: text, locale: "zh").count == 100)
  }

  @Test(arguments: [
    ("fr-FR", "fr", "supprimer", true), ("fr-FR", "fr", "supprimez", true),
    ("fr-FR", "fr", "paramètres", false), ("es", "es", "eliminar", true),
    ("es", "es", "elimina", true), ("es", "es", "salir", true), ("es", "es", "ajustes", false),
    ("de", "de", "löschen", true), ("de", "de", "geöffnet", false), ("de", "de", "immer", false),
  ])
  func dictionaryVerbs(locale: String, language: String, word: String, isVerb: Bool) throws {
    let dictionary = try LanguageResources.shared.dictionary(for: locale).get()
    let verbs = try LanguageResources.shared.verbs(for: locale, language: language).get()
    #expect(verbs.isVerb(word, stems: dictionary.stems(of:)) == isVerb)
  }

  @Test func aGermanCompoundEndsWithItsVerb() {
    let verbs = DictionaryVerbs(lemmas: ["schalten", "löschen"])
    #expect(verbs.endsWithVerb("stummschalten"))
    #expect(!verbs.endsWithVerb("schalten"))
    #expect(!verbs.endsWithVerb("einstellungen"))
  }

  @Test func aLanguageWithoutKnownMarksHasNoVerbs() {
    guard case .failure = LanguageResources.shared.verbs(for: "ko", language: "ko") else {
      Issue.record("Korean verbs were read from a dictionary that marks none")
      return
    }
  }

  @Test(
    arguments: [
      ("%s deleted", "%s"), ("Remove %1$s?", "%1$s"), ("{{count}} photos", "{{count}}"),
      ("Hi ${name}", "${name}"), ("%(name)s left", "%(name)s"), ("100%% done", nil),
      ("Remove %@?", nil), ("{reason}", nil), ("%d of %lld", nil),
    ] as [(String, String?)])
  func unfilledPlaceholders(text: String, found: String?) {
    #expect(PlaceholderUnfilledRule.unfilled(in: text) == found)
  }
}
