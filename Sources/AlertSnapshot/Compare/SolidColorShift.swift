import AlertSupport
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
    lab(a, k).deltaE76(lab(b, k))
  }

  /// CIELAB (D65) of an sRGB pixel blended over white.
  static func lab(_ p: UnsafeBufferPointer<UInt8>, _ k: Int) -> CIELab {
    let alpha = Double(p[k + 3]) / 255
    func overWhite(_ c: UInt8) -> Double { (255 + (Double(c) - 255) * alpha) / 255 }
    return CIELab(red: overWhite(p[k]), green: overWhite(p[k + 1]), blue: overWhite(p[k + 2]))
  }
}
