/// Cursor movement, trivia, strings, numbers and bare words for `JSON5Parser`.
extension JSON5Parser {
  /// The scalar at the cursor, or `nil` at the end of the text.
  var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  /// The cursor's position as a source location.
  var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

  /// An error at the cursor.
  func error(_ message: String) -> SpecDiagnostic { SpecDiagnostic(here, message) }

  /// Moves past one scalar, keeping line and column right. `\r\n` counts as one line break.
  mutating func advance() {
    guard index < scalars.count else { return }
    let scalar = scalars[index]
    index += 1
    switch scalar {
    case "\n", "\u{2028}", "\u{2029}":
      line += 1
      column = 1
    case "\r":
      if peek != "\n" {
        line += 1
        column = 1
      }
    default:
      column += 1
    }
  }

  /// Skips whitespace and comments.
  mutating func skipTrivia() throws(SpecDiagnostic) {
    while let scalar = peek {
      if Self.isWhitespace(scalar) {
        advance()
      } else if scalar == "/" {
        let start = here
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        if next == "/" {
          while let s = peek, !Self.isLineBreak(s) { advance() }
        } else if next == "*" {
          advance()
          advance()
          while true {
            guard let s = peek else {
              throw SpecDiagnostic(start, "unterminated comment; close it with '*/'")
            }
            advance()
            if s == "*" && peek == "/" {
              advance()
              break
            }
          }
        } else {
          throw error("unexpected '/'; start a comment with '//' or '/*'")
        }
      } else {
        return
      }
    }
  }

  /// A string in double or single quotes, with JSON escapes decoded. Where each decoded scalar
  /// came from is left in ``lastStringPositions``.
  mutating func parseString() throws(SpecDiagnostic) -> String {
    let start = here
    guard let quote = peek else { throw error("expected a string") }
    advance()
    var result = String.UnicodeScalarView()
    var positions = TextPositions()
    func record(_ count: Int, at location: SourceLocation) {
      for _ in 0..<count {
        positions.lines.append(location.line)
        positions.columns.append(location.column)
      }
    }
    while true {
      guard let scalar = peek, !Self.isLineBreak(scalar) else {
        throw SpecDiagnostic(start, "unterminated string; close it with '\(quote)'")
      }
      let location = here
      if scalar == quote {
        record(1, at: location)
        advance()
        lastStringPositions = positions
        return String(result)
      }
      if scalar == "\\" {
        let decoded = try parseEscape(into: &result, stringStart: start, quote: quote)
        record(decoded ? 1 : 0, at: location)
      } else {
        result.append(scalar)
        record(1, at: location)
        advance()
      }
    }
  }

  /// Decodes one escape into `result`; whether it produced a scalar (a line continuation does
  /// not).
  mutating func parseEscape(
    into result: inout String.UnicodeScalarView, stringStart: SourceLocation, quote: Unicode.Scalar
  ) throws(SpecDiagnostic) -> Bool {
    let escapeStart = here
    advance()  // backslash
    guard let code = peek else {
      throw SpecDiagnostic(stringStart, "unterminated string; close it with '\(quote)'")
    }
    let simple: [Unicode.Scalar: Unicode.Scalar] = [
      "\"": "\"", "'": "'", "\\": "\\", "/": "/", "b": "\u{08}", "f": "\u{0C}", "n": "\n",
      "r": "\r", "t": "\t",
    ]
    if let decoded = simple[code] {
      result.append(decoded)
      advance()
      return true
    }
    if Self.isLineBreak(code) {  // JSON5 line continuation
      advance()
      if code == "\r" && peek == "\n" { advance() }
      return false
    }
    guard code == "u" else {
      throw SpecDiagnostic(
        escapeStart,
        "invalid escape '\\\(code)' in a string; use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX, "
          + "and write a backslash itself as \\\\")
    }
    advance()
    let first = try parseHex4(escapeStart: escapeStart)
    if (0xDC00...0xDFFF).contains(first) {
      throw SpecDiagnostic(
        escapeStart,
        "'\\u\(Self.hex(first))' is the second half of a surrogate pair with no first half; "
          + "write the character itself or the full pair")
    }
    var value = first
    if (0xD800...0xDBFF).contains(first) {
      let lowStart = here
      let hasLow = peek == "\\" && index + 1 < scalars.count && scalars[index + 1] == "u"
      var low: UInt32 = 0
      if hasLow {
        advance()
        advance()
        low = try parseHex4(escapeStart: lowStart)
      }
      guard hasLow, (0xDC00...0xDFFF).contains(low) else {
        throw SpecDiagnostic(
          escapeStart,
          "'\\u\(Self.hex(first))' is the first half of a surrogate pair but no second half "
            + "(\\uDC00 to \\uDFFF) follows; write the character itself or the full pair, e.g. \\uD83D\\uDE00"
        )
      }
      value = 0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw SpecDiagnostic(
        escapeStart,
        "'\\u\(Self.hex(first))' is not a Unicode character; write the character itself")
    }
    result.append(scalar)
    return true
  }

  mutating func parseHex4(escapeStart: SourceLocation) throws(SpecDiagnostic) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let scalar = peek, let digit = Self.hexDigit(scalar) else {
        throw SpecDiagnostic(escapeStart, "'\\u' must be followed by four hex digits, e.g. \\u00E9")
      }
      value = value * 16 + digit
      advance()
    }
    return value
  }

  /// A number in JSON syntax; the whole run of number-like characters is checked at once.
  mutating func parseNumber() throws(SpecDiagnostic) -> JSONValue {
    let start = here
    var text = ""
    while let scalar = peek, Self.isWordScalar(scalar) || "+-.".unicodeScalars.contains(scalar) {
      text.unicodeScalars.append(scalar)
      advance()
    }
    guard Self.isJSONNumber(text), let value = Double(text) else {
      throw SpecDiagnostic(
        start, "'\(text)' is not a valid number; write a number such as 2, -1 or 0.5")
    }
    return JSONValue(kind: .number(value, text: text), location: start)
  }

  /// `true`, `false` or `null`; any other bare word is an error that suggests quotes.
  mutating func parseWord() throws(SpecDiagnostic) -> JSONValue {
    let start = here
    var word = ""
    while let scalar = peek, Self.isWordScalar(scalar) || scalar == "-" {
      word.unicodeScalars.append(scalar)
      advance()
    }
    switch word {
    case "true": return JSONValue(kind: .bool(true), location: start)
    case "false": return JSONValue(kind: .bool(false), location: start)
    case "null": return JSONValue(kind: .null, location: start)
    default:
      throw SpecDiagnostic(
        start, "unexpected word '\(word)'; put text in double quotes, e.g. \"\(word)\"")
    }
  }
}
