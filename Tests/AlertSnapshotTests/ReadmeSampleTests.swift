import AlertLayout
import AlertSnapshot
import AlertSpec
import Foundation
import StyleSheet
import Testing

/// The sample test of docs/guide/snapshot-tests.md (and of the DocC article), with its
/// references in a temporary folder instead of beside this file: it records and fails, then
/// passes.
@Suite struct ReadmeSampleTests {
  @Test(arguments: ["iphone-se", "iphone-15"])
  func logOut(device: String) throws {
    let references = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: references) }
    let style = try StyleSheetLoader.load("ios", searchPaths: [Fixtures.styles])
    let spec = try #require(
      SpecLoader.load(
        text: """
          {"id": "log-out", "title": "Log out?",
           "buttons": [{"label": "Cancel", "role": "cancel"},
                       {"label": "Log out", "role": "destructive"}]}
          """
      ).alerts.first)
    let phone = try #require(style.devices.first { $0.id == device })
    let configurations = RenderConfiguration.all(
      devices: [phone], orientations: [.portrait, .landscape], appearances: [.light, .dark],
      scales: [2])
    let recording = #expect(throws: SnapshotFailure.self) {
      try AlertSnapshotTesting.assertSnapshots(
        of: spec, style: style, configurations: configurations, record: .missing,
        references: references)
    }
    #expect(recording?.summary.new.count == 4)
    let summary = try AlertSnapshotTesting.assertSnapshots(
      of: spec, style: style, configurations: configurations, record: .never,
      references: references)
    #expect(summary.passed.count == 4)
  }
}
