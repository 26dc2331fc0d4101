/// Every word of the title, message and labels is in the locale's Hunspell dictionary or the
/// style sheet's vocabulary.
///
/// Content quality: seed 000's screenshot says "we'll log you out fo the NHS App". The
/// dictionary is Debian's Hunspell dictionary for the alert's `locale` (default: the voice's
/// `spelling-locale`), loaded once per process; vocabulary entries (`NHS App`, `iCloud`) are
/// matched with their exact case before the words are split, and so are the project's own words
/// (`.alert-preview/words.txt` up the folder tree from the spec: the app's name, brand words).
/// Never checked: URLs, e-mail addresses, domains, file names, paths, `%@`/`%1$@`/`%lld`/
/// `{name}` placeholders and code-like tokens (``Tokens``); names written as names, CamelCase
/// (`QuickNotes`) or in capitals (`VPN`, `OPML`); words with digits; a misspelt `OK` label
/// ("Ok", "Okay"), which `button-ok-spelling` reports. Also accepted, each a class of word the
/// dictionaries cannot list:
/// - **names by position**: a capitalised word in the middle of a sentence that is not set in
///   title case ("a Feedbin account"), in languages that capitalise only names and sentence
///   starts (not German, where every noun is capitalised and a capital says nothing);
/// - **English loanwords and product names** in other languages' copy ("Mastodon",
///   "Spotlight", "la app", "deine Emails"): a word the English dictionary knows;
/// - **compounds**, in languages that write them as one word (German, Dutch, the Nordic
///   languages) and in Korean, whose orthography (한글 맞춤법 제47항) lets an auxiliary verb
///   join its main verb ("확인해주세요" for "확인해 주세요"): a word made of two dictionary words
///   ("stummschalten" = "stumm" + "schalten"). Debian's `de_DE` has no compound rules and `ko`
///   knows only the spaced form. The Korean dictionary does handle particles ("사진을",
///   "계정을"), so Korean stays checked;
/// - **loanwords** the dictionaries lack, from the lexicon's sourced `loanwords.txt` ("앱",
///   "barcode", "posten"), in Korean also with a particle ("앱을"), as project words are;
/// - **regular variants**: Swiss German "ss" for "ß" ("Schliessen"), French unaccented capitals
///   ("Etes");
/// - **prefixed verbs**: a productive verb prefix on a verb the dictionary knows (English `un-`,
///   `re-`, `pre-` on a WordNet verb: `Unsave`, `Resend`; German `ent-`, `ver-`, `be-`, `zer-`
///   on an infinitive: "entfolgen").
///
/// Languages without an installed dictionary are not checked (the linter lists them in
/// `resourceProblems`).
enum SpellingRule: Rule {
  static let description = RuleDescription(
    id: "spelling",
    summary: "Every word of title, message and labels is in the locale's Hunspell dictionary or "
      + "the style sheet's vocabulary.",
    rationale: "A typo in an alert undermines trust at the moment people need to trust the app.",
    severity: .warning, source: "content quality (000's screenshot: \"fo the NHS App\")",
    group: "Wording",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Tab Closed", buttons: [{label: "Cancel", role: "cancel"}, {label: "Re-Open", role: "default"}]}"#,
        field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", title: "For security reasons, we'll log you out fo the NHS App in 1 minute.", buttons: [{label: "OK", role: "default"}]}"#,
        style: "nhs-app", field: "title"),
      RuleExample(
        #"{id: "a", title: "Choose a colour", locale: "en-US", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Unable to Save Fhoto", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Foto löschen?", message: "Das Foto wird entgültig gelöscht.", locale: "de", buttons: [{label: "Abbrechen", role: "cancel"}, {label: "Löschen", role: "destructive"}]}"#,
        field: "message"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "앱을 업데이트하시겠습니까?", message: "북마크가 유지됩니다.", locale: "ko", buttons: [{label: "취소", role: "cancel"}, {label: "업데이트", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Protokoll nicht verfügbar", message: "Wähle ein anderes Protokoll.", locale: "de", buttons: [{label: "Schliessen", role: "cancel"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Etes-vous sûr ?", locale: "fr", buttons: [{label: "Annuler", role: "cancel"}, {label: "Supprimer", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Impossible d'ouvrir l'app", message: "Vérifiez l'adresse et réessayez.", locale: "fr", buttons: [{label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Passwords Don't Match", buttons: [{label: "Cancel", role: "cancel"}, {label: "Re-enter", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Choose a colour", buttons: [{label: "OK", role: "default"}]}"#,
        style: "nhs-app"),
      RuleExample(
        #"{id: "a", title: "사진을 삭제하시겠습니까?", locale: "ko", buttons: [{label: "취소", role: "cancel"}, {label: "삭제", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Sign in to iCloud", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "Couldn't Connect to VPN", message: "Check the settings at https://vpn.example.org/setup or write to help@example.org.", buttons: [{label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Import OPML File?", message: "%1$@ has %lld feeds. {appName} will add them to Notes.opml.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Import", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Unsave This Post?", message: "QuickNotes will remove it from your saved items.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Unsave", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Photo Saved", buttons: [{label: "Ok", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "Sync Failed", message: "Your Nextcloud account could not be reached.", buttons: [{label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Synchronisierung fehlgeschlagen", message: "Prüfe die Einstellungen von Dropbox und deine Emails.", locale: "de", buttons: [{label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Ton stummschalten?", message: "Du kannst diesem Konto entfolgen.", locale: "de", buttons: [{label: "Abbrechen", role: "cancel"}, {label: "Stummschalten", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "연결할 수 없습니다", message: "네트워크를 확인해주세요.", locale: "ko", buttons: [{label: "확인", role: "default"}]}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard let dictionary = context.dictionary else { return [] }
    var problems: [Problem] = []
    for (field, text) in context.texts {
      if field.hasPrefix("buttons["),
        context.lexicon.ok.contains(
          String(text.trimmingCharacters(in: .whitespaces).split(separator: ",").first ?? ""))
      {
        continue  // button-ok-spelling's
      }
      var reported = Set<String>()
      let words = context.words(skippingVocabulary: text)
      let characters = Array(text)
      for (index, word) in words.enumerated() {
        let spelling = Words.straightened(word.text)
        guard !word.isNameLike, !context.isVocabulary(word.text),
          !dictionary.accepts(spelling), !isNameByPosition(index, words, context),
          !isEnglishLoan(spelling, context), !isCompound(spelling, dictionary, context),
          !isPrefixedVerb(spelling, dictionary, context),
          !isLoanword(spelling, context), !isVariant(spelling, dictionary, context),
          !isElided(spelling, dictionary, context),
          !isRegularForm(word, in: characters, dictionary, context),
          reported.insert(word.text).inserted
        else { continue }
        let suggestions = dictionary.suggestions(for: spelling)
        let hint =
          suggestions.isEmpty
          ? "" : " (did you mean \(suggestions.map(quoted).joined(separator: " or ")))"
        problems.append(
          Problem(
            field,
            "\(quoted(word.text)) is not in the \(context.locale) dictionary\(hint); correct it, "
              + "or add it to the project's \(ProjectWords.relativePath) (or the style sheet's "
              + "<word text=\"\(word.text)\"/>)",
            range: word.range))
      }
    }
    return problems + hyphenatedPrefixes(context, dictionary)
  }

  /// Prefixes that close up with their word ("reopen", "preload", "unlock").
  static let closingPrefixes: Set<String> = ["re", "pre", "un", "non", "co", "de"]

  /// A prefix hyphenated to a word the dictionary writes closed up ("Re-Open" for "Reopen"),
  /// unless the prefix's last letter and the word's first are the same vowel, where style
  /// guides keep the hyphen ("re-enter", "pre-empt", "co-op").
  static func hyphenatedPrefixes(_ context: RuleContext, _ dictionary: SpellingDictionary)
    -> [Problem]
  {
    context.texts.compactMap { field, text in
      for token in text.split(whereSeparator: { !$0.isLetter && $0 != "-" }) {
        let parts = token.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, closingPrefixes.contains(parts[0].lowercased()),
          let joint = parts[1].first, let last = parts[0].last,
          !(last.lowercased() == joint.lowercased() && "aeiou".contains(last.lowercased())),
          dictionary.accepts((parts[0] + parts[1]).lowercased())
        else { continue }
        let closed = String(parts[0]) + parts[1].lowercased()
        return Problem(
          field,
          "\(quoted(String(token))) is one word: write \(quoted(closed)), as the dictionary does "
            + "(a hyphen stays only between two of the same vowel, as in “re-enter”)",
          range: text.characterRange(ofCaseInsensitive: String(token)),
          fix: text.replacingOccurrences(of: String(token), with: closed))
      }
      return nil
    }
  }

  /// Languages that elide an article or pronoun before a vowel with an apostrophe.
  static let elidingLanguages: Set<String> = ["fr", "it", "ca"]

  /// Whether a word is an elision ("l'app", "d'ouvrir", "qu'il") whose word after the
  /// apostrophe is right: in the dictionary, an English loan or a loanword.
  static func isElided(_ word: String, _ dictionary: SpellingDictionary, _ context: RuleContext)
    -> Bool
  {
    guard elidingLanguages.contains(context.language), let rest = Words.afterElision(word) else {
      return false
    }
    return dictionary.accepts(rest) || isEnglishLoan(rest, context) || isLoanword(rest, context)
      || context.isVocabulary(rest)
  }

  /// Korean particles a noun takes (조사), longest first.
  static let koreanParticles = [
    "에서는", "에서", "으로", "에게", "까지", "부터", "처럼", "을", "를", "이", "가", "은", "는",
    "에", "의", "로", "와", "과", "도", "만",
  ]

  /// Whether a word is a loanword of the lexicon's `loanwords.txt` or a project word, in
  /// Korean also with a particle after it ("앱을").
  static func isLoanword(_ word: String, _ context: RuleContext) -> Bool {
    let known = context.lexicon.loanwords[context.language] ?? []
    if known.contains(word) || known.contains(word.lowercased()) { return true }
    guard context.language == "ko" else { return false }
    return koreanParticles.contains { particle in
      word.hasSuffix(particle) && word.count > particle.count
        && {
          let stem = String(word.dropLast(particle.count))
          return known.contains(stem) || context.isVocabulary(stem)
        }()
    }
  }

  /// Whether a word is a regular variant of one the dictionary knows: Swiss and Liechtenstein
  /// German write "ss" for "ß" ("Schliessen"), and French may leave a capital unaccented
  /// ("Etes" for "Êtes"; the Académie recommends the accent, common practice drops it).
  static func isVariant(_ word: String, _ dictionary: SpellingDictionary, _ context: RuleContext)
    -> Bool
  {
    switch context.language {
    case "de":
      guard word.contains("ss") else { return false }
      return dictionary.accepts(word.replacingOccurrences(of: "ss", with: "ß"))
    case "fr":
      guard let first = word.first, let accented = unaccentedCapitals[first] else { return false }
      return accented.contains { dictionary.accepts(String($0) + word.dropFirst()) }
    default: return false
    }
  }

  /// French capitals that may be written without their accent, with the accented forms.
  static let unaccentedCapitals: [Character: [Character]] = [
    "E": ["É", "È", "Ê", "Ë"], "A": ["À", "Â"], "C": ["Ç"], "I": ["Î", "Ï"], "O": ["Ô"],
    "U": ["Ù", "Û", "Ü"],
  ]

  /// Languages that capitalise every noun, where a capital does not mark a name.
  static let nounCapitalisingLanguages: Set<String> = ["de", "lb"]

  /// Whether the word at `index` is capitalised in the middle of a sentence that is not set in
  /// title case, in a language where that marks a name.
  private static func isNameByPosition(_ index: Int, _ words: [Word], _ context: RuleContext)
    -> Bool
  {
    let word = words[index]
    guard word.isCapitalised, !word.startsSentence,
      !nounCapitalisingLanguages.contains(context.language)
    else { return false }
    let others = words.filter { !$0.startsSentence && $0.text.first?.isCased == true }
    let capitalised = others.filter(\.isCapitalised).count
    return capitalised * 2 < others.count
  }

  /// Whether `word`, in another language's copy, is a word of the English dictionary.
  static func isEnglishLoan(_ word: String, _ context: RuleContext) -> Bool {
    guard !context.isEnglish, word.unicodeScalars.allSatisfy({ $0.value < 0x250 }) else {
      return false
    }
    return context.englishDictionary?.accepts(word) == true
  }

  /// Languages that write compounds (or, in Korean, auxiliary verbs) as one word.
  static let compoundingLanguages: Set<String> = [
    "de", "lb", "nl", "sv", "da", "nb", "nn", "no", "fi", "is", "ko",
  ]

  /// Whether `word` is two dictionary words written together (a German linking `s` allowed
  /// after the first, which may also be an English loan); the second part may be a
  /// capitalised noun.
  private static func isCompound(
    _ word: String, _ dictionary: SpellingDictionary, _ context: RuleContext
  ) -> Bool {
    guard compoundingLanguages.contains(context.language) else { return false }
    let characters = Array(word)
    let minimum = context.language == "ko" ? 2 : 3
    guard characters.count >= 2 * minimum else { return false }
    for split in minimum...(characters.count - minimum) {
      let head = String(characters[..<split])
      let tail = String(characters[split...])
      let heads =
        head.hasSuffix("s") && head.count > minimum ? [head, String(head.dropLast())] : [head]
      // The first part may be an English loan ("Questschriftrolle", "Emojiwähler").
      guard heads.contains(where: { dictionary.accepts($0) || isEnglishLoan($0, context) })
      else { continue }
      let capitalisedTail = tail.prefix(1).uppercased() + tail.dropFirst()
      if dictionary.accepts(tail) || dictionary.accepts(capitalisedTail) { return true }
    }
    return false
  }

  /// Productive verb prefixes by language: English `un-` (undo), `re-` (again), `pre-`
  /// (before); German `ent-`, `ver-`, `be-`, `zer-`.
  static let verbPrefixes: [String: [String]] = [
    "en": ["un", "re", "pre"],
    "de": ["ent", "ver", "be", "zer"],
  ]

  /// Whether `word` is a productive prefix on a verb the dictionary knows: in English a
  /// WordNet verb (`Unsave`, `Resend`, `Prefill`), in German an infinitive ("entfolgen").
  private static func isPrefixedVerb(
    _ word: String, _ dictionary: SpellingDictionary, _ context: RuleContext
  ) -> Bool {
    guard let prefixes = verbPrefixes[context.language] else { return false }
    let lower = word.lowercased()
    return prefixes.contains { prefix in
      guard lower.hasPrefix(prefix), lower.count >= prefix.count + 3 else { return false }
      let base = String(lower.dropFirst(prefix.count))
      guard dictionary.accepts(base) else { return false }
      if context.isEnglish { return context.verbs?.isVerb(base) == true }
      return base.hasSuffix("en") || base.hasSuffix("ern") || base.hasSuffix("eln")
    }
  }
}
