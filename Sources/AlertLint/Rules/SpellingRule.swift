/// Every word of the title, message and labels is in the locale's Hunspell dictionary or the
/// style sheet's vocabulary.
///
/// Content quality: seed 000's screenshot says "we'll log you out fo the NHS App". The
/// dictionary is Debian's Hunspell dictionary for the alert's `locale` (default: the voice's
/// `spelling-locale`), loaded once per process; vocabulary entries (`NHS App`, `iCloud`) are
/// matched with their exact case before the words are split. Words with digits are skipped.
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
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard let dictionary = context.dictionary else { return [] }
    var problems: [Problem] = []
    for (field, text) in context.texts {
      var reported = Set<String>()
      for word in context.words(skippingVocabulary: text) {
        let spelling = Words.straightened(word.text)
        guard !word.text.contains(where: \.isNumber), !context.isVocabulary(word.text),
          !dictionary.accepts(spelling), reported.insert(word.text).inserted
        else { continue }
        let suggestions = dictionary.suggestions(for: spelling)
        let hint =
          suggestions.isEmpty
          ? "" : " (did you mean \(suggestions.map(quoted).joined(separator: " or ")))"
        problems.append(
          Problem(
            field,
            "\(quoted(word.text)) is not in the \(context.locale) dictionary\(hint); correct it, "
              + "or add it to the style sheet's vocabulary as <word text=\"\(word.text)\"/>"))
      }
    }
    return problems
  }
}
