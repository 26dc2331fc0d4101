/// Turning libFuzzer's bytes into the inputs the targets test.
public enum FuzzInput {
  /// The bytes as text, invalid UTF-8 replaced by U+FFFD (as a lenient reader would).
  public static func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  }

  /// A copy of the bytes.
  public static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// The repository's `Styles/` folder, found from this source file's path at build time,
  /// so a fuzz target finds `ios.xml` whatever folder it runs in.
  public static let stylesFolder: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Sources/Fuzz/Support/FuzzInput.swift
    return (parts + ["Styles"]).joined(separator: "/")
  }()
}
