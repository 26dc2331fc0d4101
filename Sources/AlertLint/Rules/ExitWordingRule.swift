/// Leaving a journey is worded "Leave" or a journey-specific verb, not "Exit".
///
/// Seed 000 (Research): with the title "Exit this service?" and the button "Exit", "some users
/// expected the whole app would close"; "Leave this area?" / "Leave" and journey-specific
/// wording ("Close this booking?") were understood. The words come from the lexicon
/// (`exit.txt`). English only.
enum ExitWordingRule: Rule {
  static let description = RuleDescription(
    id: "exit-wording",
    summary: "Leaving a journey is worded \"Leave\" or a journey-specific verb (\"Close this "
      + "booking?\"), not \"Exit\", which users read as closing the app.",
    rationale: "In research, \"Exit\" made users expect the whole app to close.",
    severity: .suggestion, source: "000 Research", group: "Wording",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Exit this service?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Exit", role: "default"}]}"#,
        style: "nhs-app", field: "title")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Leave this area?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Leave", role: "default"}]}"#,
        style: "nhs-app")
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.isEnglish else { return [] }
    return context.texts.filter { $0.field != "message" }.compactMap { field, text in
      guard let word = context.lexicon.exit.first(where: context.lowercasedWords(text).contains)
      else { return nil }
      return Problem(
        field,
        "\(quoted(text)) says \(quoted(word)), which people read as closing the app; say "
          + "\(quoted("Leave")) or name the journey (\(quoted("Close this booking?")))",
        range: context.range(of: [word], in: text))
    }
  }
}
