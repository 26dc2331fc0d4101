/// The kinds of attribute value of the format, with the checks the schema makes.
enum ValueKind: Hashable, Sendable {
  /// A lower-case id: letters, digits and single hyphens.
  case identifier
  /// Any text.
  case text
  /// A decimal number of 0 or more.
  case length
  /// A decimal number from 0 to 1.
  case fraction
  /// A whole number of 1 or more.
  case count
  /// A comma-separated list of non-empty names.
  case families
  /// `#RRGGBB` or `#RRGGBBAA`.
  case color
  /// One of a fixed set of words.
  case choice([String])
  /// A language tag: a language, optionally with a region (`en`, `en-GB`, `ko-KR`).
  case locale
  /// Dynamic Type sizes by short name, separated by spaces (`L AX3`).
  case textSizes
  /// Twelve numbers above 0 separated by spaces: a text style's size at `xS` … `AX5`.
  case sizeTable

  /// What a valid value looks like, as a phrase that follows "write".
  var expectation: String {
    switch self {
    case .identifier:
      return "a lower-case id such as iphone-se (letters, digits and single hyphens)"
    case .text: return "text"
    case .length: return "a number of 0 or more, such as 270 or 0.5"
    case .fraction: return "a number from 0 to 1, such as 0.58"
    case .count: return "a whole number of 1 or more"
    case .families: return "a comma-separated list of font families"
    case .color: return "a colour such as #FF3B30 or #3C3C434A (#RRGGBB or #RRGGBBAA)"
    case .choice(let words): return "one of " + words.joined(separator: ", ")
    case .locale: return "a language tag such as en-GB or ko (language, optional region)"
    case .textSizes:
      return "text sizes separated by spaces, such as L AX3 (xS S M L xL xxL xxxL AX1 … AX5)"
    case .sizeTable:
      return "twelve sizes above 0 for xS … AX5, such as 14 15 16 17 19 21 23 28 33 40 47 53"
    }
  }

  /// Whether `value` is valid.
  func accepts(_ value: String) -> Bool {
    switch self {
    case .text: return true
    case .identifier:
      let parts = value.split(separator: "-", omittingEmptySubsequences: false)
      return parts.allSatisfy { part in
        !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
      }
    case .length:
      return SettingReader.isDecimal(value) && !value.hasPrefix("-") && Double(value) != nil
    case .fraction:
      guard SettingReader.isDecimal(value), let number = Double(value) else { return false }
      return number >= 0 && number <= 1
    case .count:
      guard value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value) else {
        return false
      }
      return number >= 1
    case .families:
      return value.split(separator: ",", omittingEmptySubsequences: false)
        .allSatisfy { !$0.allSatisfy(\.isWhitespace) }
    case .color:
      return value.dropFirst().allSatisfy(\.isHexDigit) && RGBA(hex: value) != nil
    case .choice(let words): return words.contains(value)
    case .textSizes:
      let names = value.split(whereSeparator: \.isWhitespace)
      return !names.isEmpty && names.allSatisfy { TextSize(rawValue: String($0)) != nil }
    case .sizeTable: return TextSizeTable(parsing: value) != nil
    case .locale:
      let parts = value.split(separator: "-", omittingEmptySubsequences: false)
      guard let language = parts.first, (2...3).contains(language.count), parts.count <= 2,
        language.allSatisfy({ $0.isASCII && $0.isLowercase })
      else { return false }
      return parts.count == 1
        || (parts[1].count == 2 && parts[1].allSatisfy { $0.isASCII && $0.isUppercase })
    }
  }
}
