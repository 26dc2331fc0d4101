/// A parsed JSON5 value together with the place it starts in its file.
struct JSONValue: Sendable {
  /// The shape and content of a value.
  enum Kind: Sendable {
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
  var kind: Kind
  /// Where the value's first character is.
  var location: SourceLocation
  /// For a string, where each of its decoded scalars is in the file.
  var positions: TextPositions? = nil

  /// The value as a string, if it is one.
  var stringValue: String? {
    if case .string(let value) = kind { return value }
    return nil
  }

  /// The value as an integer, if it is a number written without a fraction or exponent.
  var intValue: Int? {
    guard case .number(_, let text) = kind, !text.contains(where: { ".eE".contains($0) }) else {
      return nil
    }
    return Int(text)
  }

  /// The value as a Boolean, if it is `true` or `false`.
  var boolValue: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  /// The elements, if the value is an array.
  var arrayValue: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// The members, if the value is an object.
  var objectValue: [JSONMember]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// Whether the value is `null`.
  var isNull: Bool {
    if case .null = kind { return true }
    return false
  }

  /// The kind of value in words, for messages: "a string", "an array", …
  var typeDescription: String {
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
struct JSONMember: Sendable {
  /// The key, unescaped.
  var key: String
  /// Where the key starts (its opening quote, or its first letter when unquoted).
  var keyLocation: SourceLocation
  /// The value.
  var value: JSONValue
}

extension SourceLocation {
  /// `line L, column C`, for messages that point at a second place in the same file.
  var lineAndColumn: String { "line \(line), column \(column)" }

  /// Where this location is, relative to `other`: just line and column in the same file,
  /// the full `file:line:column` otherwise.
  func described(from other: SourceLocation) -> String {
    file == other.file ? lineAndColumn : description
  }
}
