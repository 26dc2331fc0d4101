/// Regular forms a language builds from words its dictionary knows, which Debian's Hunspell
/// dictionaries do not generate: spelling accepts them as it accepts the words themselves.
extension SpellingRule {
  /// Whether the word at `word`'s place in `text` is a regular form of a right word:
  /// - an abbreviation whose full stop the dictionary lists ("usw.", "bzw.", "etc.");
  /// - in German, a compound's first part before a hyphen ("Verifizierungs-E-Mail",
  ///   "Prüf- und Meldedaten", Duden's Ergänzungsstrich), and a separable verb's prefix on a
  ///   verb the dictionary knows, with "zu" between them or as a noun ("auschecken",
  ///   "einzuchecken", "Antippen");
  /// - in Spanish, a verb with its object pronouns joined on ("descartarlo", "Conéctese",
  ///   "Puntúanos", RAE's enclíticos), the stem's written accent dropped;
  /// - in Spanish and French, a productive prefix on a dictionary word ("reconexión",
  ///   "desarchivar", "dépublier");
  /// - in Korean, a particle written after a placeholder or a closing quote ("%@를",
  ///   "'공개'로"), a loanword made a verb with 하다 or 되다 ("스캔하세요", "라우팅되었습니다"),
  ///   and the Sino-Korean prefixes 재 (re-), 미 (un-) and 비 (non-) on a dictionary word
  ///   ("재연결", "재설정");
  /// - in Arabic, a loanword with the article or a conjunction joined on ("البلوتوث"), and the
  ///   article drawn out with a tatweel before a foreign word ("الـ VPN");
  /// - in every language, an acronym written in lower case ("url", "xmpp" for the project's
  ///   "XMPP"): its case is for other rules.
  static func isRegularForm(
    _ word: Word, in text: [Character], _ dictionary: SpellingDictionary, _ context: RuleContext
  ) -> Bool {
    let spelling = Words.straightened(word.text)
    let next = word.range.upperBound < text.count ? text[word.range.upperBound] : nil
    if next == ".", dictionary.accepts(spelling + ".") { return true }
    // An acronym written in lower case ("url", "xmpp"): its case is not its spelling.
    if spelling.count >= 2, spelling == spelling.lowercased() {
      let capitals = spelling.uppercased()
      // Only a word the dictionary knows in capitals alone ("URL", not the name "Handel").
      let acronym = dictionary.accepts(capitals) && !dictionary.accepts(spelling.capitalized)
      if acronym || context.isVocabulary(capitals) { return true }
    }
    switch context.language {
    case "de":
      if next == "-" {
        return dictionary.accepts(spelling + "-")
          || (spelling.hasSuffix("s") && dictionary.accepts(String(spelling.dropLast())))
      }
      return isSeparableVerb(spelling, dictionary)
    case "es":
      return isEncliticVerb(spelling, dictionary)
        || isPrefixed(spelling, spanishPrefixes, dictionary, context)
    case "fr":
      return isPrefixed(spelling, frenchPrefixes, dictionary, context)
    case "ko":
      let before = word.start > 0 ? text[word.start - 1] : nil
      if koreanParticles.contains(spelling), let before, !before.isWhitespace,
        !Words.isWordCharacter(before)
      {
        return true
      }
      return isKoreanForm(spelling, dictionary, context)
    case "ar":
      // The article drawn out with a tatweel before a foreign word ("الـ VPN").
      if spelling.hasSuffix("ـ"), arabicPrefixes.contains(String(spelling.dropLast())) {
        return true
      }
      return arabicPrefixes.contains { prefix in
        spelling.hasPrefix(prefix) && spelling.count > prefix.count + 2
          && isLoanword(String(spelling.dropFirst(prefix.count)), context)
      }
    default: return false
    }
  }

  /// German separable verb prefixes (Duden: trennbare Verbzusätze), longest first.
  static let germanSeparablePrefixes = [
    "zurück", "durch", "unter", "über", "fest", "nach", "weg", "auf", "aus", "ein", "mit", "vor",
    "her", "hin", "los", "ab", "an", "um", "zu",
  ]

  /// Whether a German word is a separable prefix on an infinitive the dictionary knows, with
  /// "zu" between them ("einzuchecken"), or the two written as a noun ("Antippen").
  static func isSeparableVerb(_ word: String, _ dictionary: SpellingDictionary) -> Bool {
    let lower = word.lowercased()
    guard lower.hasSuffix("en") || lower.hasSuffix("ern") || lower.hasSuffix("eln") else {
      return false
    }
    return germanSeparablePrefixes.contains { prefix in
      guard lower.hasPrefix(prefix) else { return false }
      var verb = String(lower.dropFirst(prefix.count))
      if verb.hasPrefix("zu"), verb.count > 5, !dictionary.accepts(verb) {
        verb = String(verb.dropFirst(2))
      }
      return verb.count >= 4 && dictionary.accepts(verb)
    }
  }

  /// Object pronouns Spanish joins to an imperative, infinitive or gerund, longest first.
  static let spanishEnclitics = [
    "selos", "selas", "melos", "melas", "telos", "telas", "noslo", "nosla", "selo", "sela",
    "melo", "mela", "telo", "tela", "los", "las", "les", "nos", "lo", "la", "le", "me", "te",
    "se", "os",
  ]

  /// Whether a Spanish word is a verb form with object pronouns joined on: what is left, with
  /// the accent the pronouns made it write taken off, is in the dictionary.
  static func isEncliticVerb(_ word: String, _ dictionary: SpellingDictionary) -> Bool {
    let lower = word.lowercased()
    for clitic in spanishEnclitics where lower.hasSuffix(clitic) && lower.count > clitic.count + 2 {
      let stem = String(lower.dropLast(clitic.count))
      let plain = String(stem.map { unaccented[$0] ?? $0 })
      if dictionary.accepts(plain) || dictionary.accepts(stem) { return true }
    }
    return false
  }

  /// Spanish vowels with the written accent an enclitic adds, and their plain forms.
  static let unaccented: [Character: Character] = [
    "á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u",
  ]

  /// Productive prefixes: Spanish (RAE: re-, des-, pre-, ultra-, auto-, anti-, multi-) and
  /// French (re-, ré-, dé-, dés-, pré-, anti-, auto-, multi-).
  static let spanishPrefixes = ["ultra", "multi", "anti", "auto", "des", "pre", "re"]
  static let frenchPrefixes = ["multi", "anti", "auto", "dés", "pré", "dé", "ré", "re"]

  /// Whether `word` is one of `prefixes` on a dictionary word of four letters or more.
  static func isPrefixed(
    _ word: String, _ prefixes: [String], _ dictionary: SpellingDictionary, _ context: RuleContext
  ) -> Bool {
    let lower = word.lowercased()
    return prefixes.contains { prefix in
      guard lower.hasPrefix(prefix), lower.count >= prefix.count + 4 else { return false }
      let base = String(lower.dropFirst(prefix.count))
      return dictionary.accepts(base) || isEnglishLoan(base, context)
    }
  }

  /// Endings of 하다 and 되다 that make a Korean noun a verb ("스캔하세요", "저장됩니다").
  static let koreanVerbEndings = [
    "하", "해", "했", "할", "함", "합", "한", "되", "돼", "됐", "될", "됨", "됩", "된",
  ]

  /// Sino-Korean prefixes: 재 (again), 미 (not yet), 비 (not).
  static let koreanPrefixes = ["재", "미", "비"]

  /// Whether a Korean word is a loanword (or project word) made a verb with 하다 or 되다, a
  /// particle after a quote ("공개'로"), or a Sino-Korean prefix on a dictionary word.
  static func isKoreanForm(_ word: String, _ dictionary: SpellingDictionary, _ context: RuleContext)
    -> Bool
  {
    if let quote = word.firstIndex(where: { $0 == "'" }) {
      let head = String(word[..<quote])
      let tail = String(word[word.index(after: quote)...])
      return (dictionary.accepts(head) || isLoanword(head, context))
        && (koreanParticles.contains(tail) || dictionary.accepts(tail))
    }
    let characters = Array(word)
    for split in stride(from: characters.count - 1, through: 1, by: -1)
    where koreanVerbEndings.contains(String(characters[split])) {
      let noun = String(characters[..<split])
      if isLoanword(noun, context) || context.isVocabulary(noun) { return true }
    }
    return koreanPrefixes.contains { prefix in
      word.hasPrefix(prefix) && word.count >= prefix.count + 2
        && dictionary.accepts(String(word.dropFirst(prefix.count)))
    }
  }

  /// What Arabic joins before a word: the article and the conjunctions and prepositions
  /// written as one word with it, longest first.
  static let arabicPrefixes = ["وال", "بال", "فال", "لل", "ال", "و", "ب", "ف"]
}
