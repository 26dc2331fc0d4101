import AlertLayout
// C-facing: cairo image and SVG surfaces, and libpng encoding of image pixels.
internal import CCairo
internal import CPNGCodec
import Foundation
import StyleSheet

/// A cairo failure, with cairo's own words.
package struct CairoError: Error, CustomStringConvertible {
  package var description: String

  init(_ status: cairo_status_t, while action: String) {
    description = "cairo failed while \(action): \(String(cString: cairo_status_to_string(status)))"
  }

  /// The error of a `cairo_status_t` given by its raw value, for C-facing files of other
  /// modules (no C type crosses the module boundary).
  package init(status: UInt32, while action: String) {
    self.init(cairo_status_t(rawValue: status), while: action)
  }
}

/// Pixels cairo drew into memory that Swift owns: native-endian `0x00RRGGBB` words
/// (`CAIRO_FORMAT_RGB24`), or premultiplied `0xAARRGGBB` words (`CAIRO_FORMAT_ARGB32`) when
/// `transparent`, rows `stride` bytes apart. Plain bytes once drawn, with no cairo object
/// behind them, so any thread may read or encode them.
final class Pixels: @unchecked Sendable {
  let width: Int
  let height: Int
  let stride: Int
  let bytes: UnsafeMutableRawPointer
  /// Whether the pixels have alpha: what is not drawn stays transparent.
  let transparent: Bool

  /// Draws `body` on the font thread into a new `screen`-sized image at `scale` pixels per
  /// point (a card picture's is not a whole number), with a context scaled from points to
  /// pixels; with `transparent`, on a clear image with alpha.
  init(screen: Size, scale: Double, transparent: Bool = false, _ body: (OpaquePointer) -> Void)
    throws
  {
    FontThread.check("drawing an alert")
    self.transparent = transparent
    let format = transparent ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
    width = max(1, Int((screen.width * scale).rounded()))
    height = max(1, Int((screen.height * scale).rounded()))
    stride = Int(cairo_format_stride_for_width(format, Int32(width)))
    bytes = .allocate(byteCount: max(1, stride * height), alignment: 16)
    bytes.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
    let surface = cairo_image_surface_create_for_data(
      bytes.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height),
      Int32(stride))
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoError(status, while: "creating a \(width)×\(height) image")
    }
    guard let cr = cairo_create(surface) else {
      throw CairoError(CAIRO_STATUS_NO_MEMORY, while: "starting to draw")
    }
    cairo_scale(cr, scale, scale)
    body(cr)
    let drawn = cairo_status(cr)
    cairo_destroy(cr)
    // Finished, the surface lets go of the memory: from here on it is only bytes.
    cairo_surface_finish(surface)
    guard drawn == CAIRO_STATUS_SUCCESS else { throw CairoError(drawn, while: "drawing") }
  }

  deinit { bytes.deallocate() }

  /// Encodes the pixels as an opaque RGB PNG, on the calling thread. With no filter (the
  /// default) or every filter (adaptive), by the codec's run writer, which copies runs of rows
  /// equal to the row above instead of compressing them (on an alert at level 1, about 4×
  /// faster than libpng and a quarter smaller); with a chosen few filters, by libpng.
  func png(level: Int, filters: PNGFilters) throws -> Data {
    if transparent { return try cairoPNG() }
    var buffer = ap_png_buffer()
    defer { ap_png_buffer_free(&buffer) }
    var message = [CChar](repeating: 0, count: 256)
    let pixels = bytes.assumingMemoryBound(to: UInt8.self)
    let result =
      filters == .none || filters == .all
      ? ap_png_encode_runs(
        pixels, Int32(width), Int32(height), Int32(stride), Int32(level),
        filters == .all ? 1 : 0, &buffer, &message, message.count)
      : ap_png_encode(
        pixels, Int32(width), Int32(height), Int32(stride), 1, Int32(level),
        Int32(filters.rawValue), &buffer, &message, message.count)
    guard result == 0, let encoded = buffer.bytes else {
      throw RenderError(message: message.nulTerminatedString)
    }
    return Data(bytes: encoded, count: buffer.count)
  }
}

extension Pixels {
  /// Transparent pixels as an RGBA PNG by cairo's own writer, which turns premultiplied alpha
  /// back into straight alpha as PNG wants; on the calling thread (an image surface of its own
  /// over these bytes).
  fileprivate func cairoPNG() throws -> Data {
    final class Sink { var data = Data() }
    let sink = Sink()
    let surface = cairo_image_surface_create_for_data(
      bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
      Int32(height), Int32(stride))
    defer { cairo_surface_destroy(surface) }
    let write: cairo_write_func_t = { closure, data, length in
      guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
      Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(
        data, count: Int(length))
      return CAIRO_STATUS_SUCCESS
    }
    let status = cairo_surface_write_to_png_stream(
      surface, write, Unmanaged.passUnretained(sink).toOpaque())
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoError(status, while: "writing a transparent PNG")
    }
    return withExtendedLifetime(sink) { sink.data }
  }
}

/// Draws into an SVG document held in memory: user space and viewBox in points, the size declared
/// in px (one CSS px per point), so a browser shows it at the size of the PNG at @1x.
/// Font thread only: cairo subsets the fonts when the document is finished.
///
/// With `text` `.live`, `body` is given a ``LiveText`` to keep the text in instead of drawing
/// it, and the text is added as `<text>` elements (in `fonts`' families) once cairo is done;
/// with `.outlines`, it is given `nil` and the text is cairo's glyph outlines.
func svgDocument(
  screen: Size, text: SVGText = .outlines, fonts: FontChoice = FontChoice(),
  _ body: (OpaquePointer, LiveText?) -> Void
) throws -> Data {
  let live = text == .live ? LiveText() : nil
  FontThread.check("drawing an SVG")
  final class Sink { var data = Data() }
  let sink = Sink()
  let write: cairo_write_func_t = { closure, bytes, length in
    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
  }
  let surface = cairo_svg_surface_create_for_stream(
    write, Unmanaged.passUnretained(sink).toOpaque(), screen.width, screen.height)
  defer { cairo_surface_destroy(surface) }
  cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
  cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
  guard let cr = cairo_create(surface) else {
    throw CairoError(CAIRO_STATUS_NO_MEMORY, while: "starting the SVG")
  }
  body(cr, live)
  try finishDrawing(cr, on: surface, "SVG")
  let drawn = withExtendedLifetime(sink) { stableImageIDs(stableSurfaceID(sink.data)) }
  return try live?.inserted(into: drawn, fonts: fonts) ?? drawn
}

/// Ends drawing with `cr` and finishes `surface` (a stream surface writes its last bytes
/// then); an error naming `document` (`SVG`, `PDF`) when either went wrong.
package func finishDrawing(_ cr: OpaquePointer, on surface: OpaquePointer?, _ document: String)
  throws
{
  let status = cairo_status(cr)
  cairo_destroy(cr)
  cairo_surface_finish(surface)
  guard status == CAIRO_STATUS_SUCCESS else {
    throw CairoError(status, while: "drawing the \(document)")
  }
  let finished = cairo_surface_status(surface)
  guard finished == CAIRO_STATUS_SUCCESS else {
    throw CairoError(finished, while: "writing the \(document)")
  }
}

/// Cairo names the SVG's root group after a process-wide surface counter (`<g id="surface37">`),
/// so the same drawing would differ with the number of surfaces made before it. Renumbering it
/// to 1 makes the document depend on the drawing alone.
func stableSurfaceID(_ svg: Data) -> Data {
  let marker = Data("<g id=\"surface".utf8)
  guard let found = svg.range(of: marker) else { return svg }
  var end = found.upperBound
  while end < svg.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
  var stable = svg
  stable.replaceSubrange(found.upperBound..<end, with: Data("1".utf8))
  return stable
}
