/// Finds where start tags and attributes begin in the source text.
///
/// libxml2 gives an element the line where its start tag *ends*; for a tag spread over
/// several lines the designer wants the line where it begins, and the line of an attribute.
struct SourceLines {
  private let lines: [Substring]

  init(_ bytes: [UInt8]) {
    lines = String(decoding: bytes, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The line (1-based) where the `<name` start tag that ends on `endLine` begins.
  func tagStart(_ name: String, endingAt endLine: Int) -> Int {
    var line = min(endLine, lines.count)
    while line >= 1 {
      if contains(lines[line - 1], "<" + name) { return line }
      line -= 1
    }
    return endLine
  }

  /// The line of `attribute=` within a tag spanning `start...end`, else `start`.
  func attributeLine(_ attribute: String, from start: Int, to end: Int) -> Int {
    guard start >= 1, start <= end, end <= lines.count else { return start }
    for line in start...end where contains(lines[line - 1], attribute) {
      return line
    }
    return start
  }

  /// Whether `text` holds `word` followed by a character that ends a name.
  private func contains(_ text: Substring, _ word: String) -> Bool {
    var rest = text[...]
    while let range = rest.range(of: word) {
      let after = rest[range.upperBound...].first
      if after == nil || after == ">" || after == "/" || after == "=" || after?.isWhitespace == true
      {
        return true
      }
      rest = rest[range.upperBound...]
    }
    return false
  }
}

extension SheetElement {
  /// This tree with each line moved to where its start tag begins and attribute lines filled in.
  func locatingStartTags(in source: SourceLines) -> SheetElement {
    var copy = self
    copy.endLine = line
    copy.line = source.tagStart(name, endingAt: line)
    for attribute in attributes {
      copy.attributeLines[attribute.name] = source.attributeLine(
        attribute.name, from: copy.line, to: line)
    }
    copy.children = children.map { $0.locatingStartTags(in: source) }
    return copy
  }
}
