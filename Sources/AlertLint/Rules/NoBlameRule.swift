/// No accusatory or judgemental words.
///
/// Seed 001 (Title and message): "No blaming, judgmental or insulting language … a direct
/// statement in a friendly tone is better". The words and phrases come from the lexicon
/// (`blame.txt`: invalid, illegal, wrong, you failed, you forgot, …). English only.
enum NoBlameRule: Rule {
  static let description = RuleDescription(
    id: "no-blame",
    summary:
      "No accusatory or judgmental words (\"invalid\", \"illegal\", \"wrong\", \"you failed\", "
      + "\"you forgot\", …).",
    rationale: "People reading an alert already have a problem; blaming them adds insult to it.",
    severity: .warning, source: "001 (\"no blaming, judgmental or insulting language\")",
    group: "Wording",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Invalid Password", message: "Enter the password for this account.", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Incorrect Password", message: "Check the password and try again.", buttons: [{label: "OK", role: "default"}]}"#
      )
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.isEnglish else { return [] }
    return context.texts.compactMap { field, text in
      let found = zip(context.lexicon.blame, context.lexicon.blameWords).filter {
        context.contains($0.1, in: text)
      }.map(\.0)
      guard !found.isEmpty else { return nil }
      return Problem(
        field,
        "\(quoted(text)) uses blaming words (\(found.map(quoted).joined(separator: ", "))); say "
          + "what happened and what to do, in a friendly, direct tone")
    }
  }
}
