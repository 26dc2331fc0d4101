import Testing

@testable import AlertSpec

@Suite struct JSON5ParserTests {
  func parse(_ text: String) throws -> JSONValue {
    try JSON5Parser.parse(text, file: "t.json")
  }

  @Test func acceptsCommentsAndTrailingCommas() throws {
    let value = try parse(
      """
      // a line comment
      {
        /* a block
           comment */ "a": [1, 2, 3,], // after a value
        "b": {"c": true,},
      }
      """)
    let members = try #require(value.objectValue)
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members[0].value.arrayValue?.compactMap(\.intValue) == [1, 2, 3])
    #expect(members[0].keyLocation == at(4, 17))
    #expect(value.location == at(2, 1))
  }

  @Test func acceptsSingleQuotesAndUnquotedKeys() throws {
    let value = try parse("{title: 'It\\'s \"fine\"', $x_1: null}")
    let members = try #require(value.objectValue)
    #expect(members.map(\.key) == ["title", "$x_1"])
    #expect(members[0].value.stringValue == "It's \"fine\"")
    #expect(members[1].value.isNull)
  }

  @Test func decodesEscapes() throws {
    let value = try parse(#""a\"b\\c\/d\b\f\n\r\t\u00e9\uD83D\uDE00""#)
    #expect(value.stringValue == "a\"b\\c/d\u{08}\u{0C}\n\r\té😀")
  }

  @Test func parsesNumbersAndLiterals() throws {
    let value = try parse("[0, -12, 3.5, 1e3, -2.5E-2, true, false, null]")
    let elements = try #require(value.arrayValue)
    #expect(elements[0].intValue == 0)
    #expect(elements[1].intValue == -12)
    #expect(elements[2].intValue == nil)
    guard case .number(let d, _) = elements[4].kind else { Issue.record("not a number"); return }
    #expect(d == -0.025)
    #expect(elements[5].boolValue == true)
    #expect(elements[6].boolValue == false)
    #expect(elements[7].isNull)
    #expect(elements.map(\.location.column) == [2, 5, 10, 15, 20, 29, 35, 42])
  }

  @Test func skipsByteOrderMarkWithoutCountingIt() throws {
    let value = try parse("\u{FEFF}{\"a\": 1}")
    #expect(value.location == at(1, 1))
    #expect(value.objectValue?.first?.value.location == at(1, 7))
  }

  @Test func countsColumnsInUnicodeScalarsAndCRLFAsOneBreak() throws {
    let value = try parse("{\"title\": \"사진을 삭제\", \"x\": 1,\r\n  \"y\": \"😀\", \"z\": 2}")
    let members = try #require(value.objectValue)
    #expect(members.map(\.keyLocation) == [at(1, 2), at(1, 21), at(2, 3), at(2, 13)])
  }

  @Test func rejectsDeepNesting() {
    let text = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    #expect(throws: SpecDiagnostic.self) { try parse(text) }
  }
}
