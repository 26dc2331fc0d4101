import AlertLint
import Testing

/// `lint --fix` replaces only the string literals its findings point at.
@Suite struct LintFixTests {
  static let spec = """
    {
      "id": "save",
      "title": "Save This \\"Draft\\"?",
      buttons: [{label: 'Okay.', role: "default"}, {"label": "Not now", "role": "cancel"}],
    }
    """

  @Test func eachLiteralIsReplacedAndTheRestKept() {
    let result = LintFix.apply(
      [(line: 4, column: 21, text: "OK"), (line: 4, column: 58, text: "Not Now")], to: Self.spec)
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

  @Test func textIsWrittenAsALiteral() {
    let result = LintFix.apply(
      [(line: 3, column: 12, text: "Save “A/B” \"Draft\"?")], to: Self.spec)
    #expect(result.applied == 1)
    #expect(result.text.contains(#""title": "Save “A/B” \"Draft\"?","#))
  }

  /// A place that holds no string literal (the file changed since it was linted) is skipped.
  @Test func aFixThatPointsAtNoLiteralIsSkipped() {
    let result = LintFix.apply([(line: 2, column: 7, text: "OK")], to: Self.spec)
    #expect(result.applied == 0)
    #expect(result.text == Self.spec)
  }
}
