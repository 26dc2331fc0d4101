/// The spec written as JSON, in the field order of the spec format: the alert page's spec,
/// `extract`'s files and the spec `serve` saves, written by the spec model's one JSON writer
/// (the one that writes the specs `serve` edits in place).
public enum SpecJSON {
  /// Pretty-printed JSON of `spec` without source positions; keys in the documented order.
  public static func formatted(_ spec: AlertSpec) -> String {
    document(spec).indentedText()
  }

  /// Pretty-printed `{"alerts": [ … ]}` of `specs`, one spec file holding them all.
  public static func formatted(_ specs: [AlertSpec]) -> String {
    JSONValue.object([("alerts", .array(specs.map(document)))]).indentedText()
  }

  /// The spec format's fields; absent values are left out.
  static func document(_ spec: AlertSpec) -> JSONValue {
    // A field that names a key is written as the key, as the spec wrote it.
    func text(_ path: String, _ value: String) -> JSONValue {
      guard let key = spec.keys[path] else { return .string(value) }
      var object: [(String, JSONValue)] = [("key", .string(key.key))]
      if key.table != StringKey.defaultTable { object.append(("table", .string(key.table))) }
      if let arguments = key.arguments { object.append(("arguments", samples(arguments))) }
      return .object(object)
    }
    var fields: [(String, JSONValue)] = [("id", .string(spec.id))]
    if let strings = spec.strings { fields.append(("strings", .string(strings))) }
    if let arguments = spec.arguments { fields.append(("arguments", samples(arguments))) }
    if let backdrop = spec.backdrop { fields.append(("backdrop", .string(backdrop))) }
    if !spec.runTime.isEmpty {
      let known = spec.runTime.sorted { $0.key < $1.key }.map {
        ($0.key, JSONValue.string($0.value))
      }
      fields.append(("runTime", .object(known)))
    }
    if let title = spec.title { fields.append(("title", text("title", title))) }
    if let message = spec.message { fields.append(("message", text("message", message))) }
    if !spec.buttons.isEmpty {
      fields.append(
        (
          "buttons",
          .array(
            spec.buttons.enumerated().map { index, button in
              .object(
                [
                  ("label", text("buttons[\(index)].label", button.label)),
                  ("role", .string(button.role.rawValue)),
                ] + (button.disabled ? [("disabled", JSONValue.bool(true))] : []))
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
          .object(
            [
              ("x", .decimal(rect.x)), ("y", .decimal(rect.y)), ("width", .decimal(rect.width)),
              ("height", .decimal(rect.height)),
            ] + (rect.arrow == .none ? [("arrow", JSONValue.string("none"))] : []))
        ))
    }
    if let tint = spec.tint {
      fields.append(
        (
          "tint",
          tint.light == tint.dark
            ? .string(tint.light)
            : .object([("light", .string(tint.light)), ("dark", .string(tint.dark))])
        ))
    }
    if !spec.lintIgnore.isEmpty {
      let ignore = spec.lintIgnore.sorted { $0.key < $1.key }.map {
        ($0.key, JSONValue.string($0.value))
      }
      fields.append(("lint", .object([("ignore", .object(ignore))])))
    }
    return .object(fields)
  }

  private static func samples(_ arguments: [SampleArgument]) -> JSONValue {
    .array(
      arguments.map {
        switch $0 {
        case .text(let text): .string(text)
        case .integer(let number): .number(number)
        case .decimal(let number): .decimal(number)
        }
      })
  }

  private static func field(_ field: AlertTextField, placeholder: JSONValue) -> JSONValue {
    var object: [(String, JSONValue)] = [("placeholder", placeholder)]
    if let text = field.text { object.append(("text", .string(text))) }
    if field.secure { object.append(("secure", .bool(true))) }
    if let keyboard = field.keyboard { object.append(("keyboard", .string(keyboard.rawValue))) }
    return .object(object)
  }
}

extension JSONValue {
  /// A value made, not parsed: it has no place in a file.
  fileprivate init(_ kind: Kind) {
    self.init(kind: kind, location: SourceLocation(file: "", line: 0, column: 0))
  }

  fileprivate static func string(_ text: String) -> JSONValue { JSONValue(.string(text)) }
  fileprivate static func number(_ number: Int) -> JSONValue {
    JSONValue(.number(Double(number), text: String(number)))
  }
  fileprivate static func decimal(_ number: Double) -> JSONValue {
    JSONValue(.number(number, text: String(number)))
  }
  fileprivate static func bool(_ flag: Bool) -> JSONValue { JSONValue(.bool(flag)) }
  fileprivate static func array(_ elements: [JSONValue]) -> JSONValue {
    JSONValue(.array(elements))
  }
  /// An object whose members are in the order given.
  fileprivate static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    JSONValue(
      .object(
        members.map { JSONMember(key: $0.0, keyLocation: $0.1.location, value: $0.1) }))
  }
}
