import AlertSpec
import AlertSwiftSource
import Foundation
import Testing

/// Alerts made by an app's own helpers (`Tests/Fixtures/SwiftFactories`): each call of a
/// helper is an alert with the call's copy in place of the helper's parameters, the helper's
/// own alert is not reported again, and buttons added through `UIAlertController` extensions
/// are read.
@Suite struct FactoryTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/SwiftFactories").path
  static let extraction = SwiftAlertExtractor.extract(paths: [root])

  static func alert(_ file: String, _ line: Int) throws -> AlertSpec {
    try #require(
      extraction.alerts.first {
        $0.locations[""]?.file.hasSuffix(file) == true && $0.locations[""]?.line == line
      }, "no alert at \(file):\(line)")
  }

  @Test func aHelperCallIsAnAlertWithTheCallersCopyAndTheHelpersButton() throws {
    let alert = try Self.alert("NotesViewController.swift", 9)
    #expect(alert.title == "Export Failed")
    #expect(alert.message == "The file could not be written.")
    #expect(alert.buttons.map(\.label) == ["OK"])
    // Each field points at the literal it came from: the caller's, and the helper's button.
    #expect(alert.locations["message"]?.file.hasSuffix("NotesViewController.swift") == true)
    #expect(
      alert.locations["buttons[0].label"]?.file.hasSuffix("UIViewController+Problems.swift")
        == true)
  }

  @Test func theHelpersOwnAlertIsNotReportedOnceItsCallsAre() {
    let helpers = Self.extraction.alerts.filter {
      $0.locations[""]?.file.hasSuffix("UIViewController+Problems.swift") == true
    }
    // Only the private sync alert, which no call shows with copy of its own, stays.
    #expect(helpers.map(\.title) == ["Sync Paused"])
  }

  @Test func aHelperCallingAHelperPassesItsCopyThrough() throws {
    let alert = try Self.alert("NotesViewController.swift", 17)
    #expect(alert.title == "Upload Failed")
    #expect(alert.message == "Check your connection and try again.")
  }

  @Test func anErrorHelperShowsItsGeneralCaseAtEachCall() throws {
    for (file, line) in [("NotesViewController.swift", 13), ("TrashViewController.swift", 20)] {
      let alert = try Self.alert(file, line)
      #expect(alert.title == "Something Went Wrong")
      #expect(alert.message == "{localizedDescription}")
    }
  }

  @Test func privateHelpersOfTheSameNameAreEachTheirOwnFiles() throws {
    #expect(try Self.alert("TrashViewController.swift", 5).title == "Trash")
  }

  @Test func actionAddersAndAConvenienceInitialiserAreFollowed() throws {
    let disk = try Self.alert("NotesViewController.swift", 30)
    #expect(disk.title == "Disk Full")
    #expect(disk.message == nil)
    #expect(disk.buttons.map(\.label) == ["Close"])
    #expect(disk.buttons.map(\.role) == [.cancel])
    let sheet = try Self.alert("NotesViewController.swift", 25)
    #expect(sheet.style == .actionSheet)
    #expect(sheet.title == "Delete All Notes?")
    #expect(sheet.buttons.map(\.label) == ["Delete All", "Cancel"])
    #expect(sheet.buttons.map(\.role) == [.destructive, .cancel])
  }

  @Test func anAlertValueBuiltAtTheCallFillsThePresentersFields() throws {
    let alert = try Self.alert("NotesViewController.swift", 36)
    #expect(alert.title == "Saved")
    #expect(alert.message == "Your note is safe.")
    #expect(alert.buttons.map(\.label) == ["Done"])
  }

  @Test func copyChosenInBranchesReadsAsTheFirstBranch() throws {
    let alert = try Self.alert("NotesViewController.swift", 53)
    #expect(alert.title == "Remove {count} folders?")
    #expect(alert.message == "Their notes move to the inbox.")
    #expect(alert.buttons.map(\.label) == ["Remove Folders", "Cancel"])
    // What the code chooses between is said, once, at the text.
    let notes = Self.extraction.skips.filter { $0.kind == .textAtRunTime }
    #expect(
      notes.map(\.diagnostic.message) == [
        "the title is chosen at run time between “Remove {count} folders?” and “Remove notes?”; "
          + "the first is shown, so check the others in a spec with this alert's id",
        "the message is chosen at run time between “Their notes move to the inbox.” and “They "
          + "move to the trash.”; the first is shown, so check the others in a spec with this "
          + "alert's id",
        "the label of buttons[0] is chosen at run time between “Remove Folders” and “Remove”; "
          + "the first is shown, so check the others in a spec with this alert's id",
      ])
  }

  @Test func anAlertInAMenuActionsHandlerStaysWhereItIsWritten() throws {
    #expect(try Self.alert("NotesViewController.swift", 61).title == "Rename {name}")
  }

  @Test func aButtonAMethodReturnsIsAdded() throws {
    let sheet = try Self.alert("TrashViewController.swift", 27)
    #expect(sheet.buttons.map(\.label) == ["Restore Note", "Cancel"])
    #expect(sheet.buttons.map(\.role) == [.default, .cancel])
  }

  @Test func everyAlertIsCountedOnce() {
    #expect(Self.extraction.alerts.count == 12)
    #expect(Set(Self.extraction.alerts.map(\.id)).count == 12)
  }
}

/// A helper the project file declares (`helpers`): each call is an alert with the arguments
/// the declaration names, though the helper's body is nowhere in the paths read.
@Suite struct DeclaredHelperTests {
  static let source = """
    final class ListViewController: UIViewController {
      func archived() {
        Banner.shared.showBanner(title: "Notes Archived", "Find them in the archive.", undo: "Undo")
      }
    }
    """

  @Test func aDeclaredHelpersCallIsAnAlert() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "declared-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("ListViewController.swift")
    try Self.source.write(to: file, atomically: true, encoding: .utf8)
    let place = SourceLocation(file: ".alert-preview.yml", line: 7, column: 9)
    let helper = AlertHelper(
      name: "showBanner", title: .label("title"), message: .position(2),
      buttons: [
        AlertHelper.Button(text: "OK", argument: nil, role: .default, place: place),
        AlertHelper.Button(text: nil, argument: .label("undo"), role: .cancel, place: place),
      ], style: .alert, place: place)
    let alerts = SwiftAlertExtractor.extract(paths: [folder.path], helpers: [helper]).alerts
    let alert = try #require(alerts.first)
    #expect(alerts.count == 1)
    #expect(alert.title == "Notes Archived")
    #expect(alert.message == "Find them in the archive.")
    #expect(alert.buttons.map(\.label) == ["OK", "Undo"])
    #expect(alert.buttons.map(\.role) == [.default, .cancel])
    #expect(alert.locations["buttons[0].label"] == place)
    #expect(alert.locations[""]?.line == 3)
    // Without the declaration the call is no alert.
    #expect(SwiftAlertExtractor.extract(paths: [folder.path]).alerts.isEmpty)
  }
}

/// An alert value type declared as a helper named after it: each value built is an alert, a
/// button argument's value giving its label member and role.
@Suite struct DeclaredAlertTypeTests {
  static let source = """
    final class SyncViewController: UIViewController {
      func failed() {
        notice = Notice(
          title: "Sync Paused", message: "Your changes are kept on this iPhone.",
          primary: .init(title: "Try Again"), secondary: Notice.Button(title: "Not Now", role: .cancel))
      }
      func saved() {
        notice = Notice(title: "Saved", message: nil, primary: nil)
      }
    }
    """

  @Test func eachValueBuiltIsAnAlert() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "declared-type-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.source.write(
      to: folder.appendingPathComponent("SyncViewController.swift"), atomically: true,
      encoding: .utf8)
    let place = SourceLocation(file: ".alert-preview.yml", line: 3, column: 5)
    var primary = AlertHelper.Button(
      text: nil, argument: .label("primary"), role: .default, place: place)
    primary.member = "title"
    var secondary = primary
    // The type's default primary button.
    primary.text = "OK"
    secondary.argument = .label("secondary")
    let type = AlertHelper(
      name: "Notice", title: .label("title"), message: .label("message"),
      buttons: [primary, secondary], style: .alert, place: place)
    let alerts = SwiftAlertExtractor.extract(paths: [folder.path], helpers: [type]).alerts
    #expect(alerts.count == 2)
    let failed = try alerts.alert("sync-view-controller-failed-sync-paused")
    #expect(failed.message == "Your changes are kept on this iPhone.")
    #expect(failed.buttons.map(\.label) == ["Try Again", "Not Now"])
    #expect(failed.buttons.map(\.role) == [.default, .cancel])
    let saved = try alerts.alert("sync-view-controller-saved-saved")
    #expect(saved.message == nil)
    #expect(saved.buttons.map(\.label) == ["OK"])
    #expect(saved.locations["buttons[0].label"] == place)
  }
}
