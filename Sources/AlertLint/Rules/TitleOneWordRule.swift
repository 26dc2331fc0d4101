/// The title is more than one word.
///
/// Seed 001 (Title): "A one-word title rarely carries useful information"; the HIG's example
/// is "Error". Applies to languages that separate words with spaces. A placeholder (`%@`,
/// `{name}`) stands for words the app fills in ("Unfollow %@?" names the account), so it counts
/// as a word; a title that is only a placeholder (`{title}`, read from an error in Swift) is
/// not judged. Japanese and Chinese are written without spaces: there a title is one word when,
/// without its ending punctuation, it is a single run of kanji/hanzi of at most three characters
/// ("確認", "错误") or of katakana alone, a loanword ("エラー"); hiragana writes particles and
/// inflections, so a title holding it is several words ("削除しますか"). Thai is not counted: its
/// words cannot be told apart without a dictionary.
enum TitleOneWordRule: Rule {
  static let description = RuleDescription(
    id: "title-one-word", summary: "The title is more than one word.",
    rationale: "\"Error\" or \"Warning\" says nothing; a question or short sentence tells people "
      + "what happened and what to decide.",
    severity: .warning, source: "001 Title; HIG (\"avoid Error\")", group: "Title",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Error", buttons: [{label: "OK", role: "default"}]}"#, field: "title"),
      RuleExample(
        #"{id: "a", title: "警告", locale: "ja", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "エラー！", locale: "ja", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Unable to Save Photo", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(#"{id: "a", title: "{title}", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "Block %@?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Block", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "{name} blockieren?", locale: "de", buttons: [{label: "Abbrechen", role: "cancel"}, {label: "Blockieren", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "削除しますか？", locale: "ja", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "フォロー解除", locale: "ja", buttons: [{label: "OK", role: "default"}]}"#),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard let title = context.spec.title, context.language != "th",
      !Tokens.isOnlyPlaceholder(title)
    else { return [] }
    let oneWord =
      ["ja", "zh"].contains(context.language)
      ? isOneUnspacedWord(title) : Words.count(title) == 1
    guard oneWord else { return [] }
    return [
      Problem(
        "title",
        "title \(quoted(title)) is one word; say what happened or ask what to do, "
          + "as a short sentence or question")
    ]
  }

  /// Whether a Japanese or Chinese title is one word: at most three Han characters, or katakana
  /// alone, once ending punctuation and white space are dropped.
  static func isOneUnspacedWord(_ title: String) -> Bool {
    let letters = title.unicodeScalars.filter {
      !$0.properties.isWhitespace && !Punctuation.sentenceEnds.contains(Character($0))
    }
    guard !letters.isEmpty else { return false }
    if letters.allSatisfy({ $0.properties.isIdeographic }) { return letters.count <= 3 }
    return letters.allSatisfy { (0x30A0...0x30FF).contains($0.value) }  // katakana and ー
  }
}
