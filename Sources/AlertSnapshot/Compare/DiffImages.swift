import AlertRender

/// The images a reviewer reads: pixelmatch's diff (the reference in faded grey, differing
/// pixels red or blue, anti-aliasing yellow) and the three panels reference | diff | actual.
public enum DiffImages {
  /// pixelmatch's output image; with a size mismatch, the reference alone in grey over the
  /// larger size, with the area the two do not share in red.
  public static func diff(_ reference: PNGImage, _ actual: PNGImage, mask: [UInt8]?) -> PNGImage {
    let width = max(reference.width, actual.width)
    let height = max(reference.height, actual.height)
    var out = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let o = (y * width + x) * 4
        guard x < reference.width, y < reference.height, x < actual.width, y < actual.height
        else {
          out[o] = 255
          out[o + 1] = 0
          out[o + 2] = 0
          continue
        }
        let i = y * reference.width + x
        let color: (UInt8, UInt8, UInt8)
        switch mask?[i] ?? 0 {
        case PixelMatch.Mark.darker: color = (255, 0, 0)
        case PixelMatch.Mark.lighter: color = (255, 0, 0)
        case PixelMatch.Mark.antialiased: color = (255, 255, 0)
        default:
          let k = i * 4
          let rgba = reference.rgba
          let luma = PixelMatch.brightness(rgba[k], rgba[k + 1], rgba[k + 2])
          let value = 255 + (luma - 255) * 0.1 * Double(rgba[k + 3]) / 255
          let grey = UInt8(max(0, min(255, value.rounded())))
          color = (grey, grey, grey)
        }
        out[o] = color.0
        out[o + 1] = color.1
        out[o + 2] = color.2
      }
    }
    return PNGImage(width: width, height: height, rgba: out)
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
