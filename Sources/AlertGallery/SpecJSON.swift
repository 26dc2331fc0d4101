import AlertSpec
import Foundation

/// The spec as formatted JSON, in the field order of the spec format, for the alert page.
public enum SpecJSON {
  /// A JSON value whose objects keep their keys in the order given.
  indirect enum Value {
    case string(String)
    case number(Int)
    case decimal(Double)
    case bool(Bool)
    case array([Value])
    case object([(String, Value)])
  }

  /// Pretty-printed JSON of `spec` without source positions; keys in the documented order.
  public static func formatted(_ spec: AlertSpec) -> String {
    render(document(spec), indent: "")
  }

  /// Pretty-printed `{"alerts": [ … ]}` of `specs`, one spec file holding them all.
  public static func formatted(_ specs: [AlertSpec]) -> String {
    render(.object([("alerts", .array(specs.map(document)))]), indent: "")
  }

  /// The spec format's fields; absent values are left out.
  static func document(_ spec: AlertSpec) -> Value {
    // A field that names a key is written as the key, as the spec wrote it.
    func text(_ path: String, _ value: String) -> Value {
      guard let key = spec.keys[path] else { return .string(value) }
      var object: [(String, Value)] = [("key", .string(key.key))]
      if key.table != StringKey.defaultTable { object.append(("table", .string(key.table))) }
      if let arguments = key.arguments { object.append(("arguments", samples(arguments))) }
      return .object(object)
    }
    var fields: [(String, Value)] = [("id", .string(spec.id))]
    if let strings = spec.strings { fields.append(("strings", .string(strings))) }
    if let arguments = spec.arguments { fields.append(("arguments", samples(arguments))) }
    if let backdrop = spec.backdrop { fields.append(("backdrop", .string(backdrop))) }
    if let title = spec.title { fields.append(("title", text("title", title))) }
    if let message = spec.message { fields.append(("message", text("message", message))) }
    if !spec.buttons.isEmpty {
      fields.append(
        (
          "buttons",
          .array(
            spec.buttons.enumerated().map { index, button in
              .object([
                ("label", text("buttons[\(index)].label", button.label)),
                ("role", .string(button.role.rawValue)),
              ])
            })
        ))
    }
    if let preferred = spec.preferred, spec.buttons.indices.contains(preferred) {
      fields.append(("preferred", .string(spec.buttons[preferred].label)))
    }
    if !spec.textFields.isEmpty {
      fields.append(
        (
          "textFields",
          .array(
            spec.textFields.enumerated().map { index, textField in
              field(
                textField,
                placeholder: text("textFields[\(index)].placeholder", textField.placeholder))
            })
        ))
    }
    if let home = spec.homeScreen { fields.append(("homeScreen", .string(home))) }
    if let trigger = spec.trigger { fields.append(("trigger", .string(trigger.rawValue))) }
    if let locale = spec.locale { fields.append(("locale", .string(locale))) }
    if spec.style != .alert { fields.append(("style", .string(spec.style.rawValue))) }
    if let rect = spec.sourceRect {
      fields.append(
        (
          "sourceRect",
          .object([
            ("x", .decimal(rect.x)), ("y", .decimal(rect.y)), ("width", .decimal(rect.width)),
            ("height", .decimal(rect.height)),
          ])
        ))
    }
    if !spec.lintIgnore.isEmpty {
      let ignore = spec.lintIgnore.sorted { $0.key < $1.key }.map {
        ($0.key, Value.string($0.value))
      }
      fields.append(("lint", .object([("ignore", .object(ignore))])))
    }
    return .object(fields)
  }

  private static func samples(_ arguments: [SampleArgument]) -> Value {
    .array(
      arguments.map {
        switch $0 {
        case .text(let text): .string(text)
        case .integer(let number): .number(number)
        case .decimal(let number): .decimal(number)
        }
      })
  }

  private static func field(_ field: AlertTextField, placeholder: Value) -> Value {
    var object: [(String, Value)] = [("placeholder", placeholder)]
    if let text = field.text { object.append(("text", .string(text))) }
    if field.secure { object.append(("secure", .bool(true))) }
    if let keyboard = field.keyboard { object.append(("keyboard", .string(keyboard.rawValue))) }
    return .object(object)
  }

  /// `value` as indented JSON text, two spaces per level.
  static func render(_ value: Value, indent: String) -> String {
    let inner = indent + "  "
    switch value {
    case .string(let text): return quoted(text)
    case .number(let number): return String(number)
    case .decimal(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      let lines = items.map { inner + render($0, indent: inner) }
      return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let lines = members.map { inner + quoted($0.0) + ": " + render($0.1, indent: inner) }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  /// A JSON string literal, escaped by Foundation's encoder.
  private static func quoted(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    guard let data = try? encoder.encode(text) else { return "\"\"" }
    return String(decoding: data, as: UTF8.self)
  }
}
