import AlertSpec
import Testing

/// The spec writer (the alert page's spec, `extract`'s files, `serve`'s saves): keyed fields
/// as the keys the spec names, and strings quoted by the spec model's one quoter.
@Suite struct SpecJSONTests {
  @Test func keyedFieldsAreWrittenAsKeys() throws {
    let loaded = SpecLoader.load(
      text: """
        {"id": "delete-album", "strings": "Localizable.xcstrings", "arguments": [128, 2.5],
         "title": {"key": "alert.delete.title", "arguments": ["Vacation Photos"]},
         "buttons": [{"label": {"key": "alert.delete.button.cancel", "table": "Alerts"}, "role": "cancel"}]}
        """, file: "t.json")
    let spec = try #require(loaded.alerts.first, "\(loaded.diagnostics)")
    #expect(
      SpecJSON.formatted(spec) == """
        {
          "id": "delete-album",
          "strings": "Localizable.xcstrings",
          "arguments": [
            128,
            2.5
          ],
          "title": {
            "key": "alert.delete.title",
            "arguments": [
              "Vacation Photos"
            ]
          },
          "buttons": [
            {
              "label": {
                "key": "alert.delete.button.cancel",
                "table": "Alerts"
              },
              "role": "cancel"
            }
          ]
        }
        """)
  }

  /// Controls that reorder or break text are written as escapes, so a reviewer reading the
  /// file sees them (as `serve` writes them in place); the text reads back the same.
  @Test func bidiControlsAndSeparatorsAreEscapedAndReadBack() throws {
    let title = "Delete \u{202E}txt.exe\u{202C}?\u{2028}Now\u{200F}"
    let text = SpecJSON.formatted(AlertSpec(id: "bidi", title: title))
    #expect(
      text == #"""
        {
          "id": "bidi",
          "title": "Delete \u202Etxt.exe\u202C?\u2028Now\u200F"
        }
        """#)
    let loaded = SpecLoader.load(text: text, file: "bidi.json")
    let read = try #require(loaded.alerts.first, "\(loaded.diagnostics)")
    #expect(read.title?.unicodeScalars.elementsEqual(title.unicodeScalars) == true)
  }

  /// Every other control character is a `\u` escape with upper-case digits (never `\b`),
  /// as `serve` writes them.
  @Test func controlCharactersAreUnicodeEscapes() {
    let text = SpecJSON.formatted(AlertSpec(id: "c", title: "a\u{8}\u{C}\u{1F}\u{7F}\u{85}\t/"))
    #expect(text.contains(#""title": "a\u0008\u000C\u001F\u007F\u0085\t/""#), "\(text)")
  }
}
