import AlertLint
import AlertSpec

/// Where a finding's word is in the editor: the field it is in, and the word's range in the
/// field's text in UTF-16 code units, the unit of a text control's `selectionStart`.
///
/// The linter gives source positions (line and column, in Unicode scalars, of the spec text it
/// read); the field's ``TextPositions`` turn them back into scalar offsets in the decoded string,
/// which are then counted in UTF-16 ("Löschen" is 7 units, "📷" 2).
struct FindingMark: Hashable, Sendable {
  /// JSON path of the field (`title`, `message`, `buttons[1].label`).
  var field: String
  /// The word, in UTF-16 code units of the field's text.
  var range: Range<Int>
  /// The word itself, so the page can tell whether the field still holds it.
  var word: String

  /// The mark of `finding` in `spec`; `nil` when the finding names no word, or its field has
  /// no text read from the spec (a string key) or no longer holds the text it was found in.
  init?(_ finding: Finding, in spec: AlertSpec) {
    guard let end = finding.endLocation,
      let positions = spec.textPositions[finding.field],
      let text = Self.text(of: spec, at: finding.field)
    else { return nil }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == positions.scalarCount,
      let first = Self.scalar(at: finding.location, in: positions),
      let last = (first...scalars.count).first(where: {
        Self.end(afterScalar: $0, in: positions).map { [$0.line, $0.column] }
          == [end.line, end.column]
      })
    else { return nil }
    let start = scalars[..<first].reduce(0) { $0 + $1.utf16.count }
    let length = scalars[first..<last].reduce(0) { $0 + $1.utf16.count }
    field = finding.field
    range = start..<start + length
    var word = String.UnicodeScalarView()
    word.append(contentsOf: scalars[first..<last])
    self.word = String(word)
  }

  /// The text of a field the editor shows with marks.
  static func text(of spec: AlertSpec, at field: String) -> String? {
    switch field {
    case "title": return spec.title
    case "message": return spec.message
    default:
      guard let index = buttonIndex(field), spec.buttons.indices.contains(index) else { return nil }
      return spec.buttons[index].label
    }
  }

  /// `1` for `buttons[1].label`.
  static func buttonIndex(_ field: String) -> Int? {
    guard field.hasPrefix("buttons["), field.hasSuffix("].label") else { return nil }
    return Int(field.dropFirst("buttons[".count).dropLast("].label".count))
  }

  /// The decoded scalar that starts at `location`.
  private static func scalar(at location: SourceLocation, in positions: TextPositions) -> Int? {
    (0..<positions.scalarCount).first {
      positions.lines[$0] == location.line && positions.columns[$0] == location.column
    }
  }

  /// Where the text ending before scalar `index` ends, as ``TextPositions`` reports a word's
  /// end: the next scalar's position on the same line, else one column after the last one.
  private static func end(afterScalar index: Int, in positions: TextPositions) -> SourceLocation? {
    guard let next = positions.location(ofScalar: index, file: "") else { return nil }
    guard index > 0, let last = positions.location(ofScalar: index - 1, file: "") else {
      return next
    }
    guard next.line != last.line else { return next }
    return SourceLocation(file: "", line: last.line, column: last.column + 1)
  }
}
