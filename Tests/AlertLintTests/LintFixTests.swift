import AlertSpec
import Testing

@testable import AlertLint

/// `lint --fix` replaces only the string literals that hold the text its findings fix.
@Suite struct LintFixTests {
  static let spec = """
    {
      "id": "save",
      "title": "Save This \\"Draft\\"?",
      buttons: [{label: 'Okay.', role: "default"}, {"label": "Not now", "role": "cancel"}],
    }
    """

  /// The edit of the literal at `line`:`column` of `text`, which holds `current`.
  func placed(
    _ text: String, _ line: Int, _ column: Int, current: String, fix: String,
    file: String = "save.json"
  ) -> LiteralEdit? {
    let scalars = Array(text.unicodeScalars)
    return LintFix.edit(
      scalars, LintFix.lineStarts(scalars), SourceLocation(file: file, line: line, column: column),
      current: current, fix: fix, kind: LiteralKind(path: file) ?? .json)
  }

  @Test func eachLiteralIsReplacedAndTheRestKept() throws {
    let edits = [
      try #require(placed(Self.spec, 4, 21, current: "Okay.", fix: "OK")),
      try #require(placed(Self.spec, 4, 58, current: "Not now", fix: "Not Now")),
    ]
    let result = LintFix.apply(edits, to: Self.spec)
    #expect(result.applied == 2)
    #expect(
      result.text == """
        {
          "id": "save",
          "title": "Save This \\"Draft\\"?",
          buttons: [{label: 'OK', role: "default"}, {"label": "Not Now", "role": "cancel"}],
        }
        """)
  }

  @Test func textIsWrittenAsALiteral() throws {
    let edit = try #require(
      placed(Self.spec, 3, 12, current: "Save This \"Draft\"?", fix: "Save “A/B” \"Draft\"?"))
    let result = LintFix.apply([edit], to: Self.spec)
    #expect(result.applied == 1)
    #expect(result.text.contains(#""title": "Save “A/B” \"Draft\"?","#))
  }

  /// A place that holds no string literal (the file changed since it was linted), or a literal
  /// that is not the text (a key the text was looked up by), gets no edit.
  @Test func onlyTheLiteralHoldingTheTextIsEdited() {
    #expect(placed(Self.spec, 2, 7, current: "save", fix: "OK") == nil)
    #expect(placed(Self.spec, 4, 21, current: "Okay", fix: "OK") == nil)
  }

  @Test func swiftLiteralsAreEditedWithSwiftEscapes() throws {
    let swift = #"""
      let a = UIAlertAction(title: "Okay", style: .default)
      let b = UIAlertAction(title: "Delete \(name).", style: .destructive)
      """#
    let okay = try #require(placed(swift, 1, 30, current: "Okay", fix: "OK", file: "A.swift"))
    #expect(okay.replacement == "\"OK\"" && okay.endColumn == 36)
    // An interpolation is not text the fix can rewrite.
    #expect(placed(swift, 2, 30, current: "Delete {name}.", fix: "Delete", file: "A.swift") == nil)
    #expect(LiteralKind.swift.encode("Say \"hi\"\n", quote: "\"") == #""Say \"hi\"\n""#)
    // Other control characters: Swift's \u{…}, and the .strings file's own \U escape.
    #expect(LiteralKind.swift.encode("a\u{1B}b", quote: "\"") == #""a\u{1B}b""#)
    #expect(LiteralKind.strings.encode("a\u{1B}b", quote: "\"") == #""a\U001Bb""#)
  }
}
