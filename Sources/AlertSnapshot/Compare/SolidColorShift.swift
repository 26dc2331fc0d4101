import Foundation

/// The solid-colour rule's measurement: pixels inside solid areas of both images whose colour
/// moved by more than a CIE76 ΔE. Glyph edges are never solid (they sit on a ramp), so a
/// rasteriser that draws an edge differently cannot trip it; a recoloured label can.
enum SolidColorShift {
  /// Counts shifted pixels among those `mask` marks as different in any way.
  static func count(
    _ a: [UInt8], _ b: [UInt8], mask: [UInt8], width: Int, height: Int, deltaE limit: Double
  ) -> (count: Int, largest: Double) {
    var count = 0
    var largest = 0.0
    a.withUnsafeBytes { rawA in
      b.withUnsafeBytes { rawB in
        let pair = Pair(
          img1: rawA.bindMemory(to: UInt8.self), img2: rawB.bindMemory(to: UInt8.self),
          a32: rawA.bindMemory(to: UInt32.self), b32: rawB.bindMemory(to: UInt32.self),
          width: width, height: height)
        for i in 0..<mask.count where mask[i] != 0 {
          let x = i % width
          let y = i / width
          guard pair.hasManySiblings(pair.a32, x, y), pair.hasManySiblings(pair.b32, x, y) else {
            continue
          }
          let e = deltaE(pair.img1, pair.img2, i * 4)
          largest = max(largest, e)
          if e > limit { count += 1 }
        }
      }
    }
    return (count, largest)
  }

  /// CIE76 ΔE between the pixels at byte offset `k`, each blended over white.
  static func deltaE(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ k: Int)
    -> Double
  {
    let l1 = lab(a, k)
    let l2 = lab(b, k)
    let dl = l1.0 - l2.0
    let da = l1.1 - l2.1
    let db = l1.2 - l2.2
    return (dl * dl + da * da + db * db).squareRoot()
  }

  /// CIELAB (D65) of an sRGB pixel blended over white.
  static func lab(_ p: UnsafeBufferPointer<UInt8>, _ k: Int) -> (Double, Double, Double) {
    let alpha = Double(p[k + 3]) / 255
    func linear(_ c: UInt8) -> Double {
      let v = (255 + (Double(c) - 255) * alpha) / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    let r = linear(p[k])
    let g = linear(p[k + 1])
    let b = linear(p[k + 2])
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
  }
}
