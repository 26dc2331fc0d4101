import AlertSupport

/// A rule id in a spec's `lint.ignore` (or a sheet's `<voice>`) names a rule that exists.
///
/// Suppressions name rules by id; a misspelt id silences nothing, so it is reported, with the
/// nearest id. The engine checks this rule itself (it concerns the spec's `lint` field, not the
/// copy); its examples run like every rule's.
enum UnknownRuleRule: Rule {
  static let id = "unknown-rule"

  static let description = RuleDescription(
    id: id,
    summary:
      "A rule id in `lint.ignore` (or in the style sheet's `<voice>`) names a rule that exists.",
    rationale: "A misspelt id silences nothing, so the finding it meant to suppress still fails "
      + "the build, or a sheet's override never applies.",
    severity: .warning, source: "alert-preview", group: "Suppression",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Photo Saved", homeScreen: "OK", buttons: [{label: "OK", role: "default"}], lint: {ignore: {"buttons-cout": "one button is enough here"}}}"#,
        field: "lint.ignore.buttons-cout")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Photo Saved", homeScreen: "OK", buttons: [{label: "OK", role: "default"}], lint: {ignore: {"buttons-count": "one button is enough here"}}}"#
      )
    ])

  static func check(_ context: RuleContext) -> [Problem] { [] }

  /// The message for an unknown id, with the nearest known id when one is close.
  static func message(for id: String, known: [String], place: String) -> String {
    let guess = Suggestion.nearest(to: id, among: known).map { "did you mean '\($0)'? " } ?? ""
    return "\(place) names '\(id)', which is not a rule; \(guess)see docs/rules.md for the rule ids"
  }
}
