import Foundation
import Testing

/// Golden files beside the reporter tests in `__Snapshots__/`, compared on every run and
/// recorded only when `ALERT_PREVIEW_RECORD` is set (and then the test fails).
enum Golden {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

  static var recording: Bool { ProcessInfo.processInfo.environment["ALERT_PREVIEW_RECORD"] != nil }

  /// Compares `actual` with the golden file `name`, or records it when asked.
  static func expectEqual(
    _ actual: String, to name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(name)
    if recording {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        Issue.record(
          "recorded \(name); run the tests again without ALERT_PREVIEW_RECORD",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = try? Data(contentsOf: url) else {
      Issue.record(
        "no golden file \(name); record it with ALERT_PREVIEW_RECORD=1 swift test --filter AlertLintTests",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    #expect(
      actual == expected,
      "\(name) changed; inspect the difference and re-record with ALERT_PREVIEW_RECORD=1 if intended",
      sourceLocation: sourceLocation)
  }
}
