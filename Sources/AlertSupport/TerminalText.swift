/// Text from user data made safe for a terminal: control characters shown, never obeyed.
///
/// A spec's title or an unknown key may hold ESC, BEL or a whole OSC sequence
/// (`\u{1B}]0;pwned\u{07}` retitles the window, `\u{1B}[2J` clears the screen). Everything
/// the tool prints for people passes through ``escaping(_:keepingLineBreaks:)``, which writes
/// each control character as a Swift escape (`\u{1B}`). The bidirectional embedding, override
/// and isolate controls (U+202A–U+202E, U+2066–U+2069) are escaped the same way: obeyed, they
/// reverse the tool's own sentence and rule id around them. The bidi marks (U+200E, U+200F,
/// U+061C) are kept: they only settle the direction of neutral characters next to them, and
/// right-to-left copy uses them legitimately. JSON keeps the exact text (its encoder escapes
/// control characters); the text SARIF and JUnit show people passes through
/// ``escapingBidiControls(_:)``.
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
  /// when line breaks are kept), U+2028 / U+2029, which some viewers treat as line breaks, or
  /// a bidi control (``isBidiControl(_:)``).
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t"
      && (scalar.properties.generalCategory == .control || scalar == "\u{2028}"
        || scalar == "\u{2029}" || isBidiControl(scalar))
  }

  /// Whether `scalar` is a bidi embedding, override or isolate control (U+202A LRE, U+202B
  /// RLE, U+202C PDF, U+202D LRO, U+202E RLO, U+2066 LRI, U+2067 RLI, U+2068 FSI, U+2069 PDI).
  public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  /// `text` with only its bidi controls written as `\u{…}`: for formats whose encoders already
  /// escape control characters (SARIF's JSON, JUnit's XML) but not these.
  public static func escapingBidiControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isBidiControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isBidiControl(scalar) {
        result.append(contentsOf: escape(scalar).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar, _ keepingLineBreaks: Bool) -> Bool {
    isUnsafe(scalar) && !(keepingLineBreaks && scalar == "\n")
  }
}
