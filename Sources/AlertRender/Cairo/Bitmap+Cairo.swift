// C-facing: opaque pixels kept in Swift memory, lent to cairo as a copy when drawn.
internal import CCairo

/// Opaque pixels (`CAIRO_FORMAT_RGB24`: native-endian `0x00RRGGBB` words) that Swift owns, so
/// any thread may read them; each drawing gets its own cairo copy.
final class Bitmap: @unchecked Sendable {
  let width: Int
  let height: Int
  let stride: Int
  let bytes: UnsafeMutableRawPointer

  /// Copies the pixels of a cairo image surface of format RGB24.
  init(copying surface: OpaquePointer) {
    cairo_surface_flush(surface)
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    stride = Int(cairo_image_surface_get_stride(surface))
    bytes = .allocate(byteCount: max(1, stride * height), alignment: 16)
    if let data = cairo_image_surface_get_data(surface) {
      bytes.copyMemory(from: data, byteCount: stride * height)
    }
  }

  deinit { bytes.deallocate() }

  /// A cairo image surface holding a copy of the pixels, owned by cairo (so a vector surface
  /// that keeps it until its document is finished never reads freed memory). The caller
  /// destroys it. Out of memory, it is cairo's error surface, which puts the context that
  /// draws it in error, and the render fails with cairo's message.
  func surface() -> OpaquePointer {
    let surface: OpaquePointer = cairo_image_surface_create(
      CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else { return surface }
    let target = UnsafeMutableRawPointer(data)
    let targetStride = Int(cairo_image_surface_get_stride(surface))
    for row in 0..<height {
      let from = UnsafeRawPointer(bytes + row * stride)
      (target + row * targetStride).copyMemory(from: from, byteCount: width * 4)
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
