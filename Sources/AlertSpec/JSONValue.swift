/// A parsed JSON5 value together with the place it starts in its file.
package struct JSONValue: Sendable {
  /// The shape and content of a value.
  package enum Kind: Sendable {
    case string(String)
    /// A number; `text` is the literal as written, so integers stay exact.
    case number(Double, text: String)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Members in file order; the parser has already rejected duplicate keys.
    case object([JSONMember])
  }

  /// What the value is.
  package var kind: Kind
  /// Where the value's first character is.
  package var location: SourceLocation
  /// For a string, where each of its decoded scalars is in the file.
  package var positions: TextPositions? = nil
  /// Where the value's text is: offsets in the file's Unicode scalars, from its first scalar
  /// to just past its last (the closing quote or bracket), so a writer can replace it in place.
  package var span: Range<Int> = 0..<0
  /// The offset of the `,` that follows the value in its array or object, if one does.
  package var separator: Int? = nil

  /// The value as a string, if it is one.
  package var stringValue: String? {
    if case .string(let value) = kind { return value }
    return nil
  }

  /// The value as an integer, if it is a number written without a fraction or exponent.
  package var intValue: Int? {
    guard case .number(_, let text) = kind, !text.contains(where: { ".eE".contains($0) }) else {
      return nil
    }
    return Int(text)
  }

  /// The value as a Boolean, if it is `true` or `false`.
  package var boolValue: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  /// The elements, if the value is an array.
  package var arrayValue: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// The members, if the value is an object.
  package var objectValue: [JSONMember]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// Whether the value is `null`.
  package var isNull: Bool {
    if case .null = kind { return true }
    return false
  }

  /// The kind of value in words, for messages: "a string", "an array", …
  package var typeDescription: String {
    switch kind {
    case .string: return "a string"
    case .number: return "a number"
    case .bool(let value): return "the boolean \(value)"
    case .null: return "null"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// One `key: value` pair of a JSON object.
package struct JSONMember: Sendable {
  /// The key, unescaped.
  package var key: String
  /// Where the key starts (its opening quote, or its first letter when unquoted).
  package var keyLocation: SourceLocation
  /// The offset of the key's first scalar in the file (see ``JSONValue/span``).
  package var keyOffset: Int = 0
  /// The value.
  package var value: JSONValue
}

extension SourceLocation {
  /// `line L, column C`, for messages that point at a second place in the same file.
  package var lineAndColumn: String { "line \(line), column \(column)" }

  /// Where this location is, relative to `other`: just line and column in the same file,
  /// the full `file:line:column` otherwise.
  package func described(from other: SourceLocation) -> String {
    file == other.file ? lineAndColumn : description
  }
}
