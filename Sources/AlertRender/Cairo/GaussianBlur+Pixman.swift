// C-facing: pixman (cairo's own pixel library) convolves the material's image.
internal import CCairo
internal import CPixman
import Foundation

/// A Gaussian blur done by pixman: its convolution filter over the rows, then over the columns
/// (a Gaussian is separable, so two passes of 6σ + 1 taps replace one of (6σ + 1)²), with the
/// edges padded by their own pixels so that the blur does not darken them.
enum GaussianBlur {
  /// Blurs the pixels of an RGB24 cairo image surface in place with a Gaussian of standard
  /// deviation `sigma` pixels.
  static func apply(to surface: OpaquePointer, sigma: Double) throws {
    guard sigma >= 0.2 else { return }
    cairo_surface_flush(surface)
    let width = cairo_image_surface_get_width(surface)
    let height = cairo_image_surface_get_height(surface)
    let stride = cairo_image_surface_get_stride(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
    let words = Int(stride / 4 * height)
    let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, words))
    defer { scratch.deallocate() }
    let kernel = weights(sigma: sigma)
    try convolve(pixels, into: scratch, width, height, stride, kernel, horizontal: true)
    try convolve(scratch, into: pixels, width, height, stride, kernel, horizontal: false)
    cairo_surface_mark_dirty(surface)
  }

  /// One pass: `target` = `source` convolved with `kernel` along rows or columns.
  private static func convolve(
    _ source: UnsafeMutablePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>,
    _ width: Int32, _ height: Int32, _ stride: Int32, _ kernel: [pixman_fixed_t],
    horizontal: Bool
  ) throws {
    guard let from = pixman_image_create_bits(PIXMAN_x8r8g8b8, width, height, source, stride),
      let to = pixman_image_create_bits(PIXMAN_x8r8g8b8, width, height, target, stride)
    else { throw RenderError(message: "pixman could not wrap a \(width)×\(height) image") }
    defer {
      pixman_image_unref(from)
      pixman_image_unref(to)
    }
    let taps = pixman_fixed_t(kernel.count) << 16
    let one = pixman_fixed_t(1) << 16
    let parameters = (horizontal ? [taps, one] : [one, taps]) + kernel
    guard
      pixman_image_set_filter(
        from, PIXMAN_FILTER_CONVOLUTION, parameters, Int32(parameters.count)) != 0
    else { throw RenderError(message: "pixman refused a \(kernel.count)-tap blur") }
    pixman_image_set_repeat(from, PIXMAN_REPEAT_PAD)
    pixman_image_composite32(PIXMAN_OP_SRC, from, nil, to, 0, 0, 0, 0, 0, 0, width, height)
  }

  /// The Gaussian's taps out to 3σ in pixman's 16.16 fixed point, summing to exactly 1.
  static func weights(sigma: Double) -> [pixman_fixed_t] {
    let radius = max(1, Int((3 * sigma).rounded(.up)))
    let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = raw.reduce(0, +)
    var fixed = raw.map { pixman_fixed_t(($0 / total * 65536).rounded()) }
    fixed[radius] += 65536 - fixed.reduce(0, +)
    return fixed
  }
}
