// C-facing: encoding RGBA pixels with libpng, and libpng's version.
internal import CPNG
internal import CPNGCodec
import Foundation

extension PNGImage {
  /// An image of `width × height` pixels from straight-alpha RGBA bytes, rows packed.
  public init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(rgba.count == width * height * 4, "RGBA bytes do not match the size")
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// The image encoded as an RGBA PNG by libpng at zlib `level` (0–9), with no row filter.
  public func pngData(level: Int = 1) throws -> Data {
    // ap_png_encode reads native-endian 0xAARRGGBB words, as cairo stores them.
    var words = [UInt32](repeating: 0, count: width * height)
    rgba.withUnsafeBufferPointer { bytes in
      words.withUnsafeMutableBufferPointer { out in
        for i in 0..<out.count {
          let k = i * 4
          out[i] =
            UInt32(bytes[k + 3]) << 24 | UInt32(bytes[k]) << 16 | UInt32(bytes[k + 1]) << 8
            | UInt32(bytes[k + 2])
        }
      }
    }
    var buffer = ap_png_buffer()
    defer { ap_png_buffer_free(&buffer) }
    var message = [CChar](repeating: 0, count: 256)
    let status = words.withUnsafeBytes { raw in
      ap_png_encode(
        raw.bindMemory(to: UInt8.self).baseAddress, Int32(width), Int32(height), Int32(width * 4),
        0, Int32(level), 0x08, &buffer, &message, message.count)
    }
    guard status == 0, let bytes = buffer.bytes else {
      throw RenderError(
        message: String(
          decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return Data(bytes: bytes, count: buffer.count)
  }

  /// The version of the libpng this process decodes and encodes with, e.g. `1.6.39`.
  public static var libpngVersion: String {
    String(cString: png_get_libpng_ver(nil))
  }
}
