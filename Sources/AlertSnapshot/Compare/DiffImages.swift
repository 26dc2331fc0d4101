import AlertRender

/// The images a reviewer reads: pixelmatch's diff (the reference in faded grey, differing
/// pixels red, anti-aliasing yellow, or the colours the options give) and the three panels
/// reference | diff | actual.
public enum DiffImages {
  /// pixelmatch 7.2.0's output image, byte for byte, drawn from the marks of
  /// ``PixelMatch/compare(_:_:width:height:threshold:includeAA:checkerboard:)``: each similar
  /// pixel is the reference's brightness faded towards white (``ComparisonOptions/diffAlpha``),
  /// anti-aliasing is ``ComparisonOptions/aaColor``, and a counted difference is
  /// ``ComparisonOptions/diffColor``, or ``ComparisonOptions/diffColorAlt`` where the actual
  /// image is darker. With ``ComparisonOptions/diffMask`` only the differences are drawn, on
  /// transparent black.
  ///
  /// With a size mismatch (`mask` nil), the reference alone over the larger size, with the
  /// area the two do not share in the diff colour.
  public static func diff(
    _ reference: PNGImage, _ actual: PNGImage, mask: [UInt8]?,
    options: ComparisonOptions = ComparisonOptions()
  ) -> PNGImage {
    let width = max(reference.width, actual.width)
    let height = max(reference.height, actual.height)
    var out = [UInt8](repeating: 0, count: width * height * 4)
    let alt = options.diffColorAlt ?? options.diffColor
    func draw(_ o: Int, _ color: DiffColor) {
      out[o] = color.r
      out[o + 1] = color.g
      out[o + 2] = color.b
      out[o + 3] = 255
    }
    for y in 0..<height {
      for x in 0..<width {
        let o = (y * width + x) * 4
        guard x < reference.width, y < reference.height, x < actual.width, y < actual.height
        else {
          draw(o, options.diffColor)
          continue
        }
        let i = y * reference.width + x
        switch mask?[i] ?? 0 {
        case PixelMatch.Mark.darker: draw(o, alt)
        case PixelMatch.Mark.lighter: draw(o, options.diffColor)
        case _ where options.diffMask: continue  // transparent
        case PixelMatch.Mark.antialiased: draw(o, options.aaColor)
        default:
          let v = grey(reference.rgba, i * 4, alpha: options.diffAlpha)
          draw(o, DiffColor(v, v, v))
        }
      }
    }
    return PNGImage(width: width, height: height, rgba: out)
  }

  /// pixelmatch's grey for the pixel at byte offset `k`: its brightness blended towards white
  /// by `alpha × a / 255`, in pixelmatch's order of operations, then stored as a JavaScript
  /// `Uint8Array` stores a number (the fraction dropped, modulo 256), not rounded.
  static func grey(_ rgba: [UInt8], _ k: Int, alpha: Double) -> UInt8 {
    let luma = PixelMatch.brightness(rgba[k], rgba[k + 1], rgba[k + 2])
    let value = 255 + (luma - 255) * alpha * Double(rgba[k + 3]) / 255
    guard value.isFinite else { return 0 }
    let byte = value.rounded(.towardZero).truncatingRemainder(dividingBy: 256)
    return UInt8(byte < 0 ? byte + 256 : byte)
  }

  /// `reference | diff | actual` side by side on a mid-grey ground, 8-pixel gutters.
  public static func panels(_ reference: PNGImage, _ diff: PNGImage, _ actual: PNGImage)
    -> PNGImage
  {
    let gutter = 8
    let images = [reference, diff, actual]
    let width = images.reduce(gutter) { $0 + $1.width + gutter }
    let height = images.map(\.height).max().map { $0 + 2 * gutter } ?? 0
    var out = [UInt8](repeating: 128, count: width * height * 4)
    var left = gutter
    for image in images {
      for y in 0..<image.height {
        let source = y * image.width * 4
        let target = ((y + gutter) * width + left) * 4
        out.replaceSubrange(
          target..<(target + image.width * 4),
          with: image.rgba[source..<(source + image.width * 4)])
      }
      left += image.width + gutter
    }
    return PNGImage(width: width, height: height, rgba: out)
  }
}
