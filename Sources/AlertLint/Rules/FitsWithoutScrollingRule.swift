/// The whole alert fits inside the safe area without scrolling, in every configuration.
///
/// An alert with text fields must fit above the keyboard they bring up: UIKit centres it in
/// the space between the top of the safe area and the keyboard (`placementAvoidsKeyboard`).
///
/// Seed 001 (Check the alert's appearance in both orientations): "Optimise the alert's text so
/// that it reads well in either orientation without scrolling"; HIG. Measured by the renderer's
/// layout on every device, orientation and text size checked (the sheet's text sizes unless
/// the command names others): at AX sizes the text grows and a short alert can scroll.
enum FitsWithoutScrollingRule: Rule {
  static let description = RuleDescription(
    id: "fits-without-scrolling",
    summary:
      "In every configuration rendered (device × orientation × text size), the whole alert fits inside "
      + "the safe area without scrolling.",
    rationale: "Landscape phones are short; an alert that scrolls hides its text or its buttons.",
    severity: .error, source: "001 (\"both orientations … without scrolling\"); HIG",
    group: "Layout",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Update Terms", message: "We have updated the terms of service. The new terms explain how data is stored, how long it is kept, who it is shared with, and how to ask for a copy of it or for it to be deleted. They also explain how to contact the data protection officer, how to complain, and what happens when the service changes or closes. They set out which parts of the service are free and which are paid, how payments are taken and refunded, and what happens to an account that is not used for two years. They describe how accounts are protected, how to report a security problem, how long support answers take, and how to close an account and remove every copy of its data. Finally, they explain how disputes are settled and which laws apply to them.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Accept", role: "default"}]}"#,
        field: "")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      )
    ])

  static let isMeasured = true

  static func check(_ context: RuleContext) -> [Problem] {
    guard let hit = context.first(where: \.scrolls) else { return [] }
    let name = hit.configuration.displayName
    let space =
      hit.geometry.keyboard == nil ? "the screen allows" : "the space above the keyboard"
    // Advice about the parts the alert has: a title-only alert has no message to shorten.
    let advice =
      context.spec.message != nil
      ? "shorten the message or move detail to the screen behind the alert"
      : context.spec.title != nil
        ? "shorten the title or the buttons' labels" : "shorten the buttons' labels"
    return [
      Problem(
        "", "the alert is taller than \(space) on \(name), so its text scrolls; \(advice)",
        configuration: name)
    ]
  }
}
