import AlertSpec
import AlertSwiftSource
import Foundation
import Testing

/// An app's own alert value shown by one SwiftUI presenter (`Tests/Fixtures/SwiftModels`):
/// each place the value is built is an alert with the value's copy in the presenter's fields;
/// the presenter's own alert and its calls (which pass only a binding) are not alerts.
@Suite struct AlertModelTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/SwiftModels").path
  static let alerts = SwiftAlertExtractor.extract(paths: [root]).alerts

  @Test func eachPlaceTheValueIsBuiltIsAnAlert() {
    #expect(
      Self.alerts.map(\.id) == [
        "download-model-finished-download-complete", "setup-model-remind-finish-setting-up",
        "sync-model-failed-sync-paused", "sync-model-signed-out-signed-out",
        "sync-model-confirm-reset-reset-library",
      ])
  }

  @Test func theBuildersCopyFillsThePresentersFields() throws {
    let alert = try Self.alerts.alert("sync-model-failed-sync-paused")
    #expect(alert.title == "Sync Paused")
    #expect(alert.message == "Your changes are kept on this iPhone.")
    #expect(alert.buttons.map(\.label) == ["Try Again"])
    #expect(alert.locations["title"]?.file.hasSuffix("SyncModel.swift") == true)
  }

  @Test func theValueTypesDefaultsFillWhatTheBuilderLeavesOut() throws {
    let alert = try Self.alerts.alert("sync-model-signed-out-signed-out")
    #expect(alert.title == "Signed Out")
    #expect(alert.message == nil)
    #expect(alert.buttons.map(\.label) == ["OK"])
    #expect(alert.locations["buttons[0].label"]?.file.hasSuffix("Notice.swift") == true)
  }

  @Test func aRoleTheValueHoldsIsTheButtons() throws {
    let alert = try Self.alerts.alert("sync-model-confirm-reset-reset-library")
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
  }

  /// `alert(item: item) { prompt in Alert(…) }` in a generic presenter, the value built as
  /// `Prompt<Int>(…)`.
  @Test func aGenericValueShownThroughAlertItemIsRead() throws {
    let alert = try Self.alerts.alert("setup-model-remind-finish-setting-up")
    #expect(alert.title == "Finish Setting Up?")
    #expect(alert.buttons.map(\.label) == ["Finish"])
  }

  /// A `ViewModifier` holding `@Binding var banner: BannerAlert?`.
  @Test func aViewModifiersBoundValueIsRead() throws {
    let alert = try Self.alerts.alert("download-model-finished-download-complete")
    #expect(alert.message == "Your episodes are ready.")
    #expect(alert.buttons.map(\.label) == ["Close"])
  }
}
