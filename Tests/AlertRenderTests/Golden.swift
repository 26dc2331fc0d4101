import AlertRender
import Foundation
import GoldenFiles
import Testing

/// Golden renders beside this test in `__Snapshots__/` (see ``GoldenFile``).
enum Golden {
  static let files = GoldenFile.beside(#filePath, filter: "AlertRenderTests")

  /// Renders on this machine are byte-identical run to run (see RenderOutputTests), so most
  /// comparisons pass at once. The tolerance only absorbs anti-aliasing changes of a pixman or
  /// FreeType patch release: at most 0.1 % of pixels may differ, none by more than 24/255.
  static func expectSimilar(
    _ actual: Data, toPNG name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    guard let expected = files.reference(name, actual: actual, sourceLocation: sourceLocation)
    else {
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

  /// SVG references are compared byte for byte.
  static func expectEqual(
    _ actual: Data, toSVG name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    files.expectEqual(actual, to: name, sourceLocation: sourceLocation)
  }
}
