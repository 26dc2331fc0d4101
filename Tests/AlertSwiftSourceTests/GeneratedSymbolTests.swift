import AlertSpec
import AlertSwiftSource
import Foundation
import Testing

/// Copy named by symbols generated from the app's tables (`Tests/Fixtures/SwiftSymbols`):
/// Xcode's String Catalog symbols and R.swift's accessors are the keys whose words they spell.
@Suite struct GeneratedSymbolTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/SwiftSymbols").path
  static let alerts = SwiftAlertExtractor.extract(paths: [root]).alerts

  /// `Text(.plantDeleteTitle)` is `plant.delete.title`; `.commonDelete` is `common_delete`.
  @Test func anXcodeSymbolIsTheKeyItSpells() throws {
    let alert = try Self.alerts.alert("plant-view-body-delete-title")
    #expect(alert.keys["title"] == StringKey(key: "plant.delete.title"))
    #expect(alert.keys["message"] == StringKey(key: "plant.delete.message"))
    #expect(alert.keys["buttons[0].label"] == StringKey(key: "common_delete"))
    #expect(alert.keys["buttons[1].label"] == StringKey(key: "common_cancel"))
    #expect(alert.title == "Delete Plant?")
  }

  /// `.Onboarding.allowNotificationsTitle` is in the `Onboarding` table.
  @Test func aTableIsTheSymbolsNamespace() throws {
    let alert = try Self.alerts.alert("plant-view-body-notifications-title")
    #expect(alert.keys["title"] == StringKey(key: "allow.notifications.title", table: "Onboarding"))
    #expect(alert.buttons.map(\.label) == ["Not Now"])
  }

  /// `R.string.localizable.wateringSkipped(plant)`: the format, filled with the argument.
  @Test func anRSwiftAccessorIsTheKeyItSpells() throws {
    let alert = try Self.alerts.alert("watering-view-controller-warn-skipped-plant-was-not-watered")
    #expect(alert.message == "{plant} was not watered today.")
    #expect(alert.buttons.map(\.label) == ["OK"])
  }
}
