/// No two buttons share a label.
///
/// Platform: an alert with two identical choices cannot be answered. Labels are compared
/// ignoring case and surrounding white space; the finding lands on the later button.
enum ButtonLabelsUniqueRule: Rule {
  static let description = RuleDescription(
    id: "button-labels-unique", summary: "No two buttons share a label.",
    rationale: "An alert with two identical choices cannot be answered.",
    severity: .error, source: "platform", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Delete", role: "destructive"}, {label: "delete", role: "default"}]}"#,
        field: "buttons[1].label")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      )
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    var seen: [String: Int] = [:]
    var problems: [Problem] = []
    for (index, button) in context.spec.buttons.enumerated() {
      let key = button.label.trimmingCharacters(in: .whitespaces).lowercased()
      if let first = seen[key] {
        problems.append(
          Problem(
            labelField(index),
            "button \(index + 1) has the same label as button \(first + 1), "
              + "\(quoted(button.label)); give each button a label that says what it does"))
      } else {
        seen[key] = index
      }
    }
    return problems
  }
}
