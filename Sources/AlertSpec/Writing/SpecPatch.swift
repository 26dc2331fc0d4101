/// An edited alert written back into its spec file by changing only the text of what changed:
/// the file's comments, formatting, trailing commas and other alerts stay byte for byte.
///
/// The edited alert is compared with the alert as the file has it, value by value. A value
/// whose change leaves the alert meaning the same (a `"role": "default"` the file leaves out,
/// `"preferred": "Cancel"` for the `1` the file writes) is left as the file writes it; a changed
/// value has its text replaced, a new member is added after the object's last one, a removed
/// one is deleted with its comma (and its line, when it had one to itself). The result is read
/// back and must decode to the edited alert, else the plain value-for-value rewrite is tried,
/// then the whole alert object is rewritten in place.
package enum SpecPatch {
  /// Why an alert cannot be written back.
  package struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  /// `text`, the spec file `file`, with its alert `edited.member("id")` made to read as
  /// `edited` (a parsed alert object); `nil` when nothing needs to change.
  package static func apply(_ edited: JSONValue, to text: String, file: String) throws(Failure)
    -> String?
  {
    let scalars = Array(text.unicodeScalars)
    let root: JSONValue
    do {
      root = try JSON5Parser.parse(text, file: file)
    } catch {
      throw Failure(description: "\(file) does not read as a spec now: \(error)")
    }
    guard let id = edited.member("id")?.stringValue else {
      throw Failure(description: "the edited alert has no id")
    }
    let objects = root.member("alerts")?.arrayValue ?? [root]
    guard let original = objects.first(where: { $0.member("id")?.stringValue == id }) else {
      throw Failure(description: "\(file) holds no alert '\(id)' now")
    }
    let before = SpecDecoder.decode(root)
    guard before.diagnostics.isEmpty, let old = AlertDecoder.decode(original).alert?.content else {
      throw Failure(description: "\(file) has input errors now")
    }
    guard let wanted = AlertDecoder.decode(edited).alert?.content else {
      throw Failure(description: "the edited alert has input errors")
    }
    if old == wanted { return nil }
    let others = before.alerts.filter { $0.id != id }.map(\.content)
    func check(_ edits: [TextEdit]?) -> String? {
      guard let edits, let patched = TextEdit.apply(edits, to: scalars) else { return nil }
      guard let parsed = try? JSON5Parser.parse(patched, file: file) else { return nil }
      let after = SpecDecoder.decode(parsed)
      guard after.diagnostics.isEmpty,
        after.alerts.first(where: { $0.id == id })?.content == wanted,
        after.alerts.filter({ $0.id != id }).map(\.content) == others
      else { return nil }
      return patched
    }
    for meaningful in [true, false] {
      var differ = JSONDiffer(
        scalars: scalars, original: original, meaning: meaningful ? old : nil)
      if let patched = check(differ.edits(original, edited)) { return patched }
    }
    let whole = TextEdit(
      range: original.span, text: edited.indentedText(indent(of: original, in: scalars)))
    if let patched = check([whole]) { return patched }
    throw Failure(description: "the edit could not be written into \(file) so that it reads back")
  }

  /// The whitespace before `value` on its line, if only whitespace is there.
  static func indent(of value: JSONValue, in scalars: [Unicode.Scalar]) -> String {
    var start = value.span.lowerBound
    while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "\t" { start -= 1 }
    guard start == 0 || JSON5Parser.isLineBreak(scalars[start - 1]) else { return "" }
    return String(String.UnicodeScalarView(scalars[start..<value.span.lowerBound]))
  }
}

/// One change to a file's text: the scalars at `range` become `text`.
struct TextEdit {
  var range: Range<Int>
  var text: String

  /// `scalars` with `edits` made; `nil` when two edits overlap.
  static func apply(_ edits: [TextEdit], to scalars: [Unicode.Scalar]) -> String? {
    let sorted = edits.sorted {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }
    var out = String.UnicodeScalarView()
    var at = 0
    for edit in sorted {
      guard edit.range.lowerBound >= at, edit.range.upperBound <= scalars.count else { return nil }
      out.append(contentsOf: scalars[at..<edit.range.lowerBound])
      out.append(contentsOf: edit.text.unicodeScalars)
      at = edit.range.upperBound
    }
    out.append(contentsOf: scalars[at...])
    return String(out)
  }
}
