/// Avoid pronouns where they sound condescending or blaming.
///
/// Seed 001 (Title and message): "Avoid pronouns: they can sometimes sound condescending", in
/// the paragraph on blaming, judgmental or insulting language. Which uses count is the voice's
/// `pronoun-check`:
/// - `condescending` (the default when a sheet names none): only uses that talk down
///   or put the fault on people, the phrases of the lexicon's `condescending.txt` ("Are you
///   sure…", "if you haven't…", "you need to…"). The guidance gives its reason, and a neutral
///   "your synced data", "Thank you" or "Would you like to…" has nothing condescending in it.
/// - `addressing` (the `ios` sheet's, inherited by `nhs-app`): those, and every "you" that
///   addresses the reader, with its contractions ("Would you like to…", "you've entered",
///   "Thank you"); the possessive "your", which only names the reader's things, is not
///   reported.
/// - `every`: every pronoun of `pronouns.txt`, the strict reading of "avoid pronouns".
/// A voice with `pronouns="you"` (NHS) addresses the user as "you", so only first-person
/// pronouns (me, my) are reported there under `every`; the NHS sheet switches the rule off
/// altogether. English only.
enum NoPronounsRule: Rule {
  static let description = RuleDescription(
    id: "no-pronouns",
    summary:
      "Avoid pronouns where they sound condescending (\"Are you sure…\"; every you / your / me / "
      + "my with the voice's pronoun-check=\"every\"; off in the NHS voice).",
    rationale: "Pronouns can sound condescending in an alert; state what happened instead.",
    severity: .suggestion, source: "001", group: "Wording",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Are you sure you want to leave?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Leave", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Unable to Sign In", message: "If you haven't verified the email address, check the inbox first.", buttons: [{label: "OK", role: "default"}]}"#,
        field: "message"),
      RuleExample(
        #"{id: "a", title: "Turn On Reminders?", message: "Would you like a reminder each morning?", buttons: [{label: "Not Now", role: "cancel"}, {label: "Turn On", role: "default"}]}"#,
        field: "message"),
    ],
    nonTriggering: [
      RuleExample(#"{id: "a", title: "Photo Deleted", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "Turn Off Sync?", message: "Your synced data will stay on this iPhone.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Turn Off", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "We'll log you out soon.", buttons: [{label: "OK", role: "default"}]}"#,
        style: "nhs-app"),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.isEnglish else { return [] }
    switch context.voice.pronounCheck {
    case .condescending:
      return context.texts.compactMap { field, text in
        let found = context.lexicon.condescending.filter { context.contains($0, in: text) }
        guard !found.isEmpty else { return nil }
        let phrases = found.map { quoted($0.joined(separator: " ")) }.joined(separator: ", ")
        return Problem(
          field,
          "\(quoted(text)) says \(phrases), which can sound condescending; state what happened "
            + "and what to do without addressing the reader",
          range: context.firstRange(of: found, in: text))
      }
    case .addressing:
      return context.texts.compactMap { field, text in
        let words = context.lowercasedWords(text)
        let condescending = context.lexicon.condescending.filter { context.contains($0, in: text) }
        let addressing = words.filter(addressingForms.contains)
        guard let first = condescending.first ?? addressing.first.map({ [$0] }) else {
          return nil
        }
        return Problem(
          field,
          "\(quoted(text)) addresses the reader (\(quoted(first.joined(separator: " ")))); "
            + "state what happened and what to do instead",
          range: context.firstRange(of: [first], in: text))
      }
    case .every:
      let secondPerson: Set<String> = ["you", "your", "yours", "yourself", "yourselves"]
      let pronouns = context.lexicon.pronouns.filter {
        context.voice.pronouns == .avoid || !secondPerson.contains($0)
      }
      return context.texts.compactMap { field, text in
        let found = pronouns.filter { pronoun in context.lowercasedWords(text).contains(pronoun) }
        guard !found.isEmpty else { return nil }
        return Problem(
          field,
          "\(quoted(text)) uses \(found.map(quoted).joined(separator: ", ")); state what "
            + "happened without pronouns",
          range: context.firstRange(of: found.map { [$0] }, in: text))
      }
    }
  }

  /// "You" as subject or object, with its contractions, lower case with straight apostrophes.
  static let addressingForms: Set<String> = [
    "you", "you're", "you've", "you'll", "you'd", "yourself", "yourselves",
  ]
}
