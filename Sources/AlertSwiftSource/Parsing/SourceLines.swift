import AlertSpec
internal import SwiftSyntax

/// Turns a node's UTF-8 offset into a ``SourceLocation`` whose column counts Unicode scalars,
/// as spec locations do. SwiftSyntax's `SourceLocationConverter` finds the line and its UTF-8
/// column; only the column is recounted in scalars.
struct SourceLines {
  let file: String
  private let bytes: [UInt8]
  private let converter: SourceLocationConverter

  init(file: String, tree: SourceFileSyntax) {
    self.file = file
    bytes = tree.syntaxTextBytes
    converter = SourceLocationConverter(fileName: file, tree: tree)
  }

  /// The location of the byte at `offset`.
  func location(ofUTF8 offset: Int) -> SpecLocation {
    let found = converter.location(for: AbsolutePosition(utf8Offset: offset))
    let end = min(max(found.offset, 0), bytes.count)
    let start = max(0, end - (found.column - 1))
    let column = String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.count + 1
    return SpecLocation(file: file, line: found.line, column: column)
  }

  /// Where `node` starts, after its leading trivia.
  func location(of node: some SyntaxProtocol) -> SpecLocation {
    location(ofUTF8: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }
}
