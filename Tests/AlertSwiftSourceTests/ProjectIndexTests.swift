import AlertSpec
import AlertSwiftSource
import Foundation
import Testing

/// Copy resolved across a repository's files (`Tests/Fixtures/SwiftRepository`): a
/// SwiftGen-style `L10n` enum in a generated folder, a constants type, a nested `Strings`
/// type, an enum's raw value and a computed property, looked up in tables that sit in another
/// folder than the Swift files.
@Suite struct ProjectIndexTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/SwiftRepository").path
  static let alerts = SwiftAlertExtractor.extract(paths: [root]).alerts

  static func alert(_ line: Int) throws -> AlertSpec {
    try #require(alerts.first { $0.locations[""]?.line == line })
  }

  @Test func aSwiftGenAccessorShowsTheTablesTextNotItsFallback() throws {
    let alert = try Self.alert(9)
    #expect(alert.title == "Delete Your Account?")
    #expect(alert.keys["title"] == StringKey(key: "settings.delete_account.title"))
    #expect(alert.strings == "../../Resources")
    #expect(alert.locations["title"]?.file.hasSuffix("Generated/Strings+Generated.swift") == true)
  }

  @Test func aKeyNoTableHoldsShowsItsValueAndNamesNoKey() throws {
    let alert = try Self.alert(9)
    #expect(alert.message == "Your saved places will be removed.")
    #expect(alert.keys["message"] == nil)
  }

  @Test func constantsOfANestedTypeAndAnotherTypeAreFollowed() throws {
    let alert = try Self.alert(9)
    #expect(alert.buttons.map(\.label) == ["Cancel", "Delete"])
    #expect(alert.buttons.map(\.role) == [.cancel, .destructive])
    #expect(alert.keys["buttons[0].label"]?.key == "Cancel")
  }

  @Test func anAccessorFunctionsPlaceholderIsNamedAfterTheCallsArgument() throws {
    let alert = try Self.alert(19)
    #expect(alert.title == "Remove {device} from this phone?")
  }

  @Test func computedPropertiesAndRawValuesAreCopy() throws {
    let alert = try Self.alert(19)
    #expect(alert.buttons.map(\.label) == ["Keep Account", "Not Now"])
    #expect(alert.keys["buttons[0].label"]?.key == "Keep Account")
  }

  @Test func withoutTheDeclaringFileTheNameStaysAPlaceholder() throws {
    let file = Self.root + "/App/Sources/Settings/SettingsViewController.swift"
    let alone = SwiftAlertExtractor.extract(paths: [file]).alerts
    #expect(alone.first?.title == "{title}")
  }

  @Test func aTitleAndMessageSetAfterTheControllerIsMadeAreRead() throws {
    let alert = try Self.alert(29)
    #expect(alert.title == "You’re Offline")
    #expect(alert.message == "Changes are saved when you are back online.")
    // SwiftGen's `static let `continue``: a keyword in backticks is the name `continue`.
    #expect(alert.buttons.map(\.label) == ["Cancel", "Continue"])
    #expect(alert.keys["buttons[1].label"] == StringKey(key: "common.continue"))
  }

  /// SwiftUI looks an interpolated key up with `%@` (or `%lld`) in each interpolation's place,
  /// and fills the table's text in.
  @Test func anInterpolatedKeyIsLookedUpAsSwiftUIDoes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interpolated-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let strings = folder.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
    try #""account.block-%@" = "Block %@?";"#.write(
      to: strings.appendingPathComponent("Localizable.strings"), atomically: true,
      encoding: .utf8)
    let view = folder.appendingPathComponent("AccountView.swift")
    try #"""
    struct AccountView: View {
      var body: some View {
        List {}.alert("account.block-\(name)", isPresented: $blocking) {}
      }
    }
    """#.write(to: view, atomically: true, encoding: .utf8)
    let alert = try #require(SwiftAlertExtractor.extract(paths: [folder.path]).alerts.first)
    #expect(alert.title == "Block {name}?")
  }

  /// `[a, b].joined(separator: .newline)`: each part's text, with the separator the app's
  /// `String` extension declares.
  @Test func anArrayOfCopyJoinedIsOneText() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "joined-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try #"""
    extension String {
      static let newline = "\n"
    }
    """#.write(
      to: folder.appendingPathComponent("String+Newline.swift"), atomically: true,
      encoding: .utf8)
    try #"""
    private enum Rules {
      static let message = [
        NSLocalizedString("Passwords need:", comment: ""),
        NSLocalizedString("- 8 characters", comment: ""),
      ].joined(separator: .newline)
    }
    func warn() {
      let alert = UIAlertController(title: "Weak Password", message: Rules.message, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
    }
    """#.write(
      to: folder.appendingPathComponent("Warn.swift"), atomically: true, encoding: .utf8)
    let alert = try #require(SwiftAlertExtractor.extract(paths: [folder.path]).alerts.first)
    #expect(alert.message == "Passwords need:\n- 8 characters")
  }
}
