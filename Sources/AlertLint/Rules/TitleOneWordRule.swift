/// The title is more than one word.
///
/// Seed 001 (Title): "A one-word title rarely carries useful information"; the HIG's example
/// is "Error". Applies to languages that separate words with spaces. A placeholder (`%@`,
/// `{name}`) stands for words the app fills in ("Unfollow %@?" names the account), so it counts
/// as a word; a title that is only a placeholder (`{title}`, read from an error in Swift) is
/// not judged. Japanese, Chinese and Thai are written without spaces: there ICU's
/// dictionary-based word breaker splits the title ("確認" and "エラー" are one word, "フォロー解除"
/// two, "削除しますか" four).
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

  /// Whether a one-word title is words joined by hyphens, each of three letters or more
  /// ("Facebook-Anmeldung", "Covid-Zertifikat": as much as "Facebook login"); "E-Mail" and
  /// "Wi-Fi" stay one word.
  static func isOpenCompound(_ title: String) -> Bool {
    let parts = title.split(separator: "-")
    return parts.count >= 2 && parts.allSatisfy { $0.filter(\.isLetter).count >= 3 }
  }

  static func check(_ context: RuleContext) -> [Problem] {
    guard let title = context.spec.title, !Tokens.isOnlyPlaceholder(title) else { return [] }
    let oneWord =
      (WordBreaks.unspaced.contains(context.language) || context.language == "ja")
      ? WordBreaks.words(in: title, locale: context.locale).count == 1
      : Words.count(title) == 1 && !isOpenCompound(title)
    guard oneWord else { return [] }
    return [
      Problem(
        "title",
        "title \(quoted(title)) is one word; say what happened or ask what to do, "
          + "as a short sentence or question")
    ]
  }
}
