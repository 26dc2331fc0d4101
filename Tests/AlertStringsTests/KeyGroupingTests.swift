import AlertStrings
import Testing

/// How `import` groups a table's keys into alerts.
@Suite struct KeyGroupingTests {
  static let keys = [
    "alert.delete.title", "alert.delete.message", "alert.delete.button.delete",
    "alert.delete.button.cancel", "alert.rename.title", "alert.rename.field.name",
    "alert.rename.button.save", "settings.footer", "onboarding.welcome.title",
  ]

  @Test func keysWithTheSamePrefixMakeOneAlert() {
    let (alerts, skipped) = KeyGrouping.group(Self.keys, matching: "alert.*")
    #expect(alerts.map(\.id) == ["alert-delete", "alert-rename"])
    let delete = alerts[0]
    #expect(delete.title == "alert.delete.title")
    #expect(delete.message == "alert.delete.message")
    #expect(
      delete.buttons.map(\.key) == ["alert.delete.button.cancel", "alert.delete.button.delete"])
    #expect(delete.buttons.map(\.role) == ["cancel", "destructive"])
    let rename = alerts[1]
    #expect(rename.fields == ["alert.rename.field.name"])
    #expect(rename.buttons.map(\.role) == ["default"])
    #expect(skipped == [])
  }

  @Test func everyKeyWithoutAPatternAndTheOddOnesSkipped() {
    let (alerts, skipped) = KeyGrouping.group(Self.keys)
    #expect(alerts.map(\.id) == ["alert-delete", "alert-rename", "onboarding-welcome"])
    #expect(skipped == ["settings.footer"])
  }

  @Test func theSpecNamesItsKeysAndStrings() {
    let (alerts, _) = KeyGrouping.group(Self.keys, matching: "alert.delete.*")
    let json = ImportedSpec.json(
      alerts[0], strings: "../Localizable.xcstrings", table: "Localizable")
    #expect(
      json == """
        // Imported by alert-preview import from the keys alert.delete.*; edit freely.
        {
          "id": "alert-delete",
          "strings": "../Localizable.xcstrings",
          "title": {"key": "alert.delete.title"},
          "message": {"key": "alert.delete.message"},
          "buttons": [
            {"label": {"key": "alert.delete.button.cancel"}, "role": "cancel"},
            {"label": {"key": "alert.delete.button.delete"}, "role": "destructive"},
          ],
        }

        """)
  }

  @Test func relativePathsClimbFromTheSpecFolder() {
    #expect(
      ImportedSpec.relativePath(from: "/work/app/specs", to: "/work/app/Resources/L.xcstrings")
        == "../Resources/L.xcstrings")
    #expect(
      ImportedSpec.relativePath(from: "/tmp/specs", to: "/work/L.xcstrings") == "/work/L.xcstrings")
  }
}
