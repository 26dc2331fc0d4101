import Testing

@testable import AlertSpec

/// Malformed JSON: one diagnostic at the exact position, and the file gives no alerts.
@Suite struct ParserErrorTests {
  static let cases: [ErrorCase] = [
    ErrorCase(
      "missing comma in object", #"{"id": "a" "title": "x"}"#, 1, 12,
      #"expected ',' or '}' after the value of "id"; did you forget a comma?"#),
    ErrorCase(
      "missing comma in array", #"{"buttons": [{"label": "a"} {"label": "b"}]}"#, 1, 29,
      "expected ',' or ']' after item 1 of the array; did you forget a comma?"),
    ErrorCase(
      "hyphen in unquoted key", #"{rule-id: "x"}"#, 1, 6,
      "unexpected '-' in the unquoted key 'rule'; put keys that contain '-' in double quotes"),
    ErrorCase("missing colon", #"{"id" "a"}"#, 1, 7, #"expected ':' after the key "id""#),
    ErrorCase(
      "unterminated string", #"{"id": "abc}"#, 1, 8, #"unterminated string; close it with '"'"#),
    ErrorCase(
      "unterminated string at end of line", "{\n  \"title\": \"abc\n}", 2, 12,
      #"unterminated string; close it with '"'"#),
    ErrorCase(
      "unterminated single-quoted string", "{'id': 'abc}", 1, 8,
      "unterminated string; close it with '''"),
    ErrorCase(
      "file ends inside object", "{\"id\": \"a\",\n", 2, 1,
      "the file ends inside the object that opens at line 1, column 1; close it with '}'"),
    ErrorCase(
      "file ends inside array", "{\"buttons\": [\n  {\"label\": \"a\"},\n", 3, 1,
      "the file ends inside the array that opens at line 1, column 13; close it with ']'"),
    ErrorCase("invalid escape", #"{"id": "a\q"}"#, 1, 10, #"invalid escape '\q' in a string"#),
    ErrorCase(
      "short unicode escape", #"{"id": "\u12"}"#, 1, 9, #"'\u' must be followed by four hex digits"#
    ),
    ErrorCase(
      "unpaired high surrogate", #"{"title": "\uD83D!"}"#, 1, 12,
      #"'\uD83D' is the first half of a surrogate pair"#),
    ErrorCase(
      "lone low surrogate", #"{"title": "\uDE00"}"#, 1, 12,
      #"'\uDE00' is the second half of a surrogate pair"#),
    ErrorCase(
      "bare word value", #"{"trigger": timeout}"#, 1, 13,
      #"unexpected word 'timeout'; put text in double quotes, e.g. "timeout""#),
    ErrorCase("bad number", #"{"preferred": 01}"#, 1, 15, "'01' is not a valid number"),
    ErrorCase(
      "double comma", #"{"id": "a",, }"#, 1, 12,
      "expected a field name in double quotes, or '}' to close the object, found ','"),
    ErrorCase("missing value", #"{"id": }"#, 1, 8, #"expected a value for "id""#),
    ErrorCase(
      "unterminated comment", "{\"id\": \"a\" /* no end", 1, 12,
      "unterminated comment; close it with '*/'"),
    ErrorCase(
      "single slash", #"{"id": "a" / }"#, 1, 12, "unexpected '/'; start a comment with '//' or '/*'"
    ),
    ErrorCase("empty file", "", 1, 1, "the file has no JSON in it"),
    ErrorCase("only a comment", "// nothing here\n", 2, 1, "the file has no JSON in it"),
    ErrorCase(
      "text after the value", #"{"id": "a"} {"id": "b"}"#, 1, 13,
      #"unexpected '{' after the end of the spec; a file holds one alert object, so put several alerts in {"alerts": [ … ]}"#
    ),
    ErrorCase(
      "duplicate key", "{\n  \"id\": \"a\",\n  \"title\": \"x\",\n  \"title\": \"y\"\n}", 4, 3,
      "key 'title' appears twice in this object; keep one (the first is at line 3, column 3)"),
    ErrorCase(
      "column after Korean text", "{\"title\": \"사진을 삭제하시겠습니까?\" \"id\": \"a\"}", 1, 27,
      #"expected ',' or '}' after the value of "title""#),
    ErrorCase(
      "column after byte order mark", "\u{FEFF}{\"id\" 1}", 1, 7,
      #"expected ':' after the key "id""#),
    ErrorCase(
      "CRLF line endings", "{\r\n  \"id\": \"a\"\r\n  \"x\": 1}", 3, 3, "did you forget a comma?"),
  ]

  @Test(arguments: cases) func reportsMalformedInput(_ errorCase: ErrorCase) {
    errorCase.check()
  }

  @Test func printsLikeACompiler() throws {
    let diagnostic = try #require(onlyDiagnostic(#"{"id" "a"}"#))
    #expect(diagnostic.description.hasPrefix("t.json:1:7: error: expected ':'"))
  }
}
