/// A title that is a sentence uses sentence-style capitalisation.
///
/// Seed 001 (Title): "If the title is a complete sentence, use sentence-style capitalisation."
/// A title counts as a sentence when it ends with `.`, `?` or `!`; with a voice whose titles
/// are in sentence case (NHS), every title is checked. English only; vocabulary words, names
/// and quoted names keep their capitals.
enum TitleSentenceCaseRule: Rule {
  static let description = RuleDescription(
    id: "title-sentence-case",
    summary: "A title that is a sentence uses sentence-style capitalisation.",
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
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.isEnglish, let title = context.spec.title else { return [] }
    let isSentence = [".", "?", "!"].contains(title.trimmingCharacters(in: .whitespaces).last)
    guard isSentence || context.voice.titleCase == .sentence else { return [] }
    let (offenders, rewrite) = Casing.check(title, .sentence, context: context)
    guard !offenders.isEmpty else { return [] }
    return [
      Problem(
        "title",
        "title \(quoted(title)) is not in sentence case (\(offenders.map(quoted).joined(separator: ", "))); "
          + "write \(quoted(rewrite))")
    ]
  }
}
