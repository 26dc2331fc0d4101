import Testing

@testable import AlertSpec

/// Fields that name keys of the app's strings, `strings` and `arguments`.
@Suite struct StringKeyDecodingTests {
  @Test func keysTablesAndArgumentsAreRead() throws {
    let alert = try #require(
      onlyAlert(
        """
        {"id": "delete-album", "strings": "../Resources/Localizable.xcstrings",
         "arguments": ["Vacation Photos", 128],
         "title": {"key": "alert.delete.title"},
         "message": {"key": "alert.delete.message", "table": "Alerts", "arguments": [2.5]},
         "buttons": [{"label": {"key": "alert.delete.button.cancel"}, "role": "cancel"},
                     {"label": "Delete", "role": "destructive"}],
         "textFields": [{"placeholder": {"key": "alert.delete.field.name"}}]}
        """))
    #expect(alert.strings == "../Resources/Localizable.xcstrings")
    #expect(alert.arguments == [.text("Vacation Photos"), .integer(128)])
    #expect(alert.title == "alert.delete.title", "the key stands in until the text is read")
    #expect(alert.keys["title"] == StringKey(key: "alert.delete.title"))
    #expect(
      alert.keys["message"]
        == StringKey(key: "alert.delete.message", table: "Alerts", arguments: [.decimal(2.5)]))
    #expect(alert.keys["buttons[0].label"]?.key == "alert.delete.button.cancel")
    #expect(alert.keys["buttons[1].label"] == nil)
    #expect(alert.buttons[1].label == "Delete")
    #expect(alert.keys["textFields[0].placeholder"]?.key == "alert.delete.field.name")
    #expect(alert.locations["title"]?.line == 3)
  }

  @Test func aKeyWithoutStringsIsAnInputError() throws {
    let diagnostic = try #require(
      onlyDiagnostic(#"{"id": "a", "title": {"key": "alert.a.title"}}"#))
    #expect(diagnostic.location.column == 22)
    #expect(
      diagnostic.message
        == "'title' names the key 'alert.a.title', but this alert has no \"strings\"; add "
        + "\"strings\": \"Localizable.xcstrings\" (a path relative to this spec) or write the text")
  }

  @Test func anObjectWithoutKeyIsAnInputError() throws {
    let diagnostic = try #require(
      onlyDiagnostic(#"{"id": "a", "strings": "L.xcstrings", "title": {"table": "Alerts"}}"#))
    #expect(diagnostic.message.hasPrefix("'title' is an object without 'key'"))
  }

  @Test func aTypoInAKeyObjectSuggestsTheField() throws {
    let diagnostic = try #require(
      onlyDiagnostic(#"{"id": "a", "strings": "L.xcstrings", "title": {"key": "t", "tabel": "A"}}"#)
    )
    #expect(diagnostic.message == "unknown field 'tabel'; did you mean 'table'?")
  }

  @Test func argumentsMustBeTextOrNumbers() throws {
    let diagnostic = try #require(
      onlyDiagnostic(#"{"id": "a", "title": "T", "arguments": ["x", true]}"#))
    #expect(
      diagnostic.message == "'arguments[1]' must be a string or a number, found the boolean true")
  }
}
