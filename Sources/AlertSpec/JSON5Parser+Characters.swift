/// Character classes and small formatting helpers for `JSON5Parser`.
extension JSON5Parser {
  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
  }

  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "\t", "\u{0B}", "\u{0C}", "\u{A0}", "\u{FEFF}": return true
    default: return isLineBreak(scalar) || scalar.properties.generalCategory == .spaceSeparator
    }
  }

  /// The first scalar of an unquoted key: a letter, `_` or `$`.
  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
  }

  /// A scalar that can be part of a bare word or number.
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
  }

  static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": return scalar.value - 48
    case "a"..."f": return scalar.value - 87
    case "A"..."F": return scalar.value - 55
    default: return nil
    }
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Whether `text` matches JSON's number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  static func isJSONNumber(_ text: String) -> Bool {
    var rest = Substring(text)
    func digits() -> Int {
      let count = rest.prefix { $0.isASCII && $0.isNumber }.count
      rest = rest.dropFirst(count)
      return count
    }
    if rest.first == "-" { rest = rest.dropFirst() }
    if rest.first == "0" {
      rest = rest.dropFirst()
    } else if digits() == 0 {
      return false
    }
    if rest.first == "." {
      rest = rest.dropFirst()
      if digits() == 0 { return false }
    }
    if rest.first == "e" || rest.first == "E" {
      rest = rest.dropFirst()
      if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
      if digits() == 0 { return false }
    }
    return rest.isEmpty
  }

  /// A scalar in words for messages: `'}'`, `the end of the line`, `U+0007`.
  func describe(_ scalar: Unicode.Scalar) -> String {
    if Self.isLineBreak(scalar) { return "the end of the line" }
    if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
    {
      return "the invisible character U+\(Self.hex(scalar.value))"
    }
    return "'\(scalar)'"
  }
}
