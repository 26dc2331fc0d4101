/// The message fits in two lines in every configuration the style sheet renders.
///
/// Seed 000 (How to use): "Use one or two lines of informative text"; seed 001 (Message): short
/// enough "to fit on one or two lines without scrolling". Measured by the renderer's layout.
enum MessageMaxLinesRule: Rule {
  static let limit = 2

  static let description = RuleDescription(
    id: "message-max-lines", summary: "The message fits in 2 lines at layout width.",
    rationale: "Long messages scroll on small phones and are skipped; put the detail on the screen "
      + "behind the alert.",
    severity: .warning, source: "000 How to use (\"one or two lines\"); 001 Message",
    group: "Message",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete this album?", message: "This album and its 128 photos will be deleted from all of your devices, and this action can't be undone later.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "message")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", message: "This can't be undone.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      )
    ])

  static let isMeasured = true

  static func check(_ context: RuleContext) -> [Problem] {
    guard let message = context.spec.message,
      let worst = context.worst({ $0.message?.lineCount }), worst.value > limit
    else { return [] }
    return [
      Problem(
        "message",
        "message \(quoted(context.spec.shown(in: worst.configuration.locale).message ?? message)) wraps to \(worst.value) lines on "
          + "\(worst.configuration.displayName) (limit \(limit)); cut it to one or two short sentences",
        configuration: worst.configuration.displayName)
    ]
  }
}
