import Foundation
import Testing

@testable import AlertSpec

/// A spec with the id of an alert found in code adds what the code cannot say, and wins where
/// both speak.
@Suite struct SpecOverlayTests {
  static let swift = "Sources/Settings/SettingsView.swift"

  /// An alert as the Swift extractor makes it: places in the Swift file.
  static func found() -> AlertSpec {
    let here = SourceLocation(file: swift, line: 25, column: 6)
    var spec = AlertSpec(
      id: "settings-view-body-delete-itemcount-items", title: "Delete {itemCount} items?",
      message: "This can’t be undone.",
      buttons: [
        AlertButton(
          label: "Delete All", role: .destructive,
          labelLocation: SourceLocation(file: swift, line: 32, column: 16)),
        AlertButton(
          label: "Keep Items", role: .cancel,
          labelLocation: SourceLocation(file: swift, line: 36, column: 16)),
      ], lintIgnore: ["button-case": "Brand style"])
    spec.locations[""] = here
    spec.locations["id"] = here
    spec.locations["title"] = SourceLocation(file: swift, line: 26, column: 12)
    spec.locations["message"] = SourceLocation(file: swift, line: 40, column: 14)
    return spec
  }

  static func overlay(_ text: String) throws -> AlertSpec {
    let loaded = SpecLoader.load(text: text, file: "specs/settings-view-25.json")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    return try #require(loaded.alerts.first)
  }

  @Test func theSpecAddsWhatTheCodeCannotSay() throws {
    let merged = SpecOverlay.merge(
      Self.found(),
      with: try Self.overlay(
        #"{"id": "settings-view-body-delete-itemcount-items", "trigger": "destructive-action", "arguments": [12]}"#
      ))
    #expect(merged.trigger == .destructiveAction)
    #expect(merged.arguments == [.integer(12)])
    #expect(merged.title == "Delete {itemCount} items?")
    #expect(merged.buttons.map(\.label) == ["Delete All", "Keep Items"])
    #expect(merged.locations["title"]?.file == Self.swift)
    #expect(merged.locations["trigger"]?.file == "specs/settings-view-25.json")
    #expect(merged.locations[""]?.file == Self.swift, "the alert still lives in the code")
  }

  @Test func theSpecWinsWhereBothSpeak() throws {
    let merged = SpecOverlay.merge(
      Self.found(),
      with: try Self.overlay(
        #"""
        {"id": "settings-view-body-delete-itemcount-items", "title": "Delete 12 items?",
         "buttons": [{"label": "Delete All", "role": "destructive"},
                     {"label": "Cancel", "role": "cancel"}],
         "lint": {"ignore": {"title-question": "Product wording"}}}
        """#))
    #expect(merged.title == "Delete 12 items?")
    #expect(
      merged.locations["title"]
        == SourceLocation(file: "specs/settings-view-25.json", line: 1, column: 62))
    #expect(merged.buttons.map(\.label) == ["Delete All", "Cancel"])
    #expect(merged.buttons[1].labelLocation.file == "specs/settings-view-25.json")
    #expect(merged.message == "This can’t be undone.")
    #expect(merged.locations["message"]?.file == Self.swift)
    #expect(
      merged.lintIgnore == ["button-case": "Brand style", "title-question": "Product wording"])
  }

  @Test func stringsStayRelativeToTheSpecFile() throws {
    let merged = SpecOverlay.merge(
      Self.found(),
      with: try Self.overlay(
        #"{"id": "settings-view-body-delete-itemcount-items", "strings": "../Resources/Localizable.xcstrings"}"#
      ))
    let cwd = FileManager.default.currentDirectoryPath
    #expect(merged.strings == cwd + "/Resources/Localizable.xcstrings")
  }
}
