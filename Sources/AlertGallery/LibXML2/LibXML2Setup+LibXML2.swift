// C-facing: libxml2 process-wide setup.
internal import CLibXML2
import Foundation

/// Process-wide libxml2 state.
enum LibXML2Setup {
  /// Runs `xmlInitParser` once, before any thread builds or parses a document.
  private static let initialised: Bool = {
    xmlInitParser()
    return true
  }()

  /// Makes sure libxml2 is initialised; cheap after the first call.
  static func ensureInitialised() {
    _ = initialised
  }
}

/// Converts Swift strings into NUL-terminated `xmlChar` buffers.
enum XMLString {
  /// Calls `body` with `string` as UTF-8 `xmlChar`s, ending with NUL.
  ///
  /// NUL characters inside `string` would cut it short in C, so they become U+FFFD.
  static func with<Result>(
    _ string: String, _ body: (UnsafePointer<xmlChar>) throws -> Result
  ) throws -> Result {
    var bytes = Array(string.replacingNULs().utf8)
    bytes.append(0)
    return try bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else {
        throw GalleryError("An empty buffer was passed where libxml2 expects a string.")
      }
      return try body(base)
    }
  }

  /// The UTF-8 bytes of `string` without a terminator, with NULs replaced.
  static func bytes(_ string: String) -> [xmlChar] {
    Array(string.replacingNULs().utf8)
  }
}

extension String {
  /// The string with each NUL character replaced by U+FFFD.
  fileprivate func replacingNULs() -> String {
    contains("\u{0}") ? replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : self
  }
}
