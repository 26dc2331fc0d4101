import AlertSpec
import AlertSwiftSource
import Testing

/// The UIKit alerts of `AccountViewController.swift`, field by field with their locations.
@Suite struct UIKitExtractionTests {
  let alerts = Fixture.alerts()

  @Test func controllerWithActionsFieldsAndPreferredAction() throws {
    let alert = try #require(alerts["account-view-controller-confirm-rename-rename-account"])
    #expect(alert.title == "Rename account")
    #expect(alert.message == "Enter a new name for \"{oldName}\".")
    #expect(alert.buttons.map(\.label) == ["Cancel", "RENAME"])
    #expect(alert.buttons.map(\.role) == [.cancel, .default])
    #expect(alert.preferred == 1)
    #expect(
      alert.textFields == [
        AlertTextField(placeholder: "New name"),
        AlertTextField(placeholder: "Password", secure: true),
      ])
    #expect(Fixture.short(alert.locations[""]) == "AccountViewController.swift:5:17")
    #expect(Fixture.short(alert.locations["title"]) == "AccountViewController.swift:6:14")
    #expect(Fixture.short(alert.locations["message"]) == "AccountViewController.swift:7:16")
    #expect(Fixture.short(alert.buttons[0].labelLocation) == "AccountViewController.swift:17:42")
    #expect(Fixture.short(alert.buttons[1].labelLocation) == "AccountViewController.swift:16:39")
    #expect(
      Fixture.short(alert.locations["textFields[1].placeholder"])
        == "AccountViewController.swift:13:24")
  }

  @Test func messageHeldInALetIsReadAtItsLiteral() throws {
    let alert = try #require(alerts["account-view-controller-warn-offline-offline-message"])
    #expect(alert.title == nil)
    #expect(alert.message == "offline.message")
    #expect(alert.buttons.map(\.label) == ["OK"])
    #expect(Fixture.short(alert.locations["message"]) == "AccountViewController.swift:24:37")
  }

  @Test func folderSummaryReadsActionSheetsAndSkipsHiddenFolders() throws {
    let result = SwiftAlertExtractor.extract(paths: [Fixture.folder])
    #expect(result.filesRead == 3)
    #expect(result.summary == "found 10 alerts in 3 files; 2 with placeholders")
    #expect(result.notes.isEmpty)
    let sheet = try #require(
      result.alerts.first { $0.id == "account-view-controller-share-sheet-share" })
    #expect(sheet.style == .actionSheet)
    #expect(sheet.title == "Share")
    #expect(sheet.buttons.map(\.label) == ["Copy Link"])
  }

}

/// Columns count Unicode scalars, as spec locations do, though SwiftSyntax counts UTF-8 bytes.
@Suite struct SwiftColumnTests {
  @Test func columnsAfterNonASCIITextCountScalars() throws {
    let source = """
      // Übersicht
      let a = UIAlertController(title: "Löschen „Fotos“?", message: "Für immer.", preferredStyle: .alert)
      a.addAction(UIAlertAction(title: "Abbrechen", style: .cancel))
      """
    let alert = try #require(
      SwiftAlertExtractor.extract(source: source, file: "Äpfel.swift").alerts.first)
    // The message literal opens at scalar column 63 of line 2; in UTF-8 bytes it would be 68.
    #expect(alert.locations["message"]?.description == "Äpfel.swift:2:63")
    #expect(alert.locations["title"]?.description == "Äpfel.swift:2:34")
  }
}
