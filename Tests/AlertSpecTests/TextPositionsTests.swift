import Foundation
import Testing

@testable import AlertSpec

/// Where each character of a decoded string is in the file: escapes, surrogate pairs and JSON5
/// line continuations, columns counted in Unicode scalars.
@Suite struct TextPositionsTests {
  func positions(_ text: String, field: String = "title") throws -> (String, TextPositions) {
    let loaded = SpecLoader.load(text: text, file: "t.json")
    let spec = try #require(loaded.alerts.first, "\(loaded.diagnostics)")
    let positions = try #require(spec.textPositions[field])
    let value =
      field == "title" ? spec.title : field == "message" ? spec.message : spec.buttons[0].label
    return (try #require(value), positions)
  }

  /// The (line, column) range of the characters `range` of the field.
  func place(_ text: String, _ range: Range<Int>, field: String = "title") throws -> [Int] {
    let (decoded, positions) = try self.positions(text, field: field)
    let found = try #require(positions.locations(ofCharacters: range, in: decoded, file: "t.json"))
    return [found.start.line, found.start.column, found.end.line, found.end.column]
  }

  @Test func plainTextMapsOneToOne() throws {
    // {id: "a", title: "Hello world"}: the title's H is column 19, `world` 25 to 30.
    #expect(try place(#"{id: "a", title: "Hello world"}"#, 6..<11) == [1, 25, 1, 30])
  }

  @Test func escapesMapToTheirSourceAndShiftWhatFollows() throws {
    // Decoded: `Say "hi"\nnow é` — `\"`, `\n` and `\u00E9` are two or six source scalars.
    let spec = #"{id: "a", title: "Say \"hi\"\nnow \u00E9!"}"#
    let (decoded, _) = try positions(spec)
    #expect(decoded == "Say \"hi\"\nnow é!")
    #expect(try place(spec, 4..<8) == [1, 23, 1, 29])  // "hi" with its escaped quotes
    #expect(try place(spec, 9..<12) == [1, 31, 1, 34])  // `now`, after `\n`
    #expect(try place(spec, 13..<14) == [1, 35, 1, 41])  // é, written \u00E9
    #expect(try place(spec, 14..<15) == [1, 41, 1, 42])  // the ! after it
  }

  @Test func backslashAndSurrogatePairs() throws {
    // Decoded: `a\b 😀 c`; the emoji is one scalar written as a 12-character pair.
    let spec = #"{id: "a", title: "a\\b \uD83D\uDE00 c"}"#
    let (decoded, _) = try positions(spec)
    #expect(decoded == "a\\b 😀 c")
    #expect(try place(spec, 2..<3) == [1, 22, 1, 23])  // b, after `\\`
    #expect(try place(spec, 4..<5) == [1, 24, 1, 36])  // the pair
    #expect(try place(spec, 6..<7) == [1, 37, 1, 38])  // c
  }

  @Test func lineContinuationsMoveToTheNextLine() throws {
    let spec = "{id: \"a\",\n message: \"First line \\\n  second wrod here.\"}"
    let (decoded, _) = try positions(spec, field: "message")
    #expect(decoded == "First line   second wrod here.")
    // `wrod` is on line 3, after two spaces and `second `.
    #expect(try place(spec, 20..<24, field: "message") == [3, 10, 3, 14])
  }

  @Test func nonBMPCharactersCountOneColumn() throws {
    // Columns count Unicode scalars: 😀 typed as itself is one column.
    #expect(try place(#"{id: "a", title: "😀 ok"}"#, 2..<4) == [1, 21, 1, 23])
  }

  /// Positions coded as runs decode to the same positions: escapes leave gaps in the columns
  /// and a JSON5 line continuation moves to the next line, each starting a new run.
  @Test func positionsSurviveCodingAsRuns() throws {
    let (_, positions) = try positions(
      "{id: \"a\", title: \"Tab\\there \\u00e9 and \\\nnext line\"}")
    #expect(Set(positions.lines).count == 2)
    let data = try JSONEncoder().encode(positions)
    #expect(try JSONDecoder().decode(TextPositions.self, from: data) == positions)
    let runs = try JSONDecoder().decode([Int].self, from: data)
    #expect(runs.count == 4 * 3, "\(runs)")
    #expect(
      try JSONDecoder().decode(TextPositions.self, from: Data("[]".utf8)) == TextPositions())
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TextPositions.self, from: Data("[1, 2]".utf8))
    }
  }
}
