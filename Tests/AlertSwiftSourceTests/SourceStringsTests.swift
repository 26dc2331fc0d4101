import AlertSpec
import AlertStrings
import AlertSwiftSource
import Foundation
import Testing

/// Alerts found in Swift are tied to the app's String Catalog above them, so their
/// translations can be drawn and checked like a spec's keys.
@Suite struct SourceStringsTests {
  static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/SwiftWithStrings/App").path

  static func alerts() -> [AlertSpec] {
    SwiftAlertExtractor.extract(paths: [app]).alerts.sorted { $0.id < $1.id }
  }

  @Test func lookedUpTextBecomesKeysOfTheNearestCatalog() throws {
    let album = try #require(Self.alerts().first { $0.title == "Delete Album?" })
    #expect(album.strings == "../Localizable.xcstrings")
    #expect(album.keys["title"]?.key == "Delete Album?")
    #expect(album.keys["message"]?.key == "The photos stay in your library.")
    #expect(album.keys["buttons[0].label"]?.key == "Delete")
    #expect(album.keys["buttons[1].label"]?.key == "Cancel")
  }

  @Test func verbatimTextAndPlainUIKitStringsStayText() throws {
    let alerts = Self.alerts()
    let debug = try #require(alerts.first { $0.title?.hasPrefix("Debug") == true })
    #expect(debug.keys.isEmpty)
    #expect(debug.strings == nil, "no key of it is in the catalog, so no strings are named")
    let signOut = try #require(alerts.first { $0.title == "Sign Out?" })
    #expect(signOut.keys["title"]?.key == "Sign Out?")
    #expect(signOut.keys["buttons[0].label"]?.key == "Cancel")
    #expect(signOut.keys["message"] == nil, "a plain String in UIKit is shown as it is")
    #expect(signOut.keys["buttons[1].label"] == nil)
  }

  @Test func translationsAndTheKeyAsDevelopmentText() throws {
    let album = try #require(Self.alerts().first { $0.title == "Delete Album?" })
    let source = try StringSource.read(Self.app + "/Localizable.xcstrings")
    let german = Localizer.localize(album, locale: "de", strings: source)
    #expect(german.title == "Album löschen?")
    #expect(german.buttons.map(\.label) == ["Löschen", "Abbrechen"])
    // The message has no German: shown as its key in brackets, and noted.
    #expect(german.message == "[[The photos stay in your library.]]")
    #expect(german.translationNotes.map(\.kind) == [.missing])
    // In English, Xcode's catalog holds no value for a key that is its own text: iOS shows
    // the key; a key with an English value shows that value.
    let english = Localizer.localize(album, locale: nil, strings: source)
    #expect(english.title == "Delete Album?")
    #expect(english.message == "The photos stay in your Photos library.")
    #expect(english.translationNotes.isEmpty)
  }

  @Test func withoutACatalogNothingIsKeyed() {
    let result = SwiftAlertExtractor.extract(
      source: #"""
        struct V: View { var body: some View { Text("x").alert("Leave?", isPresented: $a) { Button("Leave") {} } } }
        """#,
      file: "/nonexistent/project/V.swift")
    #expect(result.alerts.count == 1)
    #expect(result.alerts.first?.keys.isEmpty == true)
    #expect(result.alerts.first?.strings == nil)
  }
}
