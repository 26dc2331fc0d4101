/// A title that is a complete sentence uses sentence-style capitalisation.
///
/// Seed 001 (Title): "If the title is a complete sentence, use sentence-style capitalisation."
/// A complete sentence has a subject and a finite verb (``SentenceShape``): a title that ends
/// with `.` or `!`, holds several sentences, or asks a question with a subject ("Do you want
/// to delete this photo?") is one. A short question made of a verb phrase with no subject
/// ("Delete Account?", "Turn Off Sync?", "Save Draft?") is read as the voice's
/// `verb-questions` says: `fragment` by default in `ios`, because it has no subject and Apple's
/// own alerts write it in title case; `sentence` in `nhs-app`, whose titles are all in
/// sentence case anyway. With a voice whose titles are in sentence case (NHS), every title is
/// checked. Only stray title case is reported: names keep their capitals (vocabulary and
/// project words, CamelCase, capitals, `Acme X`, a lone capital among lower-case words such as
/// "the Watch app"), and so do URLs, domains and placeholders. English only.
enum TitleSentenceCaseRule: Rule {
  static let description = RuleDescription(
    id: "title-sentence-case",
    summary: "A title that is a complete sentence uses sentence-style capitalisation.",
    rationale: "Sentences read naturally in sentence case; capitalised words in the middle of a "
      + "sentence look like names.",
    severity: .warning, source: "001 Title", group: "Title",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Do You Want to Delete This Photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Turn On Reminders", buttons: [{label: "OK", role: "default"}]}"#,
        style: "nhs-app", field: "title"),
      RuleExample(
        #"{id: "a", title: "Your Subscription Has Ended.", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Delete Account?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        style: "nhs-app", field: "title"),
      RuleExample(
        #"{id: "a", title: "Check your Inbox", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete “Vacation Photos”?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "We'll log you out of the NHS App soon.", buttons: [{label: "OK", role: "default"}]}"#,
        style: "nhs-app"),
      RuleExample(
        #"{id: "a", title: "Unable to Save Photo", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "Delete Account?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Turn Off Sync?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Turn Off", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Save Draft?", buttons: [{label: "Delete", role: "destructive"}, {label: "Save", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "We couldn't reach example.com.", buttons: [{label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Acme X needs an update.", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "Open the Watch app to finish pairing.", buttons: [{label: "OK", role: "default"}]}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.isEnglish, let title = context.spec.title else { return [] }
    let shape = SentenceShape.of(title, context: context)
    let isSentence =
      shape == .sentence || (shape == .verbQuestion && context.voice.verbQuestions == .sentence)
    guard isSentence || context.voice.titleCase == .sentence else { return [] }
    let (offenders, rewrite, ranges) = Casing.check(title, .sentence, context: context)
    guard !offenders.isEmpty else { return [] }
    return [
      Problem(
        "title",
        "title \(quoted(title)) is not in sentence case (\(offenders.map(quoted).joined(separator: ", "))); "
          + "write \(quoted(rewrite))", range: ranges.first, fix: rewrite)
    ]
  }
}
