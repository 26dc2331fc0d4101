import AlertSupport

/// Decoding of `style` and `sourceRect`.
extension AlertDecoder {
  static let sourceRectFields = ["x", "y", "width", "height"]

  mutating func decodeStyle(_ value: JSONValue) {
    if let style: AlertStyle = choice(value, path: "style") { spec.style = style }
  }

  mutating func decodeSourceRect(_ value: JSONValue) {
    spec.locations["sourceRect"] = value.location
    if value.isNull { return }
    let example = "{\"x\": 20, \"y\": 60, \"width\": 44, \"height\": 44}"
    guard let members = value.objectValue else {
      wrongType(value, path: "sourceRect", expected: "an object such as \(example)")
      return
    }
    var numbers: [String: Double] = [:]
    var arrow = PopoverArrowChoice.any
    let errorsBefore = diagnostics.count
    for member in members {
      if member.key == "arrow" {
        spec.locations["sourceRect.arrow"] = member.value.location
        if let choice: PopoverArrowChoice = choice(member.value, path: "sourceRect.arrow") {
          arrow = choice
        }
        continue
      }
      guard Self.sourceRectFields.contains(member.key) else {
        unknownField(member, known: Self.sourceRectFields + ["arrow"], owner: "a sourceRect")
        continue
      }
      let path = "sourceRect.\(member.key)"
      var number: Double?
      if let whole = member.value.intValue {
        number = Double(whole)
      } else if case .number(let decimal, _) = member.value.kind {
        number = decimal
      }
      guard let number, number.isFinite else {
        wrongType(member.value, path: path, expected: "a number of screen points")
        continue
      }
      if member.key == "width" || member.key == "height", number < 0 {
        fail(
          member.value.location, "'\(path)' is \(number); a size cannot be negative, use 0 or more")
        continue
      }
      numbers[member.key] = number
    }
    let missing = Self.sourceRectFields.filter { numbers[$0] == nil }
    guard missing.isEmpty else {
      if diagnostics.count == errorsBefore {
        fail(
          value.location,
          "'sourceRect' lacks \(Suggestion.list(missing, conjunction: "and")); "
            + "give all four, as in \(example)")
      }
      return
    }
    spec.sourceRect = SourceRect(
      x: numbers["x"] ?? 0, y: numbers["y"] ?? 0, width: numbers["width"] ?? 0,
      height: numbers["height"] ?? 0, arrow: arrow)
  }

  /// `"tint": "#FFCC00"`, or `{"light": "#FFCC00", "dark": "#FFD60A"}` for two appearances.
  mutating func decodeTint(_ value: JSONValue) {
    spec.locations["tint"] = value.location
    if value.isNull { return }
    let expected =
      "a colour such as \"#FFCC00\", or {\"light\": \"#FFCC00\", \"dark\": \"#FFD60A\"}"
    func color(_ value: JSONValue, path: String) -> String? {
      guard let text = value.stringValue else {
        wrongType(value, path: path, expected: expected)
        return nil
      }
      guard AlertTint.isColor(text) else {
        fail(
          value.location,
          "'\(path)' is \"\(text)\", which is not a colour; write #RRGGBB or #RRGGBBAA in hex, "
            + "e.g. \"#FFCC00\"")
        return nil
      }
      return text.uppercased()
    }
    if let members = value.objectValue {
      var found: [String: String] = [:]
      for member in members {
        guard ["light", "dark"].contains(member.key) else {
          unknownField(member, known: ["light", "dark"], owner: "a tint")
          continue
        }
        found[member.key] = color(member.value, path: "tint.\(member.key)")
      }
      guard let light = found["light"], let dark = found["dark"] else {
        if found.count == 1 {
          fail(value.location, "'tint' needs both \"light\" and \"dark\", or one colour for both")
        }
        return
      }
      spec.tint = AlertTint(light: light, dark: dark)
      return
    }
    if let one = color(value, path: "tint") { spec.tint = AlertTint(light: one, dark: one) }
  }
}
