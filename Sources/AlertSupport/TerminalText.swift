/// Text from user data made safe for a terminal: control characters shown, never obeyed.
///
/// A spec's title or an unknown key may hold ESC, BEL or a whole OSC sequence
/// (`\u{1B}]0;pwned\u{07}` retitles the window, `\u{1B}[2J` clears the screen). Everything
/// the tool prints for people passes through ``escaping(_:keepingLineBreaks:)``, which writes
/// each control character as a Swift escape (`\u{1B}`). Machine formats (JSON, SARIF) keep
/// the exact text: their encoders escape it.
public enum TerminalText {
  /// `text` with every control character (C0 but tab, DEL, C1) and the line and paragraph
  /// separators written as `\u{…}`; newlines are kept only when `keepingLineBreaks` is set.
  public static func escaping(_ text: String, keepingLineBreaks: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineBreaks) }) else {
      return text
    }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if needsEscape(scalar, keepingLineBreaks) {
        result.append(contentsOf: escape(scalar).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// `\u{1B}`: the Swift escape of one scalar, hex digits in upper case.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// Whether `scalar` is shown escaped: a control character other than tab (and newline
  /// when line breaks are kept), or U+2028 / U+2029, which some viewers treat as line breaks.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t"
      && (scalar.properties.generalCategory == .control || scalar == "\u{2028}"
        || scalar == "\u{2029}")
  }

  private static func needsEscape(_ scalar: Unicode.Scalar, _ keepingLineBreaks: Bool) -> Bool {
    isUnsafe(scalar) && !(keepingLineBreaks && scalar == "\n")
  }
}
