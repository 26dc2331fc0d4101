import AlertRender
import Testing

@testable import AlertSnapshot

/// pixelmatch 7.2.0's semantics on small synthetic images, as its own tests check them.
@Suite struct PixelMatchTests {
  /// A `w × h` image of one colour.
  static func image(_ w: Int, _ h: Int, _ rgba: [UInt8] = [255, 255, 255, 255]) -> [UInt8] {
    Array((0..<(w * h)).flatMap { _ in rgba })
  }

  static func set(_ image: inout [UInt8], _ w: Int, _ x: Int, _ y: Int, _ rgba: [UInt8]) {
    image.replaceSubrange(((y * w + x) * 4)..<((y * w + x) * 4 + 4), with: rgba)
  }

  @Test func identicalImagesHaveNoDifferences() {
    let a = Self.image(8, 8)
    let result = PixelMatch.compare(a, a, width: 8, height: 8)
    #expect(result.differing == 0 && result.antialiased == 0)
  }

  @Test func oneChangedPixelIsCounted() {
    let a = Self.image(8, 8)
    var b = a
    Self.set(&b, 8, 4, 4, [0, 0, 0, 255])
    let result = PixelMatch.compare(a, b, width: 8, height: 8)
    #expect(result.differing == 1)
    #expect(result.mask[4 * 8 + 4] == PixelMatch.Mark.darker)
  }

  @Test func blackAgainstWhiteIsTheFullBrightnessDelta() throws {
    let black: [UInt8] = [0, 0, 0, 255]
    let white: [UInt8] = [255, 255, 255, 255]
    let delta = black.withUnsafeBufferPointer { a in
      white.withUnsafeBufferPointer { b in PixelMatch.colorDelta(a, b, 0, 0, yOnly: false) }
    }
    // Only Y differs: 0.5053 × 255²; positive because the second image is the lighter one.
    #expect(abs(delta - 0.5053 * 255 * 255) < 0.5)
    let reversed = white.withUnsafeBufferPointer { a in
      black.withUnsafeBufferPointer { b in PixelMatch.colorDelta(a, b, 0, 0, yOnly: false) }
    }
    #expect(reversed == -delta)
  }

  @Test(arguments: [(25, 0), (27, 1)])
  func thresholdPointOneToleratesAbout26GreyLevels(step: Int, expected: Int) {
    let a = Self.image(3, 3, [128, 128, 128, 255])
    var b = a
    Self.set(&b, 3, 1, 1, [UInt8(128 + step), UInt8(128 + step), UInt8(128 + step), 255])
    #expect(PixelMatch.compare(a, b, width: 3, height: 3).differing == expected)
  }

  /// A dark block on white whose left edge pixel is grey (anti-aliasing) in one image only:
  /// pixelmatch ignores that pixel unless includeAA.
  @Test func antialiasedEdgePixelsAreDetectedAndExcluded() {
    let w = 10
    var a = Self.image(w, 10)
    for y in 2..<8 { for x in 5..<9 { Self.set(&a, w, x, y, [0, 0, 0, 255]) } }
    var b = a
    Self.set(&b, w, 4, 4, [128, 128, 128, 255])
    let ignored = PixelMatch.compare(a, b, width: w, height: 10)
    #expect(ignored.differing == 0)
    #expect(ignored.antialiased == 1)
    let included = PixelMatch.compare(a, b, width: w, height: 10, includeAA: true)
    #expect(included.differing == 1)
  }

  @Test func semiTransparentPixelsAreBlendedBeforeComparing() {
    // Two fully transparent pixels of different colours are the same once blended.
    let a = Self.image(2, 2, [255, 0, 0, 0])
    let b = Self.image(2, 2, [0, 0, 255, 0])
    #expect(PixelMatch.compare(a, b, width: 2, height: 2).differing == 0)
  }

  @Test func theDensestWindowCountsTheMostPacked() {
    var mask = [UInt8](repeating: 0, count: 40 * 40)
    for x in 0..<40 { mask[20 * 40 + x] = PixelMatch.Mark.darker }  // a 40-px line
    let window = DensityWindow.densest(mask, width: 40, height: 40, size: 16) { $0 != 0 }
    #expect(window.count == 16)
    #expect(window.y <= 20 && window.y + 16 > 20)
  }

  @Test func differentSizesFailWithBothSizes() {
    let a = PNGImage(width: 2, height: 2, rgba: Self.image(2, 2))
    let b = PNGImage(width: 2, height: 3, rgba: Self.image(2, 3))
    let comparison = ImageComparison.compare(a, b)
    #expect(comparison.verdict == .sizeMismatch(reference: "2×2", actual: "2×3"))
  }
}
