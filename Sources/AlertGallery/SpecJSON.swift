import AlertSpec
import Foundation

/// The spec as formatted JSON, in the field order of the spec format, for the alert page.
public enum SpecJSON {
  /// A JSON value whose objects keep their keys in the order given.
  indirect enum Value {
    case string(String)
    case number(Int)
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
    var fields: [(String, Value)] = [("id", .string(spec.id))]
    if let title = spec.title { fields.append(("title", .string(title))) }
    if let message = spec.message { fields.append(("message", .string(message))) }
    if !spec.buttons.isEmpty {
      fields.append(
        (
          "buttons",
          .array(
            spec.buttons.map {
              .object([("label", .string($0.label)), ("role", .string($0.role.rawValue))])
            })
        ))
    }
    if let preferred = spec.preferred, spec.buttons.indices.contains(preferred) {
      fields.append(("preferred", .string(spec.buttons[preferred].label)))
    }
    if !spec.textFields.isEmpty {
      fields.append(("textFields", .array(spec.textFields.map(field))))
    }
    if let home = spec.homeScreen { fields.append(("homeScreen", .string(home))) }
    if let trigger = spec.trigger { fields.append(("trigger", .string(trigger.rawValue))) }
    if let locale = spec.locale { fields.append(("locale", .string(locale))) }
    if !spec.lintIgnore.isEmpty {
      let ignore = spec.lintIgnore.sorted { $0.key < $1.key }.map {
        ($0.key, Value.string($0.value))
      }
      fields.append(("lint", .object([("ignore", .object(ignore))])))
    }
    return .object(fields)
  }

  private static func field(_ field: AlertTextField) -> Value {
    var object: [(String, Value)] = [("placeholder", .string(field.placeholder))]
    if let text = field.text { object.append(("text", .string(text))) }
    if field.secure { object.append(("secure", .bool(true))) }
    return .object(object)
  }

  /// `value` as indented JSON text, two spaces per level.
  static func render(_ value: Value, indent: String) -> String {
    let inner = indent + "  "
    switch value {
    case .string(let text): return quoted(text)
    case .number(let number): return String(number)
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
