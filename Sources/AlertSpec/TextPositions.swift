/// Where each character of a decoded string is in its spec file, so that a finding can point at
/// a word inside the string rather than at its opening quote.
///
/// One entry per Unicode scalar of the decoded text: the line and column (1-based, columns
/// counted in Unicode scalars as ``SourceLocation`` counts them) of the first source character
/// that produced it, so an escape (`\n`, `\"`, `\\`, `\u00E9`, a `\uD83D\uDE00` surrogate pair)
/// maps to its backslash. A JSON5 line continuation produces no scalar, so the text after it
/// maps to the next line. A last entry gives the closing quote: the end of the last scalar.
public struct TextPositions: Hashable, Sendable, Codable {
  /// The line of each decoded scalar, then of the closing quote.
  public var lines: [Int]
  /// The column of each decoded scalar, then of the closing quote.
  public var columns: [Int]

  /// Positions from parallel arrays of lines and columns.
  public init(lines: [Int] = [], columns: [Int] = []) {
    self.lines = lines
    self.columns = columns
  }

  /// The number of decoded scalars mapped.
  public var scalarCount: Int { max(0, lines.count - 1) }

  /// The location of the scalar at `index` (`scalarCount` for the closing quote), or `nil`
  /// when it is out of range.
  public func location(ofScalar index: Int, file: String) -> SourceLocation? {
    guard index >= 0, index < lines.count, index < columns.count else { return nil }
    return SourceLocation(file: file, line: lines[index], column: columns[index])
  }

  /// Where the characters at `range` (character offsets in `text`, the decoded string these
  /// positions describe) start, and where they end: the position just after their last
  /// character. `nil` when `text` is not the decoded string or the range is outside it.
  public func locations(ofCharacters range: Range<Int>, in text: String, file: String) -> (
    start: SourceLocation, end: SourceLocation
  )? {
    guard text.unicodeScalars.count == scalarCount, range.lowerBound >= 0 else { return nil }
    var scalar = 0
    var start: Int?
    var end: Int?
    for (offset, character) in text.enumerated() {
      if offset == range.lowerBound { start = scalar }
      scalar += character.unicodeScalars.count
      if offset + 1 == range.upperBound { end = scalar }
    }
    if range.isEmpty { end = start }
    guard let start, let end, let from = location(ofScalar: start, file: file) else { return nil }
    // The end of the last scalar: the start of the next one, or just after an escape.
    guard let to = endLocation(afterScalar: end, file: file) else { return nil }
    return (from, to)
  }

  /// The position just after the scalar before `index`: the next scalar's position when it is
  /// on the same line, else one column after the previous scalar's source (its escape, if any,
  /// is shorter than the gap only when a line continuation follows).
  private func endLocation(afterScalar index: Int, file: String) -> SourceLocation? {
    guard index > 0 else { return location(ofScalar: index, file: file) }
    guard let next = location(ofScalar: index, file: file),
      let last = location(ofScalar: index - 1, file: file)
    else { return nil }
    if next.line == last.line { return next }
    return SourceLocation(file: file, line: last.line, column: last.column + 1)
  }

  /// Coded as runs, `[line, column, count, …]`: each run is `count` scalars on one line in
  /// consecutive columns, which most text is, so a message's positions take a few numbers
  /// rather than two per character (they travel to worker processes with every alert).
  public init(from decoder: any Decoder) throws {
    let runs = try decoder.singleValueContainer().decode([Int].self)
    guard runs.count % 3 == 0 else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "positions come in threes"))
    }
    var lines: [Int] = []
    var columns: [Int] = []
    for start in stride(from: 0, to: runs.count, by: 3) where runs[start + 2] > 0 {
      lines += repeatElement(runs[start], count: runs[start + 2])
      columns += runs[start + 1]..<(runs[start + 1] + runs[start + 2])
    }
    self.init(lines: lines, columns: columns)
  }

  public func encode(to encoder: any Encoder) throws {
    var runs: [Int] = []
    for (line, column) in zip(lines, columns) {
      let last = runs.count - 3
      if last >= 0, runs[last] == line, runs[last + 1] + runs[last + 2] == column {
        runs[last + 2] += 1
      } else {
        runs += [line, column, 1]
      }
    }
    var container = encoder.singleValueContainer()
    try container.encode(runs)
  }
}
