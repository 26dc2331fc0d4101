import AlertLint
import AlertSpec
import Foundation
import Testing

@testable import AlertServe

/// The word a finding names, as the editor page gets it: the finding's source positions turned
/// into UTF-16 offsets in the field's text, through escapes and characters outside ASCII.
@Suite struct FindingMarkTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// The spec file's text (one line).
    let source: String
    let field: String
    /// The word as it is written in `source` (escapes included), after `after`.
    let written: String
    let after: String
    /// What the page must get.
    let range: Range<Int>
    let word: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "ASCII", source: #"{"id": "a", "title": "Delete the the album?"}"#, field: "title",
      written: "the the", after: "Delete ", range: 7..<14, word: "the the"),
    Case(
      name: "Löschen and an emoji before the word",
      source: #"{"id": "a", "title": "Löschen 📷 the the Album?"}"#, field: "title",
      written: "the the", after: "📷 ", range: 11..<18, word: "the the"),
    Case(
      name: "an emoji inside the word", source: #"{"id": "a", "message": "Ärger: 📷📷 twice"}"#,
      field: "message", written: "📷📷", after: ": ", range: 7..<11, word: "📷📷"),
    Case(
      name: "escaped ö and an escaped surrogate pair",
      source: #"{"id": "a", "title": "L\u00F6schen \uD83D\uDCF7 the the Album?"}"#,
      field: "title", written: "the the", after: #"\uDCF7 "#, range: 11..<18, word: "the the"),
    Case(
      name: "a button label after an escaped quote",
      source: #"{"id": "a", "buttons": [{"label": "\"Ö\" you", "role": "default"}]}"#,
      field: "buttons[0].label", written: "you", after: #"\" "#, range: 4..<7, word: "you"),
  ]

  @Test(arguments: cases)
  func offsetsInUTF16(_ item: Case) throws {
    let spec = try #require(SpecLoader.load(text: item.source, file: "a.json").alerts.first)
    // Columns count Unicode scalars of the source line, as SourceLocation does.
    let scalars = Array(item.source.unicodeScalars)
    let prefix = Array((item.after + item.written).unicodeScalars)
    let at = try #require(
      (0...scalars.count - prefix.count).first { Array(scalars[$0..<$0 + prefix.count]) == prefix })
    let start = at + item.after.unicodeScalars.count
    let end = at + prefix.count
    let finding = Finding(
      ruleID: "doubled-words", severity: .warning, message: "m",
      location: SourceLocation(file: "a.json", line: 1, column: start + 1), alertID: "a",
      field: item.field, endLocation: SourceLocation(file: "a.json", line: 1, column: end + 1))
    let mark = try #require(FindingMark(finding, in: spec))
    #expect(mark.range == item.range)
    #expect(mark.word == item.word)
    #expect(mark.field == item.field)
    let text = try #require(FindingMark.text(of: spec, at: item.field))
    let units = Array(text.utf16)
    #expect(String(decoding: units[item.range], as: UTF16.self) == item.word)
  }

  @Test("A finding about the whole value, or a location outside the text, has no mark")
  func noMark() throws {
    let spec = try #require(
      SpecLoader.load(text: #"{"id": "a", "title": "Delete?"}"#, file: "a.json").alerts.first)
    let whole = Finding(
      ruleID: "title-max-lines", severity: .warning, message: "m",
      location: SourceLocation(file: "a.json", line: 1, column: 22), alertID: "a", field: "title")
    #expect(FindingMark(whole, in: spec) == nil)
    var outside = whole
    outside.location = SourceLocation(file: "a.json", line: 3, column: 1)
    outside.endLocation = SourceLocation(file: "a.json", line: 3, column: 4)
    #expect(FindingMark(outside, in: spec) == nil)
  }

  @Test("The findings section the page swaps in links each finding to its field and word")
  func overHTTP() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let edited =
      #"{"id": "delete-photo-album", "title": "📷 Löschen the the album?", "#
      + #""buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}]}"#
    let section = try server.post("/alerts/delete-photo-album/findings", edited)
    #expect(section.status == 200)
    // 📷 is 2 UTF-16 units, ö one: "📷 Löschen the " is 15, and the second "the" is named.
    #expect(
      section.text.contains(#"data-field="title" data-start="15" data-end="18" data-word="the""#),
      "\(section.text)")
    #expect(section.text.contains("Select “the” in the title"))
    // Shown where the title is in the file (line 4), not in the one-line JSON posted.
    #expect(section.text.contains("delete-photo-album.json:4:"), "\(section.text)")
    #expect(!section.text.contains("delete-photo-album.json:1:"), "\(section.text)")
    // The page as served carries the same attributes for the file's own findings.
    let page = try server.request("/alerts/delete-photo-album")
    #expect(page.text.contains(#"class="mark-layer""#))
    #expect(page.text.contains("data-field=\"message\""), "the message-max-lines finding")
  }

  @Test("The findings follow the text size the page shows")
  func findingsFollowTheTextSize() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    // Two lines at Large on the iPhone SE; three at AX5.
    let edited =
      #"{"id": "delete-photo-album", "title": "Delete “Summer Vacation Photos”?", "#
      + #""buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}]}"#
    let large = try server.post(
      "/alerts/delete-photo-album/findings?id=delete-photo-album&device=iphone-se", edited)
    let huge = try server.post(
      "/alerts/delete-photo-album/findings?id=delete-photo-album&device=iphone-se&text-size=AX5",
      edited)
    #expect(large.status == 200 && huge.status == 200, "\(large.text) \(huge.text)")
    #expect(!large.text.contains("title-max-lines"))
    #expect(huge.text.contains("title-max-lines"), "\(huge.text)")
    #expect(huge.text.contains("AX5"))
  }
}
