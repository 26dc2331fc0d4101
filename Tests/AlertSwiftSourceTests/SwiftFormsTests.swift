import AlertSpec
import AlertSwiftSource
import Foundation
import Testing

/// The SwiftUI and UIKit forms of `Tests/Fixtures/SwiftForms`, each read as iOS shows it.
@Suite struct SwiftFormsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/SwiftForms").path
  static let extraction = SwiftAlertExtractor.extract(paths: [root])

  @Test func textFieldsAmongSwiftUIActionsAreItsFields() throws {
    let alert = try Self.extraction.alerts.alert("forms-view-body-rename-folder")
    #expect(alert.textFields.map(\.placeholder) == ["Folder name", "Password"])
    #expect(alert.textFields.map(\.secure) == [false, true])
    #expect(alert.buttons.map(\.label) == ["Cancel", "Rename"])
  }

  @Test func aVerbatimMessageIsItsRunTimeValue() throws {
    let alert = try Self.extraction.alerts.alert("forms-view-body-note")
    #expect(alert.message == "{body}")
    #expect(alert.runTime["message"] == "note.body")
  }

  @Test func anAlertClosureReturningInitIsRead() throws {
    let alert = try Self.extraction.alerts.alert("forms-view-body-youre-offline")
    #expect(alert.message == "Changes are saved on this iPhone.")
    #expect(alert.buttons.map(\.label) == ["OK"])
  }

  @Test func theDeprecatedActionSheetIsASheet() throws {
    let sheet = try Self.extraction.alerts.alert("forms-view-body-share-note")
    #expect(sheet.style == .actionSheet)
    #expect(sheet.message == nil)
    #expect(sheet.buttons.map(\.label) == ["Copy Link", "Stop Sharing", "Cancel"])
    #expect(sheet.buttons.map(\.role) == [.default, .destructive, .cancel])
  }

  @Test func anEnumCaseNamedAlertIsNotAnAlert() {
    #expect(!Self.extraction.alerts.contains { $0.title == "not an alert" })
    #expect(Self.extraction.alerts.count == 8)
  }

  @Test func aControllerMadeWithoutArgumentsIsAnActionSheet() throws {
    let sheet = try Self.extraction.alerts.alert(
      "forms-view-controller-choose-cover-choose-a-cover")
    #expect(sheet.style == .actionSheet)
    #expect(sheet.buttons.map(\.label) == ["Take Photo", "Cancel"])
  }

  @Test func aControllerKeptInAPropertyIsCompleted() throws {
    let alert = try Self.extraction.alerts.alert(
      "forms-view-controller-warn-storage-storage-almost-full")
    #expect(alert.buttons.map(\.label) == ["OK"])
  }

  @Test func aSubclassIsMadeAsAUIAlertController() throws {
    let alert = try Self.extraction.alerts.alert("forms-view-controller-rotate-rotate-to-portrait")
    #expect(alert.buttons.map(\.label) == ["OK"])
  }

  @Test func aStyleChosenAtRunTimeIsItsFirstChoiceAndNoted() throws {
    let alert = try Self.extraction.alerts.alert("forms-view-controller-export-export")
    #expect(alert.style == .alert)
    let note = try #require(Self.extraction.skips.first { $0.kind == .styleAtRunTime })
    #expect(note.diagnostic.location.line == 33)
    #expect(
      note.diagnostic.message
        == "the UIAlertController's style is chosen at run time; it is shown as an alert, its "
        + "first choice, so check the other in a spec with \"style\"")
  }
}
