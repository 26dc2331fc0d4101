/// No `Yes` or `No` labels.
///
/// Seed 001 (Buttons): "Avoid Yes and No"; HIG. The answers come from the lexicon
/// (`yes-no.txt`), per language: a label that is an answer ("예", "Nein") or starts with one
/// and a comma ("Yes, Delete") is reported, in every language the lexicon lists.
enum ButtonYesNoRule: Rule {
  static let description = RuleDescription(
    id: "button-yes-no", summary: "No Yes / No labels.",
    rationale: "Yes and No make people reread the title to learn what each answer does; a verb "
      + "says it on the button.",
    severity: .warning, source: "001 Buttons; HIG", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Get our newsletter?", buttons: [{label: "Not Now", role: "cancel"}, {label: "Yes please", role: "default"}]}"#,
        field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "No", role: "cancel"}, {label: "Yes", role: "destructive"}]}"#,
        field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Yes, Delete", role: "destructive"}]}"#,
        field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", title: "사진을 삭제하시겠습니까?", locale: "ko", buttons: [{label: "취소", role: "cancel"}, {label: "예", role: "destructive"}]}"#,
        field: "buttons[1].label"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      )
    ],
    subsumes: [.onField("button-label-verb")])

  static func check(_ context: RuleContext) -> [Problem] {
    guard let answers = context.lexicon.yesNo[context.language] else { return [] }
    return context.spec.buttons.enumerated().compactMap { index, button in
      let label = context.bare(button.label).lowercased()
      guard isAnswer(label, answers) || isPoliteAnswer(label, answers, context) else {
        return nil
      }
      return Problem(
        labelField(index),
        "button \(quoted(button.label)) does not say what happens; label it with the action "
          + "(\(quoted("Delete")), \(quoted("Cancel")))")
    }
  }

  /// Whether a lower-case label is an answer with a polite word ("Yes please", "No thanks",
  /// "Non merci"; the lexicon's `polite.txt`).
  static func isPoliteAnswer(_ label: String, _ answers: [String], _ context: RuleContext) -> Bool {
    let words = label.split(whereSeparator: { $0.isWhitespace || $0 == "," })
    guard words.count >= 2, answers.contains(String(words[0])) else { return false }
    let rest = words.dropFirst().joined(separator: " ")
    let polite =
      (context.lexicon.polite[context.language] ?? []) + (context.lexicon.polite["en"] ?? [])
    return polite.contains(rest)
  }

  /// Whether a lower-case label is an answer, or an answer and a comma before more words.
  static func isAnswer(_ label: String, _ answers: [String]) -> Bool {
    if answers.contains(label) { return true }
    guard let comma = label.firstIndex(where: { $0 == "," || $0 == "،" || $0 == "、" || $0 == "，" })
    else { return false }
    return answers.contains(label[..<comma].trimmingCharacters(in: .whitespaces))
  }
}
