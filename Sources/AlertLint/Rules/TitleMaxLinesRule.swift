/// The title wraps to at most two lines in every configuration the style sheet renders.
///
/// Seed 000 (How to use): titles "should be no longer than two lines". The line count is the
/// renderer's own Pango layout of the title at the sheet's text width and font, on every device
/// and orientation, never an estimate from the number of characters.
enum TitleMaxLinesRule: Rule {
  static let limit = 2

  static let description = RuleDescription(
    id: "title-max-lines",
    summary:
      "The title wraps to at most 2 lines in every device, orientation and text size rendered.",
    rationale: "A long title pushes the message and buttons down and is skimmed, not read; the "
      + "limit is measured on the same layout that draws the preview.",
    severity: .error, source: "000 How to use (\"no longer than two lines\"); HIG", group: "Title",
    triggering: [
      RuleExample(
        #"{id: "a", title: "For security reasons, we'll log you out of the NHS App in 1 minute.", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "OK", role: "default"}]}"#)
    ],
    subsumes: [.onField("title-single-line")])

  static let isMeasured = true

  static func check(_ context: RuleContext) -> [Problem] {
    guard let title = context.spec.title,
      let worst = context.worst({ $0.title?.lineCount }), worst.value > limit
    else { return [] }
    return [
      Problem(
        "title",
        "title \(quoted(context.spec.shown(in: worst.configuration.locale).title ?? title)) wraps to \(worst.value) lines on \(worst.configuration.displayName) "
          + "(limit \(limit)); shorten it and move detail into the message",
        configuration: worst.configuration.displayName)
    ]
  }
}
