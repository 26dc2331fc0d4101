/// The title fits on one line in every configuration the style sheet renders.
///
/// Seed 001 (Title): "Where possible, keep the title to a single line." Measured with the
/// renderer's layout, like `title-max-lines`.
enum TitleSingleLineRule: Rule {
  static let description = RuleDescription(
    id: "title-single-line", summary: "The title fits on one line.",
    rationale: "A one-line title is read at a glance; Apple asks for one where possible.",
    severity: .suggestion, source: "001 Title", group: "Title",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Your appointment request could not be sent", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title")
    ],
    nonTriggering: [
      RuleExample(#"{id: "a", title: "Delete Photo?", buttons: [{label: "OK", role: "default"}]}"#)
    ])

  static let isMeasured = true

  static func check(_ context: RuleContext) -> [Problem] {
    guard let title = context.spec.title,
      let worst = context.worst({ $0.title?.lineCount }), worst.value > 1
    else { return [] }
    return [
      Problem(
        "title",
        "title \(quoted(context.spec.shown(in: worst.configuration.locale).title ?? title)) wraps to \(worst.value) lines on \(worst.configuration.displayName); "
          + "where possible keep it to one line",
        configuration: worst.configuration.displayName)
    ]
  }
}
