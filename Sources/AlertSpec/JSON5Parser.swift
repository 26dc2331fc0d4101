/// A JSON5-ish parser that remembers where every value starts.
///
/// Accepts standard JSON plus `//` and `/* */` comments, trailing commas, single-quoted
/// strings and unquoted identifier keys. Duplicate keys are an error. A leading UTF-8 BOM is
/// skipped. The first problem stops parsing with one diagnostic at its exact position.
package struct JSON5Parser {
  /// Deeper nesting than this is rejected rather than risking the stack.
  static let maxDepth = 128

  let file: String
  var scalars: [Unicode.Scalar]
  var index = 0
  var line = 1
  var column = 1
  var depth = 0
  /// Where each scalar of the last string parsed came from.
  var lastStringPositions = TextPositions()

  init(text: String, file: String) {
    self.file = file
    self.scalars = Array(text.unicodeScalars)
    if scalars.first == "\u{FEFF}" { index = 1 }
  }

  /// Parses one whole document: a single value with nothing but whitespace and comments around it.
  package static func parse(_ text: String, file: String) throws(SpecDiagnostic) -> JSONValue {
    var parser = JSON5Parser(text: text, file: file)
    return try parser.parseDocument()
  }

  mutating func parseDocument() throws(SpecDiagnostic) -> JSONValue {
    try skipTrivia()
    guard peek != nil else {
      throw error(
        "the file has no JSON in it; write one alert object such as {\"id\": \"my-alert\", \"title\": \"…\"}"
      )
    }
    let value = try parseValue(context: nil)
    try skipTrivia()
    if let next = peek {
      throw error(
        "unexpected \(describe(next)) after the end of the spec; a file holds one alert object, "
          + "so put several alerts in {\"alerts\": [ … ]}")
    }
    return value
  }

  /// Parses the value at the cursor; `context` names it in messages (`the value of "title"`).
  /// The value keeps the offsets of its text (``JSONValue/span``).
  mutating func parseValue(context: String?) throws(SpecDiagnostic) -> JSONValue {
    let offset = index
    var value = try parseBareValue(context: context)
    value.span = offset..<index
    return value
  }

  /// The value at the cursor, without its span.
  private mutating func parseBareValue(context: String?) throws(SpecDiagnostic) -> JSONValue {
    let start = here
    let what = context.map { " for \($0)" } ?? ""
    guard let next = peek else {
      throw error(
        "the file ends where a value\(what) was expected; write the value and close any open brackets"
      )
    }
    switch next {
    case "{": return try parseObject()
    case "[": return try parseArray()
    case "\"", "'":
      let string = try parseString()
      return JSONValue(kind: .string(string), location: start, positions: lastStringPositions)
    case "-", "+", ".", "0"..."9": return try parseNumber()
    default:
      if Self.isWordScalar(next) { return try parseWord() }
      throw error(
        "expected a value\(what) (a string in quotes, a number, an object, an array, true, false or null), "
          + "found \(describe(next))")
    }
  }

  mutating func parseObject() throws(SpecDiagnostic) -> JSONValue {
    let start = here
    try enterNesting()
    advance()  // {
    var members: [JSONMember] = []
    var seen: [String: SourceLocation] = [:]
    while true {
      try skipTrivia()
      guard let next = peek else { throw unclosed("object", opened: start, closer: "}") }
      if next == "}" { break }
      let keyLocation = here
      let keyOffset = index
      let key = try parseKey()
      if let first = seen[key] {
        throw SpecDiagnostic(
          keyLocation,
          "key '\(key)' appears twice in this object; keep one (the first is at \(first.lineAndColumn))"
        )
      }
      seen[key] = keyLocation
      try skipTrivia()
      guard peek == ":" else {
        if peek == nil { throw unclosed("object", opened: start, closer: "}") }
        throw error(
          "expected ':' after the key \"\(key)\"; put a colon between a key and its value")
      }
      advance()
      try skipTrivia()
      var value = try parseValue(context: "\"\(key)\"")
      try skipTrivia()
      if peek == "," { value.separator = index }
      members.append(
        JSONMember(key: key, keyLocation: keyLocation, keyOffset: keyOffset, value: value))
      guard let after = peek else { throw unclosed("object", opened: start, closer: "}") }
      if after == "," { advance(); continue }
      if after == "}" { break }
      throw error("expected ',' or '}' after the value of \"\(key)\"; did you forget a comma?")
    }
    advance()  // }
    depth -= 1
    return JSONValue(kind: .object(members), location: start)
  }

  mutating func parseArray() throws(SpecDiagnostic) -> JSONValue {
    let start = here
    try enterNesting()
    advance()  // [
    var elements: [JSONValue] = []
    while true {
      try skipTrivia()
      guard let next = peek else { throw unclosed("array", opened: start, closer: "]") }
      if next == "]" { break }
      if next == "," {
        throw error("unexpected ','; write a value before the comma or remove the extra comma")
      }
      var element = try parseValue(context: nil)
      try skipTrivia()
      if peek == "," { element.separator = index }
      elements.append(element)
      guard let after = peek else { throw unclosed("array", opened: start, closer: "]") }
      if after == "," { advance(); continue }
      if after == "]" { break }
      throw error(
        "expected ',' or ']' after item \(elements.count) of the array; did you forget a comma?")
    }
    advance()  // ]
    depth -= 1
    return JSONValue(kind: .array(elements), location: start)
  }

  /// An object key: a quoted string, or a JSON5 identifier.
  mutating func parseKey() throws(SpecDiagnostic) -> String {
    guard let next = peek else { throw error("the file ends where a key was expected") }
    if next == "\"" || next == "'" { return try parseString() }
    if Self.isIdentifierStart(next) {
      var key = ""
      while let scalar = peek, Self.isIdentifierStart(scalar) || ("0"..."9").contains(scalar) {
        key.unicodeScalars.append(scalar)
        advance()
      }
      if peek == "-" {
        throw SpecDiagnostic(
          here,
          "unexpected '-' in the unquoted key '\(key)'; put keys that contain '-' in double quotes")
      }
      return key
    }
    throw error(
      "expected a field name in double quotes, or '}' to close the object, found \(describe(next))")
  }

  mutating func enterNesting() throws(SpecDiagnostic) {
    depth += 1
    if depth > Self.maxDepth {
      throw error(
        "objects and arrays are nested more than \(Self.maxDepth) deep; a spec never needs this, so flatten it"
      )
    }
  }

  func unclosed(_ what: String, opened: SourceLocation, closer: String) -> SpecDiagnostic {
    SpecDiagnostic(
      here,
      "the file ends inside the \(what) that opens at \(opened.lineAndColumn); close it with '\(closer)'"
    )
  }
}
