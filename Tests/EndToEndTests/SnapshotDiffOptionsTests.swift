import AlertRender
import Foundation
import Testing

/// `alert-preview snapshot`'s pixelmatch diff options reach the diff picture of a failure.
@Suite(.serialized) struct SnapshotDiffOptionsTests {
  static let name = "title-only.iphone-se.portrait.light@2x.png"

  /// References where title-only's is leave-this-area's render: a failure with a diff picture.
  static func mismatchedReferences(in folder: URL) throws -> URL {
    let refs = folder.appendingPathComponent("refs")
    let report = folder.appendingPathComponent("report")
    _ = try SnapshotCommandTests.snapshot(
      ["--filter", "leave-this-area"], refs: refs, report: report)
    let target = refs.appendingPathComponent("title-only/\(name)")
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: refs.appendingPathComponent(
        "leave-this-area/leave-this-area.iphone-se.portrait.light@2x.png"),
      to: target)
    return refs
  }

  /// The distinct RGBA pixels of the failure's diff picture, with how often each occurs.
  static func diffPixels(_ extra: [String], refs: URL, report: URL) throws -> [[UInt8]: Int] {
    let result = try SnapshotCommandTests.snapshot(
      ["--filter", "title-only", "--record", "never"] + extra, refs: refs, report: report)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    let file = report.appendingPathComponent("images/title-only/\(name.dropLast(4)).diff.png")
    let image = try PNGImage(data: try Data(contentsOf: file))
    var pixels: [[UInt8]: Int] = [:]
    for k in stride(from: 0, to: image.rgba.count, by: 4) {
      pixels[Array(image.rgba[k..<k + 4]), default: 0] += 1
    }
    return pixels
  }

  @Test func theDefaultDiffIsGreyWithRedDifferences() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refs = try Self.mismatchedReferences(in: folder)
    let pixels = try Self.diffPixels(
      [], refs: refs, report: folder.appendingPathComponent("report"))
    #expect(pixels[[255, 0, 0, 255]] ?? 0 > 0, "differing pixels are red")
    #expect(pixels.keys.allSatisfy { $0[3] == 255 }, "the picture is opaque")
    #expect(pixels.keys.contains { $0[0] == $0[1] && $0[1] == $0[2] && $0[0] < 255 }, "grey")
  }

  @Test func maskAndColoursAreThoseAskedFor() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refs = try Self.mismatchedReferences(in: folder)
    let pixels = try Self.diffPixels(
      ["--diff-mask", "--diff-color", "0,0,255", "--diff-color-alt", "0,128,0"], refs: refs,
      report: folder.appendingPathComponent("report"))
    #expect(Set(pixels.keys).isSubset(of: [[0, 0, 0, 0], [0, 0, 255, 255], [0, 128, 0, 255]]))
    #expect(pixels[[0, 0, 0, 0]] ?? 0 > 0, "a transparent background")
    #expect(pixels[[0, 0, 255, 255]] ?? 0 > 0, "lighter in the render: the diff colour")
    #expect(pixels[[0, 128, 0, 255]] ?? 0 > 0, "darker in the render: the alternative colour")
  }
}
