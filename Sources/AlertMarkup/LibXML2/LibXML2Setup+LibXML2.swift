// C-facing: libxml2 process-wide setup and Swift strings as `xmlChar` buffers.
internal import CLibXML2

/// Process-wide libxml2 state.
enum LibXML2Setup {
  /// Runs `xmlInitParser` once (Swift runs a static's initialiser once, thread-safely), before
  /// any thread builds or parses a document.
  private static let initialised: Bool = {
    xmlInitParser()
    return true
  }()

  /// Makes sure libxml2 is initialised; cheap after the first call.
  static func ensureInitialised() {
    _ = initialised
  }
}

/// Converts Swift strings into `xmlChar` buffers, made safe with `String.markupSafe`.
enum XMLString {
  /// Calls `body` with `string` as UTF-8 `xmlChar`s, ending with NUL.
  static func with<Result>(
    _ string: String, _ body: (UnsafePointer<xmlChar>) throws -> Result
  ) throws -> Result {
    var bytes = bytes(string)
    bytes.append(0)
    return try bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else {
        throw MarkupError("An empty buffer was passed where libxml2 expects a string.")
      }
      return try body(base)
    }
  }

  /// The UTF-8 bytes of `string` without a terminator.
  static func bytes(_ string: String) -> [xmlChar] {
    Array(string.markupSafe.utf8)
  }
}
