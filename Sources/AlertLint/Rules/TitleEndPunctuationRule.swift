/// A title that is a complete sentence ends with `.`, `?` or `!`; a question ends with `?`.
///
/// Seed 001 (Title): "use sentence-style capitalisation and appropriate ending punctuation";
/// HIG. English only: a title that opens with a question word (lexicon `question-words.txt`)
/// is a question, and a title of several sentences is a sentence, and so is one written as a
/// sentence rather than a title-case heading (``SentenceShape``): a subject with a finite verb
/// ("Collaboration has moved") or a mixed-case imperative ("Check your Email").
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
      RuleExample(
        #"{id: "a", title: "Your backup has finished", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Check your Inbox", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Turn on reminders", buttons: [{label: "Cancel", role: "cancel"}, {label: "Turn On", role: "default"}]}"#,
        style: "nhs-app"),
      RuleExample(
        #"{id: "a", title: "Photo Has Been Saved", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "Email in use", buttons: [{label: "OK", role: "default"}]}"#),
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
    if ![".", "?", "!"].contains(last), SentenceShape.of(title, context: context) == .sentence {
      return [
        Problem(
          "title",
          "title \(quoted(title)) is a complete sentence; end it with “.” (or “!”), as a sentence "
            + "ends")
      ]
    }
    return []
  }
}
