import AlertSpec
import AlertSwiftSource
import Testing

/// The SwiftUI alerts of `Settings/SettingsView.swift`, field by field with their locations.
@Suite struct SwiftUIExtractionTests {
  let alerts = Fixture.alerts()

  @Test func alertWithOnlyADestructiveButtonGetsTheSystemCancel() throws {
    let alert = try #require(alerts["settings-view-body-sign-out"])
    #expect(alert.title == "Sign out?")
    #expect(alert.message == "You can sign in again with your Apple ID.")
    #expect(alert.buttons.map(\.label) == ["Sign Out", "Cancel"])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(Fixture.short(alert.locations[""]) == "Settings/SettingsView.swift:15:12")
    #expect(Fixture.short(alert.locations["title"]) == "Settings/SettingsView.swift:15:18")
    #expect(Fixture.short(alert.locations["message"]) == "Settings/SettingsView.swift:18:18")
    #expect(Fixture.short(alert.buttons[0].labelLocation) == "Settings/SettingsView.swift:16:20")
    // The system button has no literal: it points at the `.alert` call.
    #expect(Fixture.short(alert.buttons[1].labelLocation) == "Settings/SettingsView.swift:15:12")
  }

  @Test func multiLineBuilderWithLabelsAndInterpolations() throws {
    let alert = try #require(alerts["settings-view-body-delete-itemcount-items"])
    #expect(alert.title == "Delete {itemCount} items?")
    #expect(alert.message == "This can\u{2019}t be undone, {name}.")
    #expect(alert.buttons.map(\.label) == ["Delete All", "Keep Items"])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(Fixture.short(alert.locations[""]) == "Settings/SettingsView.swift:25:6")
    #expect(Fixture.short(alert.locations["title"]) == "Settings/SettingsView.swift:26:12")
    #expect(Fixture.short(alert.locations["message"]) == "Settings/SettingsView.swift:40:32")
    #expect(
      Fixture.short(alert.locations["buttons[0].label"]) == "Settings/SettingsView.swift:32:16")
    #expect(
      Fixture.short(alert.locations["buttons[1].label"]) == "Settings/SettingsView.swift:36:16")
  }

  @Test func textPositionsPointIntoTheLiteral() throws {
    let alert = try #require(alerts["settings-view-body-delete-itemcount-items"])
    let positions = try #require(alert.textPositions["message"])
    let message = try #require(alert.message)
    let word = try #require(positions.locations(ofCharacters: 5..<10, in: message, file: "f"))
    // "can’t": the escape \u{2019} maps to its backslash, so "t" is after the 8-byte escape.
    #expect(word.start.description == "f:40:38")
    #expect(word.end.description == "f:40:50")
  }

  @Test func deprecatedAlertWithLabellessCancel() throws {
    let alert = try #require(alerts["settings-view-body-reset-all-settings"])
    #expect(alert.title == "Reset all settings?")
    #expect(alert.message == "Your settings return to defaults.")
    #expect(alert.buttons.map(\.label) == ["Reset", "Cancel"])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(Fixture.short(alert.locations["title"]) == "Settings/SettingsView.swift:45:21")
    #expect(Fixture.short(alert.locations["message"]) == "Settings/SettingsView.swift:46:41")
    #expect(Fixture.short(alert.buttons[0].labelLocation) == "Settings/SettingsView.swift:47:42")
    #expect(Fixture.short(alert.buttons[1].labelLocation) == "Settings/SettingsView.swift:48:26")
  }

  /// A confirmation dialog is an action sheet: its title hidden unless `titleVisibility:
  /// .visible`, and the system Cancel added when no action has the cancel role.
  @Test func confirmationDialogIsAnActionSheet() throws {
    let result = SwiftAlertExtractor.extract(paths: [Fixture.settings])
    #expect(result.alerts.count == 4)
    #expect(result.notes.isEmpty)
    let dialog = try #require(result.alerts.first { $0.id == "settings-view-body-camera" })
    #expect(dialog.style == .actionSheet)
    #expect(dialog.title == nil)
    #expect(dialog.buttons.map(\.label) == ["Camera", "Library", "Cancel"])
    #expect(dialog.buttons.map(\.role) == [.default, .default, .cancel])
  }

  @Test func aVisibleTitleIsKeptAndAGivenCancelIsNotDoubled() throws {
    let source = """
      Color.clear.confirmationDialog("Delete 3 photos?", isPresented: $asking, titleVisibility: .visible) {
        Button("Delete", role: .destructive) {}
        Button("Keep", role: .cancel) {}
      } message: {
        Text("They stay in Recently Deleted for 30 days.")
      }
      """
    let dialog = try #require(
      SwiftAlertExtractor.extract(source: source, file: "PhotosView.swift").alerts.first)
    #expect(dialog.style == .actionSheet)
    #expect(dialog.title == "Delete 3 photos?")
    #expect(dialog.message == "They stay in Recently Deleted for 30 days.")
    #expect(dialog.buttons.map(\.label) == ["Delete", "Keep"])
  }

  @Test func noActionsGivesTheSystemOK() throws {
    let source = """
      Color.clear.alert("Saved", isPresented: $saved) {}
      """
    let alert = try #require(
      SwiftAlertExtractor.extract(source: source, file: "Note.swift").alerts.first)
    #expect(alert.id == "note-saved")
    #expect(alert.buttons.map(\.label) == ["OK"])
    #expect(alert.buttons.map(\.role) == [.default])
  }
}

/// Alerts found in Swift meet the spec format's checks, as JSON specs do.
@Suite struct SwiftSpecCheckTests {
  @Test func controlCharacterDropsTheAlertWithAnError() {
    let source = #"""
      view.alert("Keep\u{0}", isPresented: $shown) { Button("Delete", role: .destructive) {} }
      """#
    let result = SwiftAlertExtractor.extract(source: source, file: "Bad.swift")
    #expect(result.alerts.isEmpty)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.location.description == "Bad.swift:1:6")
  }

  @Test func twoCancelButtonsDropTheAlert() {
    let source = """
      let a = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
      a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      a.addAction(UIAlertAction(title: "Stay", style: .cancel))
      """
    let result = SwiftAlertExtractor.extract(source: source, file: "Two.swift")
    #expect(result.alerts.isEmpty)
    #expect(result.diagnostics.first?.message.contains("cancel") == true)
  }
}
