import AlertLayout
// C-facing: reads the backdrop PNG with cairo, fits it to the screen and prepares the view of
// it through the alert's material.
internal import CCairo
internal import CPNGCodec
import Foundation
import StyleSheet

/// The app screen behind an alert, ready to draw: the PNG scaled to fill the device screen
/// (aspect fill, centred), and the material's view of it, blurred and with its saturation and
/// brightness scaled, kept at a reduced resolution that cairo scales up smoothly when drawn.
final class Backdrop: Sendable {
  /// The screen at the image's scale, one pixel per device pixel.
  let screen: Bitmap
  /// The material's view of the whole screen, one pixel per `step` device pixels.
  let material: Bitmap
  let step: Int
  /// Device pixels per point.
  let scale: Int

  /// Prepares `png` for a `size`-point screen at `scale`, drawn over `underlay` where the PNG
  /// is transparent, for the material `settings`.
  init(png: Data, size: Size, scale: Int, underlay: RGBA, settings: MaterialSettings) throws {
    self.scale = scale
    let source = try Self.decode(png)
    defer { cairo_surface_destroy(source) }
    let width = Int32((size.width * Double(scale)).rounded())
    let height = Int32((size.height * Double(scale)).rounded())
    let full = try Self.image(width, height) { cr in
      setColor(cr, underlay)
      cairo_paint(cr)
      let w = Double(cairo_image_surface_get_width(source))
      let h = Double(cairo_image_surface_get_height(source))
      let fill = max(Double(width) / w, Double(height) / h)
      cairo_translate(cr, (Double(width) - w * fill) / 2, (Double(height) - h * fill) / 2)
      cairo_scale(cr, fill, fill)
      Self.paint(source, cr, filter: CAIRO_FILTER_GOOD)
    }
    defer { cairo_surface_destroy(full) }
    screen = Bitmap(copying: full)

    // The blur runs at 1/step of the resolution with what is left of σ there: cairo's box
    // reduction and bilinear enlargement add about (step / 2)² of variance between them.
    let sigma = settings.blur * Double(scale)
    let step = max(1, Int(sigma / 3))
    self.step = step
    let reduced = try Self.image(
      (width + Int32(step) - 1) / Int32(step), (height + Int32(step) - 1) / Int32(step)
    ) { cr in
      cairo_scale(cr, 1 / Double(step), 1 / Double(step))
      Self.paint(full, cr, filter: CAIRO_FILTER_GOOD)
    }
    defer { cairo_surface_destroy(reduced) }
    let reducedSigma = sigma / Double(step)
    let left = reducedSigma * reducedSigma - (step > 1 ? 0.25 : 0)
    try GaussianBlur.apply(to: reduced, sigma: left.squareRoot())
    material = Bitmap(copying: reduced)
    material.adjust(saturation: settings.saturation, brightness: settings.brightness)
  }

  /// Paints the screen over the whole clip of `cr`, whose user space is in points.
  func paintScreen(_ cr: OpaquePointer) { paint(screen, step: 1, cr) }

  /// Paints the material's view of the screen over the clip of `cr` (the alert's shape).
  func paintMaterial(_ cr: OpaquePointer) { paint(material, step: step, cr) }

  private func paint(_ bitmap: Bitmap, step: Int, _ cr: OpaquePointer) {
    let surface = bitmap.surface()
    defer { cairo_surface_destroy(surface) }
    cairo_save(cr)
    let factor = Double(step) / Double(scale)
    cairo_scale(cr, factor, factor)
    Self.paint(surface, cr, filter: step == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    cairo_restore(cr)
  }

  /// Paints `surface` at the origin of `cr`'s user space, its edges extended.
  private static func paint(_ surface: OpaquePointer, _ cr: OpaquePointer, filter: cairo_filter_t) {
    cairo_set_source_surface(cr, surface, 0, 0)
    let pattern = cairo_get_source(cr)
    cairo_pattern_set_filter(pattern, filter)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_paint(cr)
  }

  /// A new RGB24 image surface drawn by `body`; the caller destroys it.
  private static func image(_ width: Int32, _ height: Int32, _ body: (OpaquePointer) -> Void)
    throws -> OpaquePointer
  {
    let surface: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      throw CairoError(status, while: "making a \(width)×\(height) backdrop")
    }
    body(cr)
    let drawn = cairo_status(cr)
    cairo_destroy(cr)
    guard drawn == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw CairoError(drawn, while: "drawing the backdrop")
    }
    cairo_surface_flush(surface)
    return surface
  }

  /// Decodes PNG bytes with libpng into a cairo image surface (premultiplied, as cairo draws,
  /// with cairo's own reader's conversions); the caller destroys the surface. A damaged file
  /// is a ``PNGReadError`` carrying libpng's message.
  private static func decode(_ png: Data) throws -> OpaquePointer {
    var buffer = ap_png_buffer()
    defer { ap_png_buffer_free(&buffer) }
    var width: Int32 = 0
    var height: Int32 = 0
    var opaque: Int32 = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = png.withUnsafeBytes { raw in
      ap_png_decode_cairo(
        raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &width, &height, &opaque,
        &buffer, &message, message.count)
    }
    guard status == 0, let pixels = buffer.bytes else {
      throw PNGReadError(message: message.nulTerminatedString)
    }
    let format = opaque != 0 ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    let surface: OpaquePointer = cairo_image_surface_create(format, width, height)
    let made = cairo_surface_status(surface)
    guard made == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
      cairo_surface_destroy(surface)
      throw CairoError(made, while: "reading the backdrop PNG")
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let row = Int(width) * 4
    for y in 0..<Int(height) {
      (data + y * stride).update(from: pixels + y * row, count: row)
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
