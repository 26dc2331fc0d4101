// C-facing: pixman reduces an image by averaging the area each new pixel covers.
internal import CPixman
import Foundation

/// An image made smaller as a screenshot published below one pixel per point was: each new
/// pixel the average of the old pixels whose centres it covers (pixman's separable
/// convolution, sampling the old pixels at their centres through a box as wide as a new
/// pixel). Measuring a preview reduced so gives lengths blurred as the screenshot's are, so the
/// two are read alike.
public enum Reduction {
  /// `rgba` (`width × height` straight-alpha pixels, as ``Raster`` takes them; treated as
  /// opaque) reduced by `factor` (> 1) in both directions, rounded to whole pixels.
  public static func reduce(rgba: [UInt8], width: Int, height: Int, by factor: Double)
    -> (rgba: [UInt8], width: Int, height: Int)?
  {
    guard factor > 1, width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
    let newWidth = max(1, Int((Double(width) / factor).rounded()))
    let newHeight = max(1, Int((Double(height) / factor).rounded()))
    // pixman's x8r8g8b8 is one 32-bit word a pixel, blue in the low byte.
    var source = [UInt32](repeating: 0, count: width * height)
    for index in source.indices {
      source[index] =
        UInt32(rgba[index * 4]) << 16 | UInt32(rgba[index * 4 + 1]) << 8
        | UInt32(rgba[index * 4 + 2])
    }
    var target = [UInt32](repeating: 0, count: newWidth * newHeight)
    let done = source.withUnsafeMutableBufferPointer { from in
      target.withUnsafeMutableBufferPointer { to in
        reduce(from, width, height, into: to, newWidth, newHeight)
      }
    }
    guard done else { return nil }
    var reduced = [UInt8](repeating: 255, count: newWidth * newHeight * 4)
    for (index, pixel) in target.enumerated() {
      reduced[index * 4] = UInt8(truncatingIfNeeded: pixel >> 16)
      reduced[index * 4 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
      reduced[index * 4 + 2] = UInt8(truncatingIfNeeded: pixel)
    }
    return (reduced, newWidth, newHeight)
  }

  private static func reduce(
    _ source: UnsafeMutableBufferPointer<UInt32>, _ width: Int, _ height: Int,
    into target: UnsafeMutableBufferPointer<UInt32>, _ newWidth: Int, _ newHeight: Int
  ) -> Bool {
    guard
      let from = pixman_image_create_bits(
        PIXMAN_x8r8g8b8, Int32(width), Int32(height), source.baseAddress, Int32(width * 4)),
      let to = pixman_image_create_bits(
        PIXMAN_x8r8g8b8, Int32(newWidth), Int32(newHeight), target.baseAddress,
        Int32(newWidth * 4))
    else { return false }
    defer {
      pixman_image_unref(from)
      pixman_image_unref(to)
    }
    let scaleX = pixman_fixed_t(Double(width) / Double(newWidth) * 65536)
    let scaleY = pixman_fixed_t(Double(height) / Double(newHeight) * 65536)
    var count: Int32 = 0
    guard
      let parameters = pixman_filter_create_separable_convolution(
        &count, scaleX, scaleY, PIXMAN_KERNEL_IMPULSE, PIXMAN_KERNEL_IMPULSE, PIXMAN_KERNEL_BOX,
        PIXMAN_KERNEL_BOX, 4, 4)
    else { return false }
    defer { free(parameters) }
    guard
      pixman_image_set_filter(from, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, parameters, count) != 0
    else { return false }
    var transform = pixman_transform()
    pixman_transform_init_scale(&transform, scaleX, scaleY)
    guard pixman_image_set_transform(from, &transform) != 0 else { return false }
    pixman_image_set_repeat(from, PIXMAN_REPEAT_PAD)
    pixman_image_composite32(
      PIXMAN_OP_SRC, from, nil, to, 0, 0, 0, 0, 0, 0, Int32(newWidth), Int32(newHeight))
    return true
  }
}
