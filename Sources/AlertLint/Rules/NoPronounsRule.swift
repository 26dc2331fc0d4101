/// Avoid you, your, me and my.
///
/// Seed 001 (Title and message): "Avoid pronouns: they can sometimes sound condescending." The
/// pronouns come from the lexicon (`pronouns.txt`). A voice with `pronouns="you"` (NHS)
/// addresses the user as "you", so only first-person pronouns (me, my) are reported there; the
/// NHS sheet switches the rule off altogether. English only.
enum NoPronounsRule: Rule {
  static let description = RuleDescription(
    id: "no-pronouns",
    summary:
      "Avoid you / your / me / my (off in the NHS voice, which addresses the user as \"you\").",
    rationale: "Pronouns can sound condescending in an alert; state what happened instead.",
    severity: .suggestion, source: "001", group: "Wording",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Your photo was deleted", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title")
    ],
    nonTriggering: [
      RuleExample(#"{id: "a", title: "Photo Deleted", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "We'll log you out soon.", buttons: [{label: "OK", role: "default"}]}"#,
        style: "nhs-app"),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.isEnglish else { return [] }
    let secondPerson: Set<String> = ["you", "your", "yours", "yourself", "yourselves"]
    let pronouns = context.lexicon.pronouns.filter {
      context.voice.pronouns == .avoid || !secondPerson.contains($0)
    }
    return context.texts.compactMap { field, text in
      let found = pronouns.filter { pronoun in context.lowercasedWords(text).contains(pronoun) }
      guard !found.isEmpty else { return nil }
      return Problem(
        field,
        "\(quoted(text)) uses \(found.map(quoted).joined(separator: ", ")); state what happened "
          + "without pronouns")
    }
  }
}
