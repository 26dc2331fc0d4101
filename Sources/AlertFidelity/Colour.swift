import AlertSupport
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
  var lab: CIELab { CIELab(red: red / 255, green: green / 255, blue: blue / 255) }

  /// CIE76 colour difference: Euclidean distance in L*a*b*. About 2.3 is a just-noticeable
  /// difference side by side.
  public func deltaE76(_ other: Colour) -> Double { lab.deltaE76(other.lab) }

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
