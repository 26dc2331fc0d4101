import Foundation

/// A colour as stored in an image, channels 0…255 (sRGB-encoded; colour profiles are ignored,
/// as they are in ios-alert-metrics.md §7's figures).
public struct Colour: Hashable, Sendable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double

  public init(_ red: Double, _ green: Double, _ blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Rec. 601 luma, 0…255.
  var luma: Double { 0.299 * red + 0.587 * green + 0.114 * blue }

  /// Euclidean distance in RGB, 0…441.
  func distance(to other: Colour) -> Double {
    let dr = red - other.red
    let dg = green - other.green
    let db = blue - other.blue
    return (dr * dr + dg * dg + db * db).squareRoot()
  }

  /// `#RRGGBB`.
  public var description: String {
    func hex(_ value: Double) -> String {
      let byte = Int(min(max(value, 0), 255).rounded())
      return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
    }
    return "#" + hex(red) + hex(green) + hex(blue)
  }

  /// CIE L*a*b* (D65), treating the channels as sRGB.
  var lab: (l: Double, a: Double, b: Double) {
    func linear(_ value: Double) -> Double {
      let c = value / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let r = linear(red)
    let g = linear(green)
    let b = linear(blue)
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116 }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
  }

  /// CIE76 colour difference: Euclidean distance in L*a*b*. About 2.3 is a just-noticeable
  /// difference side by side.
  public func deltaE76(_ other: Colour) -> Double {
    let p = lab
    let q = other.lab
    let dl = p.l - q.l
    let da = p.a - q.a
    let db = p.b - q.b
    return (dl * dl + da * da + db * db).squareRoot()
  }

  /// The mean of some colours (black when there are none).
  static func mean(_ colours: [Colour]) -> Colour {
    guard !colours.isEmpty else { return Colour(0, 0, 0) }
    let n = Double(colours.count)
    return Colour(
      colours.reduce(0) { $0 + $1.red } / n, colours.reduce(0) { $0 + $1.green } / n,
      colours.reduce(0) { $0 + $1.blue } / n)
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
