import AlertLayout
import AlertSpec
// C-facing: reads a cairo image surface's pixels back as RGBA.
internal import CCairo
import Foundation

/// A render kept in memory: its PNG, and its pixels on request without decoding the PNG
/// (snapshot comparisons need both only when the PNG bytes differ from the reference's).
public final class RenderedImage {
  /// The PNG, as ``AlertRenderer/png(_:in:)`` returns it.
  public let png: Data
  private let canvas: ImageCanvas

  init(png: Data, canvas: ImageCanvas) {
    self.png = png
    self.canvas = canvas
  }

  /// The pixels as straight-alpha RGBA (opaque), the same values decoding ``png`` gives.
  public func pixels() -> PNGImage {
    let width = canvas.width
    let height = canvas.height
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    guard let data = cairo_image_surface_get_data(canvas.surface) else {
      return PNGImage(width: width, height: height, rgba: rgba)
    }
    let stride = Int(cairo_image_surface_get_stride(canvas.surface))
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
    let laidOut = layouter.layout(spec, in: configuration)
    let canvas = try ImageCanvas(screen: laidOut.geometry.screen, scale: laidOut.geometry.scale)
    try canvas.draw(scale: laidOut.geometry.scale) {
      AlertPainter(alert: laidOut, style: layouter.style).paint($0)
    }
    let png = try canvas.png(level: pngOptions.level, filters: pngOptions.filters)
    return RenderedImage(png: png, canvas: canvas)
  }
}
