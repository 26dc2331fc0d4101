/// The names a Swift file calls (`presentError` of `self.presentError(title: …)`), found in
/// one pass over its bytes without parsing, so the files calling the app's alert factories
/// are found without parsing every file.
enum CalledNames {
  /// Every identifier written directly before a `(`.
  static func names(in text: String) -> Set<String> {
    var found: Set<String> = []
    var start: Int?
    let bytes = Array(text.utf8)
    for (index, byte) in bytes.enumerated() {
      if isIdentifier(byte) {
        if start == nil { start = index }
        continue
      }
      if byte == UInt8(ascii: "("), let first = start, !isDigit(bytes[first]) {
        found.insert(String(decoding: bytes[first..<index], as: UTF8.self))
      }
      start = nil
    }
    return found
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
