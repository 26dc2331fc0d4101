/// Finds where start tags and attributes begin in the source text.
///
/// libxml2 gives an element the line where its start tag *ends*; for a tag spread over
/// several lines the designer wants the line where it begins, and the line of an attribute.
/// The text is scanned once, line by line, for the names opened as tags (`<name`) and the
/// names given values (`name=`); lookups are then set lookups on the lines of one tag, so a
/// one-line sheet of thousands of elements no longer rescans that line for every element and
/// attribute.
struct SourceLines {
  /// What one line opens and assigns.
  private struct Line {
    /// Names that follow `<` on the line.
    var tags: Set<Substring> = []
    /// Names followed by `=`.
    var attributes: Set<Substring> = []
  }

  private let lines: [Line]

  init(_ bytes: [UInt8]) {
    lines = String(decoding: bytes, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map(Self.scan)
  }

  /// The line (1-based) where the `<name` start tag that ends on `endLine` begins.
  func tagStart(_ name: String, endingAt endLine: Int) -> Int {
    var line = min(endLine, lines.count)
    let name = Substring(name)
    while line >= 1 {
      if lines[line - 1].tags.contains(name) { return line }
      line -= 1
    }
    return endLine
  }

  /// The line of `attribute=` within a tag spanning `start...end`, else `start`.
  ///
  /// One set lookup per line of the tag; an element has at most
  /// ``LibXMLDocument/maximumAttributes`` attributes, so a tag costs at most that many
  /// lookups per line it spans, however many other elements share its lines.
  func attributeLine(_ attribute: String, from start: Int, to end: Int) -> Int {
    guard start >= 1, start <= end, end <= lines.count else { return start }
    let name = Substring(attribute)
    for line in start...end where lines[line - 1].attributes.contains(name) {
      return line
    }
    return start
  }

  /// The tag and attribute names of one line, in one pass.
  private static func scan(_ text: Substring) -> Line {
    var line = Line()
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      guard isNameScalar(scalars[index]) else {
        index = scalars.index(after: index)
        continue
      }
      let start = index
      while index < scalars.endIndex, isNameScalar(scalars[index]) {
        index = scalars.index(after: index)
      }
      let name = Substring(scalars[start..<index])
      if start > scalars.startIndex, scalars[scalars.index(before: start)] == "<" {
        line.tags.insert(name)
      }
      var next = index
      while next < scalars.endIndex, scalars[next] == " " || scalars[next] == "\t" {
        next = scalars.index(after: next)
      }
      if next < scalars.endIndex, scalars[next] == "=" {
        line.attributes.insert(name)
        // libxml2 names a prefixed attribute (`xml:lang`) by its local part.
        if let colon = name.lastIndex(of: ":") {
          line.attributes.insert(name[name.index(after: colon)...])
        }
      }
    }
    return line
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
      || scalar == "_" || scalar == ":" || scalar == "."
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
