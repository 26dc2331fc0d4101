import AlertSpec
import Foundation

/// The spec as formatted JSON, in the field order of the spec format, for the alert page.
enum SpecJSON {
  /// Pretty-printed JSON of `spec` without source positions; keys in the documented order.
  static func formatted(_ spec: AlertSpec) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(Document(spec)) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// The spec format's fields; absent values are left out.
  private struct Document: Encodable {
    var spec: AlertSpec

    init(_ spec: AlertSpec) { self.spec = spec }

    private enum Key: String, CodingKey {
      case id, title, message, buttons, preferred, textFields, homeScreen, trigger, locale, lint
      case label, role, placeholder, text, secure, ignore
    }

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(spec.id, forKey: .id)
      try container.encodeIfPresent(spec.title, forKey: .title)
      try container.encodeIfPresent(spec.message, forKey: .message)
      if !spec.buttons.isEmpty {
        var buttons = container.nestedUnkeyedContainer(forKey: .buttons)
        for button in spec.buttons {
          var object = buttons.nestedContainer(keyedBy: Key.self)
          try object.encode(button.label, forKey: .label)
          try object.encode(button.role.rawValue, forKey: .role)
        }
      }
      if let preferred = spec.preferred, spec.buttons.indices.contains(preferred) {
        try container.encode(spec.buttons[preferred].label, forKey: .preferred)
      }
      if !spec.textFields.isEmpty {
        var fields = container.nestedUnkeyedContainer(forKey: .textFields)
        for field in spec.textFields {
          var object = fields.nestedContainer(keyedBy: Key.self)
          try object.encode(field.placeholder, forKey: .placeholder)
          try object.encodeIfPresent(field.text, forKey: .text)
          if field.secure { try object.encode(true, forKey: .secure) }
        }
      }
      try container.encodeIfPresent(spec.homeScreen, forKey: .homeScreen)
      try container.encodeIfPresent(spec.trigger?.rawValue, forKey: .trigger)
      try container.encodeIfPresent(spec.locale, forKey: .locale)
      if !spec.lintIgnore.isEmpty {
        var lint = container.nestedContainer(keyedBy: Key.self, forKey: .lint)
        try lint.encode(spec.lintIgnore, forKey: .ignore)
      }
    }
  }
}
