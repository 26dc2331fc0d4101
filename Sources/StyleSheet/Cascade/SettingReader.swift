import Foundation

/// Reads typed values out of cascaded settings, collecting every problem instead of stopping.
///
/// A missing value is reported against the root sheet (where every value must be set),
/// at the line of the element when the root sheet has it, else at its `<style>` line.
struct SettingReader {
  /// The cascaded settings.
  var settings: [SettingKey: Setting]
  /// The root sheet's file, and the lines of its elements, for missing values.
  var rootFile: String
  var rootLine: Int
  var rootElementLines: [String: Int]
  /// Problems found so far.
  var errors: [StyleSheetError] = []

  /// The text of a setting, or `nil` after recording a "missing" error.
  mutating func text(_ element: String, _ attribute: String) -> Setting? {
    if let setting = settings[SettingKey(element: element, attribute: attribute)] { return setting }
    let line = rootElementLines[element] ?? rootLine
    let advice =
      element.hasPrefix("<colors")
      ? "add value=\"#RRGGBB\" there (colours may also come from the sheet it extends)"
      : "add \(attribute)=\"…\" to \(element)"
    errors.append(
      StyleSheetError(
        file: rootFile, line: line,
        message: "missing required attribute '\(attribute)' on \(element): a root style sheet "
          + "must set every value; \(advice)"))
    return nil
  }

  /// A decimal number (`12`, `0.58`, `-1.5`); no exponents, `inf` or hex.
  mutating func double(_ element: String, _ attribute: String) -> Double {
    guard let setting = text(element, attribute) else { return 0 }
    if Self.isDecimal(setting.value), let value = Double(setting.value) { return value }
    invalid(setting, element, attribute)
    return 0
  }

  /// A whole number.
  mutating func int(_ element: String, _ attribute: String) -> Int {
    guard let setting = text(element, attribute) else { return 0 }
    if let value = Int(setting.value), setting.value.allSatisfy({ $0.isASCII }) { return value }
    invalid(setting, element, attribute)
    return 0
  }

  /// `true` or `false`.
  mutating func bool(_ element: String, _ attribute: String) -> Bool {
    guard let setting = text(element, attribute) else { return false }
    switch setting.value {
    case "true": return true
    case "false": return false
    default:
      invalid(setting, element, attribute)
      return false
    }
  }

  /// A `#RRGGBB` / `#RRGGBBAA` colour.
  mutating func color(_ element: String, _ attribute: String) -> RGBA {
    guard let setting = text(element, attribute) else { return RGBA(red: 0, green: 0, blue: 0) }
    if setting.value.dropFirst().allSatisfy(\.isHexDigit), let value = RGBA(hex: setting.value) {
      return value
    }
    invalid(setting, element, attribute)
    return RGBA(red: 0, green: 0, blue: 0)
  }

  /// A value of a `RawRepresentable` enumeration such as ``FontWeight``.
  mutating func choice<T: RawRepresentable>(
    _ element: String, _ attribute: String, default value: T
  )
    -> T where T.RawValue == String
  {
    guard let setting = text(element, attribute) else { return value }
    if let parsed = T(rawValue: setting.value) { return parsed }
    invalid(setting, element, attribute)
    return value
  }

  /// A comma-separated list of non-empty names.
  mutating func list(_ element: String, _ attribute: String) -> [String] {
    guard let setting = text(element, attribute) else { return [] }
    let items = setting.value.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    if items.contains(where: \.isEmpty) { invalid(setting, element, attribute) }
    return items
  }

  mutating func invalid(_ setting: Setting, _ element: String, _ attribute: String) {
    let last = element.lastIndex(of: "<").map { element[element.index(after: $0)...] } ?? ""
    let name = last.prefix { $0 != " " && $0 != ">" }
    errors.append(
      StyleSheetError(
        file: setting.file, line: setting.line,
        message: "'\(setting.value)' is not a valid value for '\(attribute)' on \(element); "
          + "write \(Vocabulary.expectation(element: String(name), attribute: attribute))"))
  }

  /// Whether `text` is a plain decimal: optional sign, digits, optional fraction.
  static func isDecimal(_ text: String) -> Bool {
    var rest = Substring(text)
    if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
    let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let digits = parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    return digits && parts.contains { !$0.isEmpty }
  }
}
