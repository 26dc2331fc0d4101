import AlertSpec
import StyleSheet
import Testing

@testable import AlertLint

/// Hunspell dictionaries, WordNet's verbs and the lexicon, as the rules use them.
@Suite struct LanguageResourceTests {
  @Test(arguments: [
    ("en-US", "color", true), ("en-US", "colour", false), ("en-GB", "colour", true),
    ("en-GB", "we'll", true), ("ko", "취소", true), ("ko", "취쇼", false), ("de", "Abbrechen", true),
    ("fr-FR", "Annuler", true), ("es", "Cancelar", true), ("ar", "إلغاء", true),
  ])
  func dictionaries(locale: String, word: String, accepted: Bool) throws {
    let dictionary = try LanguageResources.shared.dictionary(for: locale).get()
    #expect(dictionary.accepts(word) == accepted)
  }

  @Test func eachDictionaryIsLoadedOnce() throws {
    let first = try LanguageResources.shared.dictionary(for: "en-GB").get()
    let second = try LanguageResources.shared.dictionary(for: "en-GB").get()
    #expect(first === second)
  }

  @Test func missingDictionarySaysHowToInstallOne() {
    guard case .failure(let error) = LanguageResources.shared.dictionary(for: "xx-YY") else {
      Issue.record("a dictionary for xx-YY was found")
      return
    }
    #expect(error.description.contains("apt-get install hunspell-xx"))
  }

  @Test(arguments: [
    (["sign", "in"], true), (["log", "in"], true), (["logged", "in"], true),
    (["deleting"], true), (["ran"], true), (["don't", "save"], true), (["storage"], false),
    (["ok"], false), (["not", "now"], false),
  ])
  func verbs(words: [String], isVerb: Bool) throws {
    let verbs = try LanguageResources.shared.verbs().get()
    #expect(verbs.startsWithVerb(words) == isVerb)
  }

  @Test func lexiconHasTheLocalisedCancels() throws {
    let lexicon = try LanguageResources.shared.lexicon(folder: LintFixtures.styles + "/lexicon")
      .get()
    for language in ["en", "ko", "de", "fr", "es", "ar", "ja", "zh", "it", "nl", "pt"] {
      #expect(lexicon.cancel[language] != nil, "no Cancel for \(language)")
    }
    #expect(lexicon.cancel["ko"] == "취소" && lexicon.cancel["ar"] == "إلغاء")
  }

  @Test func theBuiltInLexiconIsTheOneOnDisk() throws {
    let builtIn = try LanguageResources.shared.lexicon(folder: "<built-in>/Styles/lexicon").get()
    let onDisk = try LanguageResources.shared.lexicon(folder: LintFixtures.styles + "/lexicon")
      .get()
    #expect(builtIn.cancel == onDisk.cancel && builtIn.localisedBlame == onDisk.localisedBlame)
    #expect(builtIn.functionWords == onDisk.functionWords && builtIn.blame == onDisk.blame)
    #expect(builtIn.condescending == onDisk.condescending && builtIn.ok == onDisk.ok)
    #expect(!builtIn.cancel.isEmpty && !builtIn.condescending.isEmpty)
  }

  @Test func aBuiltInSheetUsesTheBuiltInLexicon() throws {
    let sheet = try StyleSheetLoader.load("nhs-app", searchPaths: [BuiltInStyles.folder])
    #expect(LanguageResources.lexiconFolder(for: sheet) == "<built-in>/Styles/lexicon")
  }

  @Test func wordsKeepApostrophesAndSkipVocabulary() {
    let words = Words.words(in: "We’ll log you out of the NHS App.", skipping: ["NHS App"])
    #expect(words.map(\.text) == ["We’ll", "log", "you", "out", "of", "the"])
    #expect(Words.count("Stay logged in") == 3)
  }

  /// A rule context loads WordNet and the dictionary only when a rule first reads them, once,
  /// and a narrowed copy of it shares what was loaded: a run whose rules never read them
  /// loads neither.
  @Test func resourcesAreLoadedWhenARuleFirstAsks() throws {
    let sheet = try StyleSheetLoader.load("ios", searchPaths: [BuiltInStyles.folder])
    final class Loads: @unchecked Sendable { var verbs = 0, dictionaries = 0 }
    let loads = Loads()
    func verbs() -> VerbIndex? {
      loads.verbs += 1
      return try? LanguageResources.shared.verbs().get()
    }
    func dictionary() -> SpellingDictionary? {
      loads.dictionaries += 1
      return try? LanguageResources.shared.dictionary(for: "en-GB").get()
    }
    let spec = AlertSpec(id: "a", title: "Delete this photo?", buttons: [])
    let context = RuleContext(
      spec: spec, voice: sheet.voice, lexicon: Lexicon(), verbs: verbs(),
      dictionary: dictionary(), geometries: [])
    let narrowed = context.with(geometries: [])
    #expect(loads.verbs == 0 && loads.dictionaries == 0)
    #expect(narrowed.verbs != nil)
    #expect(context.verbs != nil)
    #expect(loads.verbs == 1, "the narrowed copy loaded through the original")
    #expect(loads.dictionaries == 0)
    _ = context.dictionary
    _ = context.dictionary
    #expect(loads.dictionaries == 1)
  }
}
