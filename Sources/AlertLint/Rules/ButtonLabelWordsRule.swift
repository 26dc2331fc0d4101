/// A button label is one or two words.
///
/// Seed 000 (How to use): "Button text should be one or two words long"; seed 001 (Buttons):
/// "The best button titles are one or two words". Words are separated by white space in the
/// languages that space their words; Chinese and Thai, which do not, are split by ICU's word
/// breaker ("打开设置" is 打开 / 设置). Japanese is left alone: ICU counts its particles and
/// inflections as words ("ブラウザで開く", "Open in Browser", would be three), which a
/// label's length is not measured in.
enum ButtonLabelWordsRule: Rule {
  static let limit = 2

  static let description = RuleDescription(
    id: "button-label-words", summary: "A label is 1 or 2 words.",
    rationale: "Short labels fit side by side and describe the result of each choice at a glance.",
    severity: .warning, source: "000 How to use; 001 Buttons", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Log out?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Log out of the NHS App", role: "destructive"}]}"#,
        style: "nhs-app", field: "buttons[1].label")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Log Out?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Log Out", role: "destructive"}]}"#
      )
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    context.spec.buttons.enumerated().compactMap { index, button in
      let count =
        WordBreaks.unspaced.contains(context.language)
        ? WordBreaks.words(in: button.label, locale: context.locale).count
        : Words.count(button.label)
      guard count > limit else { return nil }
      return Problem(
        labelField(index),
        "button \(quoted(button.label)) is \(count) words; use one or two words that say what the "
          + "button does")
    }
  }
}
