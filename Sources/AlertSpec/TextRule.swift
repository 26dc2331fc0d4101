/// What one spec string may hold: how long it may be and whether it may break lines.
///
/// Control characters are refused everywhere (Pango draws a title only up to a NUL, and
/// ESC or BEL would reach terminals); line breaks and tabs only where UIKit breaks lines.
struct TextRule: Sendable {
  /// The field in words, for messages: `the title`, `the label of 'buttons[1]'`.
  var name: String
  /// What the limit is per, in words: `a title`.
  var kind: String
  /// The most Unicode scalars allowed.
  var limit: Int
  /// Whether line breaks (`\n`, U+2028, U+2029) and tabs are allowed.
  var multiline: Bool

  /// The title: UIKit breaks title lines at `\n`.
  static let title = TextRule(
    name: "the title", kind: "a title", limit: SpecLimits.titleLength, multiline: true)
  /// The message: informative text, several lines.
  static let message = TextRule(
    name: "the message", kind: "a message", limit: SpecLimits.messageLength, multiline: true)
  /// `homeScreen` names a button, so it is a label.
  static let homeScreen = TextRule(
    name: "'homeScreen'", kind: "a button label", limit: SpecLimits.labelLength,
    multiline: false)

  /// What a `runTime` field is read from: a Swift expression, one line.
  static func runTime(_ path: String) -> TextRule {
    TextRule(
      name: "'\(path)'", kind: "a run-time source", limit: SpecLimits.labelLength,
      multiline: false)
  }

  /// `preferred` names a button by its label.
  static let preferred = TextRule(
    name: "'preferred'", kind: "a button label", limit: SpecLimits.labelLength,
    multiline: false)

  /// A button's label: one line.
  static func label(_ path: String) -> TextRule {
    TextRule(
      name: "the label of '\(path)'", kind: "a button label", limit: SpecLimits.labelLength,
      multiline: false)
  }

  /// A text field's placeholder or text (`path` is `textFields[0].placeholder`): one line.
  static func textField(_ path: String) -> TextRule {
    TextRule(
      name: "'\(path)'", kind: "a text field", limit: SpecLimits.textFieldLength,
      multiline: false)
  }

  /// A string key (`path` is `title.key`): one line, as long as a label.
  static func key(_ path: String) -> TextRule {
    TextRule(
      name: "'\(path)'", kind: "a string key", limit: SpecLimits.labelLength, multiline: false)
  }

  /// A sample argument (`path` is `arguments[0]`): drawn inside the text, so one line.
  static func argument(_ path: String) -> TextRule {
    TextRule(
      name: "'\(path)'", kind: "a sample argument", limit: SpecLimits.labelLength,
      multiline: false)
  }

  /// The reason for ignoring a rule: shown on one line of a report.
  static func reason(_ rule: String) -> TextRule {
    TextRule(
      name: "the reason for ignoring '\(rule)'", kind: "a reason", limit: SpecLimits.reasonLength,
      multiline: false)
  }

  /// What is wrong with `text`, as a sentence that says how to fix it; `nil` when it is fine.
  func problem(in text: String) -> String? {
    let scalars = text.unicodeScalars
    var count = 0
    for scalar in scalars {
      count += 1
      if count > limit { break }
      if !allows(scalar) {
        return characterProblem(scalar, after: text.unicodeScalars.prefix(count - 1))
      }
    }
    guard count > limit else { return nil }
    let length = SpecLimits.formatted(scalars.count)
    return "\(name) is \(length) characters long; alerts are limited to "
      + "\(SpecLimits.formatted(limit)) characters in \(kind) (no iPhone shows more without "
      + "scrolling or cutting it off), so shorten it"
  }

  /// Whether `scalar` may appear in this field.
  func allows(_ scalar: Unicode.Scalar) -> Bool {
    if Self.isLineBreak(scalar) || scalar == "\t" { return multiline }
    return scalar.properties.generalCategory != .control
  }

  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}"
  }

  private func characterProblem(_ scalar: Unicode.Scalar, after before: Substring.UnicodeScalarView)
    -> String
  {
    let code = "U+" + JSON5Parser.hex(scalar.value)
    let lineStart = before.lastIndex(where: Self.isLineBreak).map { before.index(after: $0) }
    let context = String(before[(lineStart ?? before.startIndex)...])
    let tail = context.unicodeScalars.count > 20 ? "…" + context.suffix(20) : context
    let place = tail.isEmpty ? "at its start" : "after \"\(tail)\""
    if Self.isLineBreak(scalar) || scalar == "\t" {
      let what = scalar == "\t" ? "a tab" : "a line break"
      return "\(name) contains \(what) (\(code)) \(place); \(kind) is one line, so replace it "
        + "with a space"
    }
    let known = Self.names[scalar.value].map { " (\($0))" } ?? ""
    let fix =
      scalar == "\r" && multiline
      ? "write a line break as \\n" : "delete it, or write the character you meant"
    return "\(name) contains the control character \(code)\(known) \(place); control characters "
      + "are invisible and can cut the text short when it is drawn, so \(fix)"
  }

  /// Names of the control characters people meet most.
  private static let names: [UInt32: String] = [
    0x00: "NUL", 0x07: "BEL", 0x08: "backspace", 0x0B: "vertical tab", 0x0C: "form feed",
    0x0D: "carriage return", 0x1B: "ESC", 0x7F: "DEL", 0x85: "next line",
  ]
}
