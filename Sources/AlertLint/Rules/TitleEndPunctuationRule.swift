/// A title that is a complete sentence ends with `.`, `?` or `!`; a question ends with `?`.
///
/// Seed 001 (Title): "use sentence-style capitalisation and appropriate ending punctuation";
/// HIG. English only: a title that opens with a question word (lexicon `question-words.txt`)
/// is a question, and a title of several sentences is a sentence.
enum TitleEndPunctuationRule: Rule {
  static let description = RuleDescription(
    id: "title-end-punctuation",
    summary: "A title that is a complete sentence ends with . ? or !; a question ends with ?.",
    rationale: "Ending punctuation tells people whether they are being told something or asked.",
    severity: .warning, source: "001 Title; HIG", group: "Title",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Do you want to delete this photo", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Your session ended. Sign in again", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Unable to Save Photo", buttons: [{label: "OK", role: "default"}]}"#),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.isEnglish, let title = context.spec.title else { return [] }
    let trimmed = title.trimmingCharacters(in: .whitespaces)
    let last = trimmed.last
    let first = context.lowercasedWords(trimmed).first ?? ""
    if context.lexicon.questionWords.contains(first), last != "?" {
      return [Problem("title", "title \(quoted(title)) is a question; end it with “?”")]
    }
    let sentences =
      trimmed.dropLast().contains { [".", "?", "!"].contains($0) }
      && trimmed.contains(". ")
    if sentences, ![".", "?", "!"].contains(last) {
      return [
        Problem(
          "title", "title \(quoted(title)) is a complete sentence; end it with “.”, “?” or “!”")
      ]
    }
    return []
  }
}
