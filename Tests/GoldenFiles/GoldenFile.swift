import Foundation
import Testing

/// Golden files compared on every run and re-recorded only on request: with
/// `ALERT_PREVIEW_RECORD` set, the actual output is written and the test fails, so a recording
/// never passes silently. Shared by every test target that keeps references.
public struct GoldenFile: Sendable {
  /// The folder the references live in (usually `__Snapshots__` beside the test).
  public let folder: URL
  /// The `swift test --filter` argument that re-records them, for messages.
  public let filter: String

  /// References in `folder`, re-recorded with `swift test --filter <filter>`.
  public init(folder: URL, filter: String) {
    self.folder = folder
    self.filter = filter
  }

  /// `__Snapshots__` beside the file that calls this (pass `#filePath`).
  public static func beside(_ filePath: String, filter: String) -> GoldenFile {
    GoldenFile(
      folder: URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__"),
      filter: filter)
  }

  /// Whether this run records instead of comparing.
  public static var recording: Bool {
    ProcessInfo.processInfo.environment["ALERT_PREVIEW_RECORD"] != nil
  }

  /// The reference `name`, or `nil` when the test has already failed: the reference is missing,
  /// or this run recorded `actual` in its place.
  public func reference(
    _ name: String, actual: Data, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Data? {
    let url = folder.appendingPathComponent(name)
    if Self.recording {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try actual.write(to: url)
        Issue.record(
          "recorded \(name); run the tests again without ALERT_PREVIEW_RECORD",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
      }
      return nil
    }
    guard let data = try? Data(contentsOf: url) else {
      Issue.record(
        "no reference \(name); record it with ALERT_PREVIEW_RECORD=1 swift test --filter \(filter)",
        sourceLocation: sourceLocation)
      return nil
    }
    return data
  }

  /// Expects `actual` to equal the reference `name` exactly.
  public func expectEqual(
    _ actual: Data, to name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let expected = reference(name, actual: actual, sourceLocation: sourceLocation) else {
      return
    }
    #expect(
      actual == expected,
      "\(name) changed; inspect it and re-record with ALERT_PREVIEW_RECORD=1 swift test --filter \(filter) if the change is intended",
      sourceLocation: sourceLocation)
  }

  /// Expects the text `actual` to equal the reference `name` exactly (a failure shows both
  /// texts).
  public func expectEqual(
    _ actual: String, to name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let data = reference(name, actual: Data(actual.utf8), sourceLocation: sourceLocation)
    else { return }
    #expect(
      actual == String(decoding: data, as: UTF8.self),
      "\(name) changed; inspect it and re-record with ALERT_PREVIEW_RECORD=1 swift test --filter \(filter) if the change is intended",
      sourceLocation: sourceLocation)
  }
}
