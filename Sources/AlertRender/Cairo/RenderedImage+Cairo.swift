import AlertLayout
import AlertSpec
import Foundation

/// A render kept in memory: its PNG, and its pixels on request without decoding the PNG
/// (snapshot comparisons need both only when the PNG bytes differ from the reference's).
public final class RenderedImage: Sendable {
  /// The PNG, as ``AlertRenderer/png(_:in:)`` returns it.
  public let png: Data
  /// Where the alert and its parts are on the screen, in points (snapshot failures name the
  /// parts their differing pixels fall in).
  public let geometry: AlertGeometry
  private let drawn: Pixels

  init(png: Data, geometry: AlertGeometry, pixels: Pixels) {
    self.png = png
    self.geometry = geometry
    self.drawn = pixels
  }

  /// The pixels as straight-alpha RGBA (opaque), the same values decoding ``png`` gives.
  public func pixels() -> PNGImage {
    let width = drawn.width
    let height = drawn.height
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    let data = drawn.bytes
    let stride = drawn.stride
    rgba.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let word = row[x]  // 0x00RRGGBB, native-endian (CAIRO_FORMAT_RGB24)
          let k = (y * width + x) * 4
          out[k] = UInt8(truncatingIfNeeded: word >> 16)
          out[k + 1] = UInt8(truncatingIfNeeded: word >> 8)
          out[k + 2] = UInt8(truncatingIfNeeded: word)
        }
      }
    }
    return PNGImage(width: width, height: height, rgba: rgba)
  }
}

extension AlertRenderer {
  /// The alert as a PNG of the whole screen with its pixels kept in memory.
  public func rendered(_ spec: AlertSpec, in configuration: RenderConfiguration) throws
    -> RenderedImage
  {
    let drawn = try drawing(spec, in: configuration, formats: [.png])
    guard let pixels = drawn.pixels else { throw RenderError(message: "the alert was not drawn") }
    let png = try pixels.png(level: pngOptions.level, filters: pngOptions.filters)
    return RenderedImage(png: png, geometry: drawn.geometry, pixels: pixels)
  }
}
