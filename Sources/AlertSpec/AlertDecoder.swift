import AlertSupport

/// Turns one parsed alert object into an `AlertSpec`, collecting every structural error in it.
///
/// An alert with any error is dropped (`decode` returns `nil` and the diagnostics).
struct AlertDecoder {
  /// The fields an alert object may have, in the order the design doc lists them.
  static let fields = [
    "id", "title", "message", "buttons", "preferred", "textFields", "homeScreen", "trigger",
    "locale", "lint", "strings", "arguments", "style", "sourceRect", "backdrop", "runTime",
    "tint",
  ]

  var spec = AlertSpec(id: "")
  var diagnostics: [SpecDiagnostic] = []
  /// Button labels by index once `buttons` has been read (`nil` for a malformed button);
  /// `nil` when `buttons` is missing, and left `nil` when it has the wrong type.
  var buttonLabels: [String?]?
  var buttonsHaveWrongType = false
  /// When set, the files the alert names (`backdrop`, `strings`) must lie inside it: a spec
  /// sent to a server must not name files outside what it serves.
  var confinement: PathConfinement?

  /// Decodes `value`, which must be an object; returns the alert, or `nil` if it has errors.
  static func decode(_ value: JSONValue, confinement: PathConfinement? = nil) -> (
    alert: AlertSpec?, diagnostics: [SpecDiagnostic]
  ) {
    var decoder = AlertDecoder()
    decoder.confinement = confinement
    let alert = decoder.decodeAlert(value)
    return (alert, decoder.diagnostics)
  }

  mutating func decodeAlert(_ object: JSONValue) -> AlertSpec? {
    spec.locations[""] = object.location
    let members = object.objectValue ?? []
    var sawID = false
    var preferred: JSONValue?
    for member in members {
      let value = member.value
      switch member.key {
      case "id":
        sawID = true
        decodeID(value)
      case "title": spec.title = optionalTextOrKey(value, path: "title", .title)
      case "message": spec.message = optionalTextOrKey(value, path: "message", .message)
      case "buttons": decodeButtons(value)
      case "preferred": preferred = value
      case "textFields": decodeTextFields(value)
      case "homeScreen": spec.homeScreen = optionalText(value, path: "homeScreen", .homeScreen)
      case "trigger": decodeTrigger(value)
      case "locale": decodeLocale(value)
      case "lint": decodeLint(value)
      case "strings": decodeStrings(value)
      case "arguments": spec.arguments = decodeArguments(value, path: "arguments")
      case "style": decodeStyle(value)
      case "sourceRect": decodeSourceRect(value)
      case "backdrop": decodeBackdrop(value)
      case "runTime": decodeRunTime(value)
      case "tint": decodeTint(value)
      default: unknownField(member, known: Self.fields, owner: "an alert")
      }
    }
    if !sawID {
      let example = Self.slug(spec.title ?? "") ?? "delete-photo"
      fail(object.location, "this alert has no 'id'; add one such as \"id\": \"\(example)\"")
    }
    if let preferred { decodePreferred(preferred) }
    if spec.style == .actionSheet, !spec.textFields.isEmpty {
      fail(
        spec.locations["textFields"] ?? object.location,
        "an action sheet cannot have text fields (UIKit allows them only in alerts); remove "
          + "\"textFields\" or make it an alert with \"style\": \"alert\"")
    }
    if spec.strings == nil, let (path, key) = spec.keys.min(by: { $0.key < $1.key }) {
      fail(
        spec.locations[path] ?? object.location,
        "'\(path)' names the key '\(key.key)', but this alert has no \"strings\"; add "
          + "\"strings\": \"Localizable.xcstrings\" (a path relative to this spec) or write the text"
      )
    }
    return diagnostics.isEmpty ? spec : nil
  }

  // MARK: Helpers shared by the field decoders

  /// Records an error; any error drops the alert.
  mutating func fail(_ location: SourceLocation, _ message: String) {
    diagnostics.append(SpecDiagnostic(location, message))
  }

  /// Records a wrong-type error: `'path' must be <expected>, found <actual>`.
  mutating func wrongType(_ value: JSONValue, path: String, expected: String) {
    fail(value.location, "'\(path)' must be \(expected), found \(value.typeDescription)")
  }

  /// Reads an optional string field; `null` means absent. Records its location.
  mutating func optionalString(_ value: JSONValue, path: String) -> String? {
    spec.locations[path] = value.location
    spec.textPositions[path] = value.positions
    if value.isNull { return nil }
    guard let string = value.stringValue else {
      wrongType(value, path: path, expected: "a string")
      return nil
    }
    return string
  }

  /// Reads an optional string field that must keep to `rule`; `nil` when absent or refused.
  mutating func optionalText(_ value: JSONValue, path: String, _ rule: TextRule) -> String? {
    guard let text = optionalString(value, path: path) else { return nil }
    return check(text, at: value.location, rule) ? text : nil
  }

  /// Whether `text` keeps to `rule` (length, control characters); records the error if not.
  mutating func check(_ text: String, at location: SourceLocation, _ rule: TextRule) -> Bool {
    guard let problem = rule.problem(in: text) else { return true }
    fail(location, problem)
    return false
  }

  /// Reports a key that is not one of `known`, suggesting the nearest known name.
  mutating func unknownField(_ member: JSONMember, known: [String], owner: String) {
    if let suggestion = Suggestion.nearest(to: member.key, among: known) {
      fail(member.keyLocation, "unknown field '\(member.key)'; did you mean '\(suggestion)'?")
    } else {
      fail(
        member.keyLocation,
        "unknown field '\(member.key)'; \(owner) has the fields \(Suggestion.list(known, conjunction: "and")), "
          + "so rename or remove it")
    }
  }

  /// Reports a string that is not one of the allowed `values`, suggesting the nearest.
  mutating func unknownValue(_ value: JSONValue, _ string: String, kind: String, values: [String]) {
    let choices = Suggestion.list(values)
    if let suggestion = Suggestion.nearest(to: string, among: values) {
      fail(
        value.location, "unknown \(kind) '\(string)'; did you mean '\(suggestion)'? Use \(choices)")
    } else {
      fail(value.location, "unknown \(kind) '\(string)'; use \(choices)")
    }
  }

  /// A lowercase hyphenated form of `text` that fits the id pattern, or `nil` if none is left.
  static func slug(_ text: String) -> String? {
    var result = ""
    for scalar in text.lowercased().unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else if !result.isEmpty, !result.hasSuffix("-") {
        result += "-"
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    if result.count > 40, let cut = result.prefix(40).lastIndex(of: "-") {
      result = String(result[..<cut])
    }
    return result.isEmpty ? nil : result
  }
}
