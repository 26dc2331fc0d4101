import AlertRender
import Foundation
import Testing

@testable import AlertSnapshot

/// pixelmatch 7.2.0's own test suite: for each case, the mismatch count and a diff picture
/// whose decoded RGBA equals pixelmatch's byte for byte. The images are read at test time from
/// `../shared/reference/pixelmatch-7.2.0-fixtures/` beside the package root, never copied here.
@Suite struct PixelMatchFixtureTests {
  /// One `diffTest(A, B, DIFF, options, mismatched)` of pixelmatch's `test/test.js`.
  struct Case: Sendable, CustomTestStringConvertible {
    var a: String
    var b: String
    var diff: String
    var options: ComparisonOptions
    var mismatched: Int
    var testDescription: String { "\(a) vs \(b) → \(diff).png" }
  }

  static let cases: [Case] = [
    Case(a: "1a", b: "1b", diff: "1diff", options: .init(threshold: 0.05), mismatched: 143),
    Case(a: "1a", b: "1b", diff: "1diffdefaultthreshold", options: .init(), mismatched: 106),
    Case(
      a: "1a", b: "1b", diff: "1diffmask",
      options: .init(threshold: 0.05, includeAA: false, diffMask: true), mismatched: 143),
    Case(
      a: "1a", b: "1a", diff: "1emptydiffmask", options: .init(threshold: 0, diffMask: true),
      mismatched: 0),
    Case(
      a: "2a", b: "2b", diff: "2diff",
      options: .init(
        threshold: 0.05, diffAlpha: 0.5, aaColor: DiffColor(0, 192, 0),
        diffColor: DiffColor(255, 0, 255)),
      mismatched: 12437),
    Case(a: "3a", b: "3b", diff: "3diff", options: .init(threshold: 0.05), mismatched: 212),
    Case(a: "4a", b: "4b", diff: "4diff", options: .init(threshold: 0.05), mismatched: 36049),
    Case(a: "5a", b: "5b", diff: "5diff", options: .init(threshold: 0.05), mismatched: 6),
    Case(a: "6a", b: "6b", diff: "6diff", options: .init(threshold: 0.05), mismatched: 51),
    Case(a: "6a", b: "6a", diff: "6empty", options: .init(threshold: 0), mismatched: 0),
    Case(
      a: "7a", b: "7b", diff: "7diff", options: .init(diffColorAlt: DiffColor(0, 255, 0)),
      mismatched: 2448),
    Case(a: "8a", b: "5b", diff: "8diff", options: .init(threshold: 0.05), mismatched: 32896),
  ]

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/reference/pixelmatch-7.2.0-fixtures")

  struct MissingFixture: Error, CustomStringConvertible {
    var description: String
  }

  /// A fixture image, decoded; a missing file fails the test and says where it was looked for.
  static func image(_ name: String) throws -> PNGImage {
    let path = folder.appendingPathComponent("\(name).png").standardizedFileURL.path
    guard let data = FileManager.default.contents(atPath: path) else {
      throw MissingFixture(
        description: "pixelmatch 7.2.0's fixture \(path) is missing; these tests read its "
          + "test images from ../shared/reference/pixelmatch-7.2.0-fixtures/ beside the "
          + "package root. Restore that folder; the tests do not skip without it.")
    }
    return try PNGImage(data: data)
  }

  /// Where two RGBA buffers first differ, for a readable failure.
  static func firstDifference(_ got: [UInt8], _ expected: [UInt8], width: Int) -> String {
    guard got.count == expected.count else {
      return "\(got.count) bytes instead of \(expected.count)"
    }
    let differing = got.indices.filter { got[$0] != expected[$0] }
    guard let first = differing.first else { return "identical" }
    let pixel = first / 4
    let k = pixel * 4
    return "\(differing.count) bytes differ; first at pixel (\(pixel % width), \(pixel / width)): "
      + "\(Array(got[k..<k + 4])) instead of \(Array(expected[k..<k + 4]))"
  }

  @Test(arguments: cases)
  func countAndDiffPictureEqualPixelmatch(_ c: Case) throws {
    let a = try Self.image(c.a)
    let b = try Self.image(c.b)
    let expected = try Self.image(c.diff)
    let drawn = PixelMatch.match(a, b, options: c.options, drawing: true)
    let counted = PixelMatch.match(a, b, options: c.options, drawing: false)
    #expect(drawn.mismatched == c.mismatched, "number of mismatched pixels")
    #expect(counted.mismatched == drawn.mismatched, "the count without a diff picture")
    #expect(counted.diff == nil)
    let diff = try #require(drawn.diff)
    #expect(diff.width == expected.width && diff.height == expected.height)
    // A Bool, so a failure prints where the bytes first differ rather than both buffers.
    let identical = diff.rgba == expected.rgba
    #expect(identical, "\(Self.firstDifference(diff.rgba, expected.rgba, width: expected.width))")
  }

  /// pixelmatch's 1×1 case: half-transparent black (0,0,0,128) against opaque grey
  /// (127,127,127,255) differs on the checkerboard and not over white. The pictures follow
  /// from the rules: a differing pixel is red; a similar one is black faded to 10 %,
  /// `255 - 255 × 0.1 × 128/255 = 242.2`, stored as 242.
  @Test(
    arguments: [(true, 1, [255, 0, 0, 255]), (false, 0, [242, 242, 242, 255])]
      as [(Bool, Int, [UInt8])])
  func halfTransparentBlackAgainstOpaqueGrey(
    checkerboard: Bool, mismatched: Int, picture: [UInt8]
  ) {
    let a = PNGImage(width: 1, height: 1, rgba: [0, 0, 0, 128])
    let b = PNGImage(width: 1, height: 1, rgba: [127, 127, 127, 255])
    let options = ComparisonOptions(checkerboard: checkerboard)
    let drawn = PixelMatch.match(a, b, options: options, drawing: true)
    let counted = PixelMatch.match(a, b, options: options, drawing: false)
    #expect(drawn.mismatched == mismatched)
    #expect(counted.mismatched == mismatched)
    #expect(drawn.diff?.rgba == picture)
  }
}
