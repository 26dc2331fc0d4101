import AlertRender
import Foundation
import Testing

/// Golden files beside this test in `__Snapshots__/`, compared on every run and recorded only
/// when `ALERT_PREVIEW_RECORD` is set (and then the test fails, so a recording never passes).
enum Golden {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

  static var recording: Bool { ProcessInfo.processInfo.environment["ALERT_PREVIEW_RECORD"] != nil }

  /// Loads the reference, or records `actual` when asked; `nil` means the test has failed.
  static func reference(
    _ name: String, actual: Data, sourceLocation: SourceLocation = #_sourceLocation
  )
    -> Data?
  {
    let url = folder.appendingPathComponent(name)
    if recording {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      do {
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
        "no reference \(name); record it with ALERT_PREVIEW_RECORD=1 swift test --filter AlertRenderTests",
        sourceLocation: sourceLocation)
      return nil
    }
    return data
  }

  /// Renders on this machine are byte-identical run to run (see DeterminismTests), so most
  /// comparisons pass at once. The tolerance only absorbs anti-aliasing changes of a pixman or
  /// FreeType patch release: at most 0.1 % of pixels may differ, none by more than 24/255.
  static func expectSimilar(
    _ actual: Data, toPNG name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    guard let expected = reference(name, actual: actual, sourceLocation: sourceLocation) else {
      return
    }
    if expected == actual { return }
    let a = try PNGImage(data: actual)
    let b = try PNGImage(data: expected)
    #expect(
      a.width == b.width && a.height == b.height, "\(name): size changed",
      sourceLocation: sourceLocation)
    guard a.width == b.width, a.height == b.height else { return }
    var differing = 0
    var largest = 0
    for pixel in stride(from: 0, to: a.rgba.count, by: 4) {
      var delta = 0
      for channel in 0..<4 {
        delta = max(delta, abs(Int(a.rgba[pixel + channel]) - Int(b.rgba[pixel + channel])))
      }
      if delta > 0 { differing += 1 }
      largest = max(largest, delta)
    }
    let share = Double(differing) / Double(a.width * a.height)
    #expect(
      share <= 0.001 && largest <= 24,
      "\(name): \(differing) pixels differ (\(share * 100) %), largest channel change \(largest)",
      sourceLocation: sourceLocation)
  }

  /// SVG references are compared as text.
  static func expectEqual(
    _ actual: Data, toSVG name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let expected = reference(name, actual: actual, sourceLocation: sourceLocation) else {
      return
    }
    #expect(
      actual == expected,
      "\(name) changed; inspect it and re-record with ALERT_PREVIEW_RECORD=1 if the change is intended",
      sourceLocation: sourceLocation)
  }
}
