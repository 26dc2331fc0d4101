/// A title that is a complete sentence ends with `.`, `?` or `!`; a question ends with `?`.
///
/// Seed 001 (Title): "use sentence-style capitalisation and appropriate ending punctuation";
/// HIG. In English a title that opens with a question word (lexicon `question-words.txt`)
/// is a question, and a title of several sentences is a sentence, and so is one written as a
/// sentence rather than a title-case heading (``SentenceShape``): a subject with a finite verb
/// ("Collaboration has moved", "Something went wrong") or an imperative ("Check your Email",
/// "Turn on Bluetooth"). In German, French, Spanish, Italian, Portuguese, Dutch and Polish a
/// title holding a finite auxiliary, copula or modal of its language (lexicon
/// `finite-verbs.txt`: "Der Server hat seine URL geändert", "Ce protocole n'est pas pris en
/// charge") is a sentence.
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
    guard let title = context.spec.title else { return [] }
    guard context.isEnglish else { return checkLocalised(title, context) }
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

  /// Other languages: a title with a finite verb of the lexicon and no ending mark.
  static func checkLocalised(_ title: String, _ context: RuleContext) -> [Problem] {
    guard let finite = context.lexicon.finiteVerbs[context.language],
      !Tokens.isOnlyPlaceholder(title),
      !Punctuation.endsSentence(title, language: context.language),
      !Punctuation.isQuestion(title, language: context.language),
      let verb = context.lowercasedWords(title).first(where: finite.contains)
    else { return [] }
    return [
      Problem(
        "title",
        "title \(quoted(title)) is a complete sentence (\(quoted(verb)) is its verb); end it "
          + "with its full stop, as a sentence ends")
    ]
  }
}
