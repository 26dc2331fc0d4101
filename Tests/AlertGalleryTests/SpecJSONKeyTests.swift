import AlertGallery
import AlertSpec
import Testing

/// The alert page's spec shows keyed fields as the keys the spec names, not the key text.
@Suite struct SpecJSONKeyTests {
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
}
