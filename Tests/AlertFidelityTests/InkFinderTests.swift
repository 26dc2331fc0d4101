import Foundation
import Testing

@testable import AlertFidelity

/// The ink finder over a backdrop that glass blurs: a faint label must be told from a blurred,
/// saturated button behind it (iOS 26's disabled “Remove” over the app's blue button, n3).
@Suite struct InkFinderTests {
  /// A light body at 2 px/pt; a faint, translucent grey label: a bar from x 130 to 246 and y 50
  /// to 72 of 4-px stems 4 px apart, as sparse as text; and behind it a blue button (x 20 to
  /// 190, y 0 to 58) blurred as glass blurs it (a Gaussian of 12 px), whose lower right corner
  /// fades out across the bar, as in n3.
  static func glowAndLabel() -> Raster {
    let (width, height) = (320, 120)
    let spread = 12 * 2.0.squareRoot()
    // The share of a blurred edge's far side reaching `v`, for an edge from `low` to `high`.
    func blurred(_ v: Int, _ low: Double, _ high: Double) -> Double {
      (erf((Double(v) - low) / spread) - erf((Double(v) - high) / spread)) / 2
    }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let glow = blurred(x, 20, 190) * blurred(y, 0, 58)
        var pixel = [235 - 70 * glow, 235 - 45 * glow, 235 + 15 * glow]
        if (130..<246).contains(x), (x - 130) % 8 < 4, (50..<72).contains(y) {
          // Half-opaque grey, as a disabled label is: its ink takes the backdrop's tint.
          pixel = pixel.map { 0.55 * $0 + 0.45 * 140 }
        }
        for channel in 0..<3 {
          rgba[(y * width + x) * 4 + channel] = UInt8(min(max(pixel[channel], 0), 255).rounded())
        }
      }
    }
    return Raster(width: width, height: height, rgba: rgba)
  }

  @Test func findsAFaintLabelOverABlurredGlow() throws {
    let finder = InkFinder(raster: Self.glowAndLabel(), frame: ImageFrame(pixelsPerPoint: 2))
    let lines = finder.blocks(xs: 10..<310, ys: 10..<110).blocks
    let label = try #require(lines.only, "found \(lines.count) blocks, not the one label")
    // Its ends within a pixel (half a point). Against whole rows' and columns' medians alone,
    // the glow's blurred edge above the bar was ink, and the left end read 56 pt out, at 8.9.
    #expect(abs(label.left - 65) <= 0.5, "left \(label.left), not 65")
    #expect(abs(label.right - 123) <= 0.5, "right \(label.right), not 123")
  }
}

extension Array {
  /// The one element, or nil when there are none or several.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
