import AlertSpec
import AlertSwiftSource
import Foundation
import Testing

/// Copy an app chooses by value (`Tests/Fixtures/SwiftEnumCopy`): an error enum whose `title`
/// and `message` `switch self`, a static member building an alert value, and a static function
/// of `let`s and a `return`, each read in another file than the alert.
@Suite struct EnumCopyTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/SwiftEnumCopy").path
  static let extraction = SwiftAlertExtractor.extract(paths: [root])
  static var alerts: [AlertSpec] { extraction.alerts }

  /// `case .accountLocked: presentLocked(error: error)`: the helper's `error.title` is the
  /// getter's branch for that case.
  @Test func anErrorsCopyIsTheCaseTheSwitchHolds() throws {
    let alert = try Self.alerts.alert("sign-in-view-controller-handle-account-locked")
    #expect(alert.title == "Account Locked")
    #expect(alert.message == "Too many attempts. Try again in an hour.")
    #expect(alert.locations["title"]?.file.hasSuffix("LoginError.swift") == true)
    // Shown by the call in `handle(_:)`, built in the helper.
    #expect(alert.locations["made"]?.line == 16)
  }

  /// `case .passwordExpired, .offline:` shares one title; each case keeps its own message.
  @Test func aCaseListedWithOthersSharesTheirCopy() throws {
    let alert = try Self.alerts.alert("sign-in-view-controller-handle-cant-sign-in")
    #expect(alert.title == "Can’t Sign In")
    #expect(alert.message == "Your password has expired. Choose a new one to continue.")
    #expect(alert.buttons.map(\.label) == ["Later", "Choose Password"])
  }

  /// The helpers' own alerts, read from `error.title` alone, are shown by the calls.
  @Test func theHelpersOwnAlertsGiveWayToTheirCalls() {
    #expect(!Self.alerts.contains { $0.title == "{title}" })
    #expect(Self.alerts.count == 5)
  }

  /// `show(outcome: .nothingFound)`: what `static var nothingFound: RestoreOutcome` builds from
  /// its `let`s.
  @Test func aStaticMemberBuildingTheValueIsRead() throws {
    let alert = try Self.alerts.alert("backup-settings-view-controller-restore-finished-no-backup")
    #expect(alert.title == "No Backup Found")
    #expect(alert.message == "Back up from Settings on your other iPhone first.")
    #expect(alert.buttons.map(\.label) == ["OK"])
  }

  /// `found ? .restored : .nothingFound`: the first is shown, the other said in a note.
  @Test func aChoiceBetweenBuiltValuesIsNoted() throws {
    let alert = try Self.alerts.alert("backup-settings-view-controller-restore-tapped-backup")
    #expect(alert.title == "Backup Restored")
    #expect(alert.buttons.map(\.label) == ["Done"])
    let notes = Self.extraction.notes.map(\.description)
    #expect(notes.contains { $0.contains("“Backup Restored” and “No Backup Found”") })
  }

  /// `let template = NSLocalizedString(…); return String(format: template, name)`.
  @Test func aFunctionOfLetsAndAReturnIsRead() throws {
    let alert = try Self.alerts.alert("sign-in-view-controller-confirm-delete-delete-name")
    #expect(alert.title == "Delete “{name}”?")
  }
}
