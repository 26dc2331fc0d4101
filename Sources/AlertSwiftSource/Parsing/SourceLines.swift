import AlertSpec
internal import SwiftSyntax

/// Turns a node's UTF-8 offset into a ``SourceLocation`` whose column counts Unicode scalars,
/// as spec locations do (SwiftSyntax counts columns in UTF-8 bytes).
struct SourceLines {
  let file: String
  private let bytes: [UInt8]
  private let lineStarts: [Int]

  init(file: String, text: String) {
    self.file = file
    bytes = Array(text.utf8)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// The location of the byte at `offset`.
  func location(ofUTF8 offset: Int) -> SpecLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let start = lineStarts[low]
    let end = min(max(offset, start), bytes.count)
    let column = String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.count + 1
    return SpecLocation(file: file, line: low + 1, column: column)
  }

  /// Where `node` starts, after its leading trivia.
  func location(of node: some SyntaxProtocol) -> SpecLocation {
    location(ofUTF8: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }
}
