import AlertLayout
import AlertSpec
import StyleSheet

/// Everything a rule may read about one alert: the spec, the voice, its language and resources,
/// and the alert's measured layout in every configuration (measured once, shared by all rules).
final class RuleContext {
  /// The alert.
  let spec: AlertSpec
  /// The sheet's voice.
  let voice: Voice
  /// The locale used for spelling and localised labels: the spec's, else the voice's.
  let locale: String
  /// The primary language subtag, lower-cased (`en`, `ko`).
  let language: String
  /// The curated word lists.
  let lexicon: Lexicon
  /// WordNet's verbs, loaded when a rule first asks (``LanguageResources`` keeps them for the
  /// process).
  private(set) lazy var verbs: VerbIndex? = loadVerbs()
  /// The locale's Hunspell dictionary, when one is installed; loaded when a rule first asks.
  private(set) lazy var dictionary: SpellingDictionary? = loadDictionary()
  private let loadVerbs: () -> VerbIndex?
  private let loadDictionary: () -> SpellingDictionary?
  /// The alert's layout in each configuration, in configuration order.
  let geometries: [(configuration: RenderConfiguration, geometry: AlertGeometry)]
  /// The project's own words (`.alert-preview/words.txt` above the spec).
  let projectWords: ProjectWords
  /// The voice's vocabulary and the project's names and phrases, matched whole and exact.
  let vocabulary: [String]

  /// `verbs` and `dictionary` are not evaluated until a rule reads them: a run whose rules
  /// never do loads neither.
  convenience init(
    spec: AlertSpec, voice: Voice, lexicon: Lexicon, verbs: @escaping @autoclosure () -> VerbIndex?,
    dictionary: @escaping @autoclosure () -> SpellingDictionary?,
    geometries: [(configuration: RenderConfiguration, geometry: AlertGeometry)],
    projectWords: ProjectWords = .none
  ) {
    let locale = Self.locale(of: spec, voice: voice)
    self.init(
      spec: spec, voice: voice, locale: locale, language: Self.language(of: locale),
      lexicon: lexicon, verbs: verbs, dictionary: dictionary, geometries: geometries,
      projectWords: projectWords, vocabulary: voice.vocabulary + projectWords.names)
  }

  private init(
    spec: AlertSpec, voice: Voice, locale: String, language: String, lexicon: Lexicon,
    verbs: @escaping () -> VerbIndex?, dictionary: @escaping () -> SpellingDictionary?,
    geometries: [(configuration: RenderConfiguration, geometry: AlertGeometry)],
    projectWords: ProjectWords, vocabulary: [String]
  ) {
    self.spec = spec
    self.voice = voice
    self.locale = locale
    self.language = language
    self.lexicon = lexicon
    self.loadVerbs = verbs
    self.loadDictionary = dictionary
    self.geometries = geometries
    self.projectWords = projectWords
    self.vocabulary = vocabulary
  }

  /// This context with other geometries (a subset of ``geometries``), and another spec when
  /// given (the alert's least copy, with its own geometries). The copy's locale, language and
  /// vocabulary are this context's: a least copy keeps its alert's locale, and the measured
  /// rules ask for a copy in every configuration.
  func with(
    spec other: AlertSpec? = nil,
    geometries kept: [(configuration: RenderConfiguration, geometry: AlertGeometry)]
  ) -> RuleContext {
    RuleContext(
      spec: other ?? spec, voice: voice, locale: locale, language: language, lexicon: lexicon,
      verbs: { self.verbs }, dictionary: { self.dictionary }, geometries: kept,
      projectWords: projectWords, vocabulary: vocabulary)
  }

  /// Whether the copy is English, so that English-only rules apply.
  var isEnglish: Bool { language == "en" }

  /// The localised "Cancel" of the alert's language, when the lexicon has one.
  var cancelLabel: String? { lexicon.cancel[language] }

  /// Whether `button` backs out of the alert: it has the cancel role, or the platform's Cancel
  /// as its label.
  func backsOut(_ button: AlertButton) -> Bool {
    button.role == .cancel || isCancelLabel(button.label)
  }

  /// Whether `label` is the platform's Cancel in the alert's language, or another form of the
  /// word (Russian "Отмена" beside "Отменить"; `cancel.txt`), ignoring case and punctuation.
  func isCancelLabel(_ label: String) -> Bool {
    let bare = bare(label).lowercased()
    guard let cancel = cancelLabel else { return bare == "cancel" }
    return bare == cancel.lowercased()
      || lexicon.cancelVariants[language]?.contains(bare) == true
  }

  /// The spec's locale, or the voice's spelling locale when the spec names none (or names the
  /// same language without a region).
  static func locale(of spec: AlertSpec, voice: Voice) -> String {
    guard let tag = spec.locale, !tag.isEmpty else { return voice.spellingLocale }
    let language = Self.language(of: tag)
    if !tag.utf8.contains(UInt8(ascii: "-")), !tag.utf8.contains(UInt8(ascii: "_")),
      Self.language(of: voice.spellingLocale) == language
    {
      return voice.spellingLocale
    }
    return tag
  }

  /// The primary subtag of a BCP 47 tag, lower-cased.
  static func language(of tag: String) -> String {
    String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
  }

  /// Every text of the alert a reader sees, with its field path: title, message, labels.
  var texts: [(field: String, text: String)] {
    var result: [(String, String)] = []
    if let title = spec.title { result.append(("title", title)) }
    if let message = spec.message { result.append(("message", message)) }
    for (index, button) in spec.buttons.enumerated() {
      result.append(("buttons[\(index)].label", button.label))
    }
    return result
  }

  /// Each text's words, split once and shared by the rules: as written, lower case, and with
  /// the vocabulary left out.
  private var plainWordCache: [String: [Word]] = [:]
  private var wordCache: [String: [String]] = [:]
  private var vocabularyWordCache: [String: [Word]] = [:]

  /// A text's words (``Words/words(in:skipping:)``), split once and shared: most rules read
  /// the same title, message and labels.
  func words(in text: String) -> [Word] {
    if let cached = plainWordCache[text] { return cached }
    let words = Words.words(in: text)
    plainWordCache[text] = words
    return words
  }

  /// A text's words, vocabulary entries (`NHS App`) left out, split once and shared.
  func words(skippingVocabulary text: String) -> [Word] {
    if let cached = vocabularyWordCache[text] { return cached }
    let words = Words.words(in: text, skipping: vocabulary)
    vocabularyWordCache[text] = words
    return words
  }

  /// A text's words, lower case, with typographic apostrophes made straight.
  func lowercasedWords(_ text: String) -> [String] {
    if let cached = wordCache[text] { return cached }
    let words = self.words(in: text).map { Words.straightened($0.text.lowercased()) }
    wordCache[text] = words
    return words
  }

  /// Whether the lower-case word sequence `phrase` occurs in `text`.
  func contains(_ phrase: [String], in text: String) -> Bool {
    let words = lowercasedWords(text)
    guard !phrase.isEmpty, phrase.count <= words.count else { return false }
    return (0...(words.count - phrase.count)).contains {
      words[$0..<($0 + phrase.count)].elementsEqual(phrase)
    }
  }

  /// The English dictionary, for the English product names and loanwords of other languages'
  /// copy (`Spotlight`, `Mastodon`, "la app"); `nil` when none is installed.
  var englishDictionary: SpellingDictionary? {
    if isEnglish { return dictionary }
    return try? LanguageResources.shared.dictionary(for: Self.englishLocale).get()
  }

  /// The English locale loanwords are looked up in.
  static let englishLocale = "en-US"

  /// Whether `word` is one of the voice's vocabulary words (exact case) or a project word.
  func isVocabulary(_ word: String) -> Bool {
    voice.vocabulary.contains(word) || projectWords.accepts(word)
  }
}
