/// The text edits that make a value in a file read as another, changing only what differs.
///
/// With `meaning` (the alert as the file has it), a difference that does not change what the
/// alert means is left as the file writes it: the file's alert with just that one value taken
/// from the edit still decodes to `meaning`.
struct JSONDiffer {
  let scalars: [Unicode.Scalar]
  /// The file's alert object.
  let original: JSONValue
  let meaning: AlertSpec?
  private var edits: [TextEdit] = []

  init(scalars: [Unicode.Scalar], original: JSONValue, meaning: AlertSpec?) {
    self.scalars = scalars
    self.original = original
    self.meaning = meaning
  }

  /// The edits that make `old` (the file's alert) read as `new`.
  mutating func edits(_ old: JSONValue, _ new: JSONValue) -> [TextEdit]? {
    edits = []
    diff(old, new, at: [])
    return edits
  }

  /// Whether putting `value` at `path` (removing it for `nil`) leaves the alert meaning what
  /// it means now.
  private func keepsMeaning(_ path: [JSONStep], _ value: JSONValue?) -> Bool {
    guard let meaning else { return false }
    let changed = original.replacing(path[...], with: value)
    return AlertDecoder.decode(changed).alert?.content == meaning
  }

  private mutating func diff(_ old: JSONValue, _ new: JSONValue, at path: [JSONStep]) {
    if old.sameContent(as: new) || keepsMeaning(path, new) { return }
    switch (old.kind, new.kind) {
    case (.object(let was), .object(let now)):
      var removed: [Int] = []
      for (index, member) in was.enumerated() {
        let step = path + [.member(member.key)]
        if let value = now.first(where: { $0.key == member.key })?.value {
          diff(member.value, value, at: step)
        } else if !keepsMeaning(step, nil) {
          removed.append(index)
        }
      }
      let added = now.filter { member in
        !was.contains { $0.key == member.key }
          && !keepsMeaning(path + [.member(member.key)], member.value)
      }
      let items = was.map { Item(start: $0.keyOffset, value: $0.value) }
      edit(
        old, items: items, removing: removed,
        adding: added.map { JSONValue.quoted($0.key) + ": " + $0.value.compactText })
    case (.array(let was), .array(let now)) where was.count == now.count:
      for index in was.indices { diff(was[index], now[index], at: path + [.element(index)]) }
    case (.array(let was), .array(let now))
    where now.count > was.count
      && zip(was, now).allSatisfy({ $0.sameContent(as: $1) }):
      edit(
        old, items: was.map { Item(start: $0.span.lowerBound, value: $0) }, removing: [],
        adding: now[was.count...].map(\.compactText))
    case (.array(let was), .array(let now)) where now.count < was.count:
      // Elements removed: those the edit no longer has, matched in order.
      var removed: [Int] = []
      var next = 0
      for (index, element) in was.enumerated() {
        if next < now.count, element.sameContent(as: now[next]) {
          next += 1
        } else {
          removed.append(index)
        }
      }
      if next == now.count {
        edit(
          old, items: was.map { Item(start: $0.span.lowerBound, value: $0) }, removing: removed,
          adding: [])
      } else {
        edits.append(TextEdit(range: old.span, text: new.compactText))
      }
    default:
      edits.append(TextEdit(range: old.span, text: new.compactText))
    }
  }

  /// A member or element of a container: where its text starts, and its value.
  struct Item {
    var start: Int
    var value: JSONValue
  }

  /// Deletes `removing` (indices into `items`) from the container `container`, and adds
  /// `adding` (rendered members or elements) after its last kept item.
  private mutating func edit(
    _ container: JSONValue, items: [Item], removing: [Int], adding: [String]
  ) {
    let removed = Set(removing)
    for index in removing {
      let item = items[index]
      let end = item.value.separator.map { $0 + 1 } ?? item.value.span.upperBound
      edits.append(TextEdit(range: wholeLines(item.start..<end), text: ""))
    }
    let kept = items.indices.filter { !removed.contains($0) }
    let trailingComma = items.last?.value.separator != nil
    guard let last = kept.last.map({ items[$0] }) else {
      if !adding.isEmpty {
        let open = container.span.lowerBound + 1
        edits.append(TextEdit(range: open..<open, text: adding.joined(separator: ", ")))
      }
      return
    }
    // The last kept item loses its comma when it becomes the last and the file wrote none.
    if adding.isEmpty, let comma = last.value.separator, !trailingComma, kept.count < items.count {
      var end = comma + 1
      while end < scalars.count, scalars[end] == " " || scalars[end] == "\t" { end += 1 }
      if end < scalars.count, JSON5Parser.isLineBreak(scalars[end]) { end = comma + 1 }
      edits.append(TextEdit(range: comma..<end, text: ""))
    }
    guard !adding.isEmpty else { return }
    let indent = lineIndent(at: last.start)
    let multiline = indent != nil && hasLineBreak(container.span.lowerBound..<items[0].start)
    let gap = multiline ? "\n" + (indent ?? "") : " "
    let body = adding.map { gap + $0 }.joined(separator: ",")
    if let comma = last.value.separator {
      var point = comma + 1
      if multiline { point = endOfLine(after: point) ?? point }
      edits.append(TextEdit(range: point..<point, text: body + (trailingComma ? "," : "")))
    } else {
      let end = last.value.span.upperBound
      let point = multiline ? endOfLine(after: end) ?? end : end
      if point == end {
        edits.append(TextEdit(range: end..<end, text: "," + body))
      } else {
        edits.append(TextEdit(range: end..<end, text: ","))
        edits.append(TextEdit(range: point..<point, text: body))
      }
    }
  }

  /// `range` with the spaces after it, and its whole line when nothing else is on it.
  private func wholeLines(_ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    var end = range.upperBound
    while end < scalars.count, scalars[end] == " " || scalars[end] == "\t" { end += 1 }
    while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "\t" { start -= 1 }
    let alone =
      (start == 0 || JSON5Parser.isLineBreak(scalars[start - 1]))
      && (end == scalars.count || JSON5Parser.isLineBreak(scalars[end]))
    guard alone, end < scalars.count else { return range.lowerBound..<end }
    if scalars[end] == "\r", end + 1 < scalars.count, scalars[end + 1] == "\n" { end += 1 }
    return start..<(end + 1)
  }

  /// The whitespace that starts the line of `offset`, when only whitespace precedes it there.
  private func lineIndent(at offset: Int) -> String? {
    var start = offset
    while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "\t" { start -= 1 }
    guard start == 0 || JSON5Parser.isLineBreak(scalars[start - 1]) else { return nil }
    return String(String.UnicodeScalarView(scalars[start..<offset]))
  }

  private func hasLineBreak(_ range: Range<Int>) -> Bool {
    scalars[range].contains(where: JSON5Parser.isLineBreak)
  }

  /// Where the line break after `offset` is, when only spaces and a `//` comment come first.
  private func endOfLine(after offset: Int) -> Int? {
    var at = offset
    while at < scalars.count, scalars[at] == " " || scalars[at] == "\t" { at += 1 }
    if at + 1 < scalars.count, scalars[at] == "/", scalars[at + 1] == "/" {
      while at < scalars.count, !JSON5Parser.isLineBreak(scalars[at]) { at += 1 }
    }
    return at < scalars.count && JSON5Parser.isLineBreak(scalars[at]) ? at : nil
  }
}
