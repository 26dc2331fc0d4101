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
/// (`QuickNotes`) or in capitals (`VPN`, `OPML`); words with digits. A verb made with a
/// productive prefix (`un-`, `re-`, `pre-`: `Unsave`, `Resend`) is accepted when its base is
/// a dictionary word and a WordNet verb. Languages without an installed dictionary are not
/// checked (the linter lists them in `resourceProblems`).
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
        #"{id: "a", title: "For security reasons, we'll log you out fo the NHS App in 1 minute.", buttons: [{label: "OK", role: "default"}]}"#,
        style: "nhs-app", field: "title"),
      RuleExample(
        #"{id: "a", title: "Choose a colour", locale: "en-US", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
    ],
    nonTriggering: [
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
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard let dictionary = context.dictionary else { return [] }
    var problems: [Problem] = []
    for (field, text) in context.texts {
      var reported = Set<String>()
      for word in context.words(skippingVocabulary: text) {
        let spelling = Words.straightened(word.text)
        guard !word.isNameLike, !context.isVocabulary(word.text),
          !dictionary.accepts(spelling), !isPrefixedVerb(spelling, dictionary, context),
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
              + "<word text=\"\(word.text)\"/>)"))
      }
    }
    return problems
  }

  /// Productive verb prefixes: `un-` (undo), `re-` (again), `pre-` (before).
  static let verbPrefixes = ["un", "re", "pre"]

  /// Whether `word` is a productive prefix on a dictionary word that WordNet knows as a verb
  /// (`Unsave`, `Resend`, `Prefill`).
  private static func isPrefixedVerb(
    _ word: String, _ dictionary: SpellingDictionary, _ context: RuleContext
  ) -> Bool {
    guard let verbs = context.verbs, context.isEnglish else { return false }
    let lower = word.lowercased()
    return verbPrefixes.contains { prefix in
      guard lower.hasPrefix(prefix), lower.count >= prefix.count + 3 else { return false }
      let base = String(lower.dropFirst(prefix.count))
      return verbs.isVerb(base) && dictionary.accepts(base)
    }
  }
}
