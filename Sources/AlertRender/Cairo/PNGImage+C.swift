// C-facing: decoding PNG files with libpng, for comparisons.
internal import CPNGCodec
import Foundation

/// A decoded image: 8-bit RGBA pixels, straight alpha, rows packed.
public struct PNGImage: Sendable, Equatable {
  public var width: Int
  public var height: Int
  /// `width × height × 4` bytes, row by row.
  public var rgba: [UInt8]

  /// Decodes PNG bytes; throws a ``RenderError`` that says why a file is not a usable PNG.
  public init(data: Data) throws {
    var buffer = ap_png_buffer()
    defer { ap_png_buffer_free(&buffer) }
    var w: Int32 = 0
    var h: Int32 = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = data.withUnsafeBytes { raw in
      ap_png_decode(
        raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &w, &h, &buffer, &message,
        message.count)
    }
    guard status == 0, let bytes = buffer.bytes else {
      throw RenderError(message: message.nulTerminatedString)
    }
    width = Int(w)
    height = Int(h)
    rgba = Array(UnsafeBufferPointer(start: bytes, count: buffer.count))
  }
}

extension [CChar] {
  /// The text of a C buffer up to its first NUL, decoded as UTF-8.
  var nulTerminatedString: String {
    String(decoding: prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
