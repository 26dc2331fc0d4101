/// A port of pixelmatch v7.2.0 (mapbox/pixelmatch, `index.js`): the YIQ colour delta of
/// Kotsarenko and Ramos scaled by its maximum 35215, and Vyšniauskas's anti-aliasing detector.
///
/// Images are 8-bit RGBA, straight alpha, rows packed. The loops run over unsafe buffers and
/// compare whole 32-bit pixels first, so identical regions cost one load and one compare each.
public enum PixelMatch {
  /// What one comparison found; `mask` marks each pixel for the diff image and density rule.
  public struct Result: Sendable, Equatable {
    /// Pixels whose delta exceeds the threshold and that are not anti-aliasing (pixelmatch's
    /// return value).
    public var differing: Int
    /// Pixels above the threshold that were taken for anti-aliasing and not counted.
    public var antialiased: Int
    /// One byte per pixel: 0 same or within the threshold, ``PixelMatch/Mark`` otherwise.
    public var mask: [UInt8]
  }

  /// Per-pixel marks in ``Result/mask``.
  public enum Mark {
    /// Above the threshold and counted; the second image is lighter there.
    public static let lighter: UInt8 = 1
    /// Above the threshold and counted; the second image is darker there.
    public static let darker: UInt8 = 2
    /// Above the threshold but anti-aliasing (not counted unless `includeAA`).
    public static let antialiased: UInt8 = 3
    /// Different bytes, but within the threshold.
    public static let similar: UInt8 = 4
  }

  /// Compares two images of `width × height` pixels.
  /// - Parameters:
  ///   - threshold: 0…1; pixelmatch's default 0.1. A pixel differs when its squared YIQ
  ///     distance exceeds `35215 × threshold²`.
  ///   - includeAA: count anti-aliased pixels as differences (pixelmatch's `includeAA`).
  ///   - checkerboard: blend semi-transparent pixels over pixelmatch's checkerboard (true, its
  ///     default) or over white (false) before comparing them (pixelmatch's `checkerboard`).
  public static func compare(
    _ a: [UInt8], _ b: [UInt8], width: Int, height: Int, threshold: Double = 0.1,
    includeAA: Bool = false, checkerboard: Bool = true
  ) -> Result {
    precondition(a.count == width * height * 4 && b.count == a.count, "image sizes differ")
    let maxDelta = 35215 * threshold * threshold
    var mask = [UInt8](repeating: 0, count: width * height)
    var differing = 0
    var antialiased = 0
    a.withUnsafeBytes { rawA in
      b.withUnsafeBytes { rawB in
        mask.withUnsafeMutableBufferPointer { marks in
          let img1 = rawA.bindMemory(to: UInt8.self)
          let img2 = rawB.bindMemory(to: UInt8.self)
          let a32 = rawA.bindMemory(to: UInt32.self)
          let b32 = rawB.bindMemory(to: UInt32.self)
          let images = Pair(
            img1: img1, img2: img2, a32: a32, b32: b32, width: width, height: height,
            checkerboard: checkerboard)
          for y in 0..<height {
            for x in 0..<width {
              let i = y * width + x
              if a32[i] == b32[i] { continue }
              let delta = colorDelta(
                img1, img2, i * 4, i * 4, yOnly: false, checkerboard: checkerboard)
              if abs(delta) > maxDelta {
                let isAA =
                  images.antialiased(first: true, x, y) || images.antialiased(first: false, x, y)
                if !includeAA && isAA {
                  marks[i] = Mark.antialiased
                  antialiased += 1
                } else {
                  marks[i] = delta < 0 ? Mark.darker : Mark.lighter
                  differing += 1
                }
              } else {
                marks[i] = Mark.similar
              }
            }
          }
        }
      }
    }
    return Result(differing: differing, antialiased: antialiased, mask: mask)
  }

  /// Squared YIQ distance of pixel `k` of `img1` and pixel `m` of `img2` (byte offsets),
  /// negative when the second is lighter; with `yOnly`, the signed brightness difference.
  /// Semi-transparent pixels are blended with pixelmatch 7's checkerboard, whose colour
  /// depends on `k`, or with white when `checkerboard` is false.
  @inline(__always)
  static func colorDelta(
    _ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int,
    yOnly: Bool, checkerboard: Bool = true
  ) -> Double {
    let r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2])
    let a1 = Double(img1[k + 3])
    let r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2])
    let a2 = Double(img2[m + 3])
    var dr = r1 - r2
    var dg = g1 - g2
    var db = b1 - b2
    let da = a1 - a2
    if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
    if a1 < 255 || a2 < 255 {
      var rb = 255.0
      var gb = 255.0
      var bb = 255.0
      if checkerboard {
        rb = 48 + 159 * Double(k % 2)
        gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
        bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
      }
      dr = (r1 * a1 - r2 * a2 - rb * da) / 255
      dg = (g1 * a1 - g2 * a2 - gb * da) / 255
      db = (b1 * a1 - b2 * a2 - bb * da) / 255
    }
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    if yOnly { return y }
    let i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
  }

  /// Brightness (Y) of a pixel, as pixelmatch's grey background of the diff image uses it.
  @inline(__always)
  static func brightness(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Double {
    Double(r) * 0.29889531 + Double(g) * 0.58662247 + Double(b) * 0.11448223
  }
}
