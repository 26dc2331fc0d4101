import Foundation

/// A colour in CIE L*a*b* (D65), and the CIE76 difference between two: the colour maths of the
/// fidelity measurements and of the snapshot comparison's solid-colour rule, in one place.
///
/// Inlinable and allocation-free: the snapshot comparison makes two per differing pixel.
package struct CIELab: Hashable, Sendable {
  /// Lightness, 0…100.
  package var l: Double
  /// Green (negative) to red (positive).
  package var a: Double
  /// Blue (negative) to yellow (positive).
  package var b: Double

  /// The colour of sRGB-encoded channels, each 0…1.
  @inlinable
  package init(red: Double, green: Double, blue: Double) {
    let r = SRGB.linear(red)
    let g = SRGB.linear(green)
    let b = SRGB.linear(blue)
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
    self.l = 116 * f(y) - 16
    self.a = 500 * (f(x) - f(y))
    self.b = 200 * (f(y) - f(z))
  }

  /// CIE76 colour difference: the Euclidean distance in L*a*b*. About 2.3 is a just-noticeable
  /// difference side by side.
  @inlinable
  package func deltaE76(_ other: CIELab) -> Double {
    let dl = l - other.l
    let da = a - other.a
    let db = b - other.b
    return (dl * dl + da * da + db * db).squareRoot()
  }
}
