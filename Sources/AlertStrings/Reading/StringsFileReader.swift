import AlertSpec
import Foundation

/// Reads `<locale>.lproj/<Table>.strings` (`"key" = "value";`, Foundation's strings-file
/// format) and `<Table>.stringsdict` (an XML property list of plural rules) with
/// `PropertyListSerialization`.
public enum StringsFileReader {
  /// Key → value of a `.strings` file's `data`; `file` names it in diagnostics.
  public static func readStrings(_ data: Data, file: String) throws(SpecDiagnostic) -> [String:
    LocalizedString]
  {
    let object = try propertyList(data, file: file, kind: ".strings")
    guard let dictionary = object as? [String: Any] else {
      throw SpecDiagnostic(
        start(file),
        "a .strings file holds \"key\" = \"value\"; lines; this one holds something else")
    }
    var result: [String: LocalizedString] = [:]
    for (key, value) in dictionary {
      guard let text = value as? String else {
        throw SpecDiagnostic(
          start(file), "the value of \"\(key)\" is not a string; write \"\(key)\" = \"text\";")
      }
      result[key] = LocalizedString(format: text)
    }
    return result
  }

  /// Key → plural rules of a `.stringsdict` file's `data`: each key's
  /// `NSStringLocalizedFormatKey` (`%#@photos@`) and, for each variable, its
  /// `NSStringFormatSpecTypeKey` (`NSStringPluralRuleType`), `NSStringFormatValueTypeKey`
  /// (`d`, `lld`) and `zero`…`other` forms.
  public static func readStringsDict(_ data: Data, file: String) throws(SpecDiagnostic)
    -> [String: LocalizedString]
  {
    let object = try propertyList(data, file: file, kind: ".stringsdict")
    guard let dictionary = object as? [String: Any] else {
      throw SpecDiagnostic(start(file), "a .stringsdict file is a property list dictionary of keys")
    }
    var result: [String: LocalizedString] = [:]
    for (key, value) in dictionary {
      guard let rule = value as? [String: Any],
        let format = rule["NSStringLocalizedFormatKey"] as? String
      else {
        throw SpecDiagnostic(
          start(file),
          "the key \"\(key)\" has no NSStringLocalizedFormatKey string; add one such as "
            + "<key>NSStringLocalizedFormatKey</key><string>%#@items@</string>")
      }
      var entry = LocalizedString(format: format)
      for (name, variable) in rule where name != "NSStringLocalizedFormatKey" {
        guard let parts = variable as? [String: Any] else { continue }
        let type = parts["NSStringFormatSpecTypeKey"] as? String
        guard type == "NSStringPluralRuleType" else {
          throw SpecDiagnostic(
            start(file),
            "the variable \"\(name)\" of \"\(key)\" has NSStringFormatSpecTypeKey "
              + "\"\(type ?? "none")\"; only NSStringPluralRuleType is read")
        }
        var forms: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases {
          if let form = parts[category.rawValue] as? String { forms[category] = form }
        }
        entry.substitutions[name] = PluralSubstitution(
          argument: nil, specifier: parts["NSStringFormatValueTypeKey"] as? String ?? "d",
          forms: forms)
      }
      result[key] = entry
    }
    return result
  }

  /// The property list in `data`, or a diagnostic with the parser's line when it gives one.
  static func propertyList(_ data: Data, file: String, kind: String) throws(SpecDiagnostic) -> Any {
    do {
      return try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      let reason = parserReason(error as NSError)
      let line = reason.flatMap(lineNumber) ?? 1
      throw SpecDiagnostic(
        SourceLocation(file: file, line: line, column: 1),
        "this \(kind) file cannot be read (\(reason ?? "not a property list")); check the quotes "
          + "and the semicolon ending each line")
    }
  }

  /// The most specific sentence Foundation gives: the strings-file parser's, else its own.
  private static func parserReason(_ error: NSError) -> String? {
    // The strings-file parser's own error is nested in the property-list parser's; its
    // sentence ("Missing ';' on line 2") is the one that points at the problem.
    if let inner = error.userInfo["kCFPropertyListOldStyleParsingError"] {
      let text = String(describing: inner)
      if let range = text.range(of: #"[A-Z][^=}"]* on line [0-9]+"#, options: .regularExpression) {
        return String(text[range])
      }
    }
    return error.userInfo[NSDebugDescriptionErrorKey] as? String
  }

  /// `12` of "Missing ';' on line 12".
  private static func lineNumber(_ text: String) -> Int? {
    guard let range = text.range(of: "line ") else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
  }

  private static func start(_ file: String) -> SourceLocation {
    SourceLocation(file: file, line: 1, column: 1)
  }
}
