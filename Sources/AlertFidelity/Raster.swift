import AlertSupport
import Foundation

/// An opaque image to measure: RGB in 0…255, row by row, with any transparency already
/// composited over a matte colour.
public struct Raster: Sendable {
  public let width: Int
  public let height: Int
  /// `width × height × 3` channel values.
  let rgb: [Float]

  /// Composites 8-bit straight-alpha RGBA pixels (as ``AlertRender/PNGImage`` decodes them) over
  /// `matte`, so a transparent capture (an alert view on its own) still has edges to find.
  ///
  /// libpng's simplified reader takes a 16-bit PNG without a gAMA chunk for linear light and
  /// sRGB-encodes it on the way to 8 bits; `decodedFromSixteenBits` undoes that, so a 16-bit
  /// screenshot measures with the values it stores.
  public init(
    width: Int, height: Int, rgba: [UInt8], matte: Colour = Colour(128, 128, 128),
    decodedFromSixteenBits: Bool = false
  ) {
    self.width = width
    self.height = height
    var table = (0..<256).map { Float($0) }
    if decodedFromSixteenBits {
      table = table.map { value in Float(255 * SRGB.linear(Double(value) / 255)) }
    }
    var rgb = [Float](repeating: 0, count: width * height * 3)
    for index in 0..<(width * height) {
      let alpha = Float(rgba[index * 4 + 3]) / 255
      for channel in 0..<3 {
        let value = table[Int(rgba[index * 4 + channel])]
        let under = channel == 0 ? matte.red : channel == 1 ? matte.green : matte.blue
        rgb[index * 3 + channel] = value * alpha + Float(under) * (1 - alpha)
      }
    }
    self.rgb = rgb
  }

  /// The colour at a pixel; coordinates are clamped to the image.
  func colour(_ x: Int, _ y: Int) -> Colour {
    let cx = min(max(x, 0), width - 1)
    let cy = min(max(y, 0), height - 1)
    let base = (cy * width + cx) * 3
    return Colour(Double(rgb[base]), Double(rgb[base + 1]), Double(rgb[base + 2]))
  }

  /// Rec. 601 luma at a pixel, 0…255.
  func luma(_ x: Int, _ y: Int) -> Double {
    colour(x, y).luma
  }
}
