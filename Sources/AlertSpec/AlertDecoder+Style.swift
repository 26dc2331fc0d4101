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
    let errorsBefore = diagnostics.count
    for member in members {
      guard Self.sourceRectFields.contains(member.key) else {
        unknownField(member, known: Self.sourceRectFields, owner: "a sourceRect")
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
      height: numbers["height"] ?? 0)
  }
}
