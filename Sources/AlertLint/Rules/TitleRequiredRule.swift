import AlertSpec

/// The alert has a non-empty title.
///
/// Every alert consists of a title, one or more buttons, and optional message and fields
/// (seed 001, anatomy; seed 000, How to use): an alert without a title leaves people guessing
/// what they are deciding.
enum TitleRequiredRule: Rule {
  static let description = RuleDescription(
    id: "title-required", summary: "The alert has a non-empty title.",
    rationale: "The title says what people need to know or decide; without one the alert is a "
      + "question nobody asked.",
    severity: .error, source: "000 How to use; 001 anatomy", group: "Title",
    triggering: [
      RuleExample(#"{id: "a", buttons: [{label: "OK", role: "default"}]}"#, field: ""),
      RuleExample(
        #"{id: "a", title: "  ", buttons: [{label: "OK", role: "default"}]}"#, field: "title"),
    ],
    nonTriggering: [
      // An action sheet: the rule speaks of alerts only.
      RuleExample(
        #"{id: "a", style: "actionSheet", buttons: [{label: "Share", role: "default"}, {label: "Cancel", role: "cancel"}]}"#
      ),
      RuleExample(#"{id: "a", title: "Photo Saved", buttons: [{label: "OK", role: "default"}]}"#),
    ],
    subsumes: [.inAlert("message-max-lines")])

  /// Alerts only: an action sheet's title is optional (HIG, Action sheets).
  static let styles: [AlertStyle] = [.alert]

  static func check(_ context: RuleContext) -> [Problem] {
    guard let title = context.spec.title else {
      return [
        Problem(
          "", "the alert has no title; add a \"title\" that says what people need to know or decide"
        )
      ]
    }
    guard title.allSatisfy(\.isWhitespace) else { return [] }
    return [
      Problem(
        "title",
        "the title is empty; write a short title that says what people need to know or decide")
    ]
  }
}
