/// An alert added to or removed from a spec file by changing only the text of its `alerts`
/// array: the file's comments, formatting and other alerts stay byte for byte.
///
/// The edit is made through ``JSONDiffer`` (an element appended after the last, an element
/// deleted with its comma and its line) and read back: the file must then decode to the alerts
/// it had, with the new one last or without the removed one.
package enum SpecFileEdit {
  /// `text`, the spec file `file`, with `alert` (a parsed alert object) added at the end of
  /// its `alerts` array. A file holding one alert as its root has no array to add to.
  package static func adding(_ alert: JSONValue, to text: String, file: String)
    throws(SpecPatch.Failure) -> String
  {
    let (root, array) = try alerts(of: text, file: file)
    guard let array, let elements = array.arrayValue else {
      throw SpecPatch.Failure(
        description: "\(file) holds one alert, not an \"alerts\" array, so another cannot be "
          + "added to it; add the alert to a file with an \"alerts\" array, or to a new file")
    }
    guard let added = AlertDecoder.decode(alert).alert else {
      throw SpecPatch.Failure(description: "the new alert has input errors")
    }
    let before = SpecDecoder.decode(root).alerts.map(\.content)
    var replaced = array
    replaced.kind = .array(elements + [alert])
    return try patched(text, file: file, array, replaced, wanted: before + [added.content])
  }

  /// `text`, the spec file `file`, without the alert `id`; `nil` when that alert is the whole
  /// file (its root, or the only element of its array), so the file itself is to go.
  package static func removing(id: String, from text: String, file: String)
    throws(SpecPatch.Failure) -> String?
  {
    let (root, array) = try alerts(of: text, file: file)
    let decoded = SpecDecoder.decode(root)
    guard decoded.alerts.contains(where: { $0.id == id }) else {
      throw SpecPatch.Failure(description: "\(file) holds no alert '\(id)' now")
    }
    guard let array, let elements = array.arrayValue, elements.count > 1 else { return nil }
    var replaced = array
    replaced.kind = .array(elements.filter { $0.member("id")?.stringValue != id })
    let wanted = decoded.alerts.filter { $0.id != id }.map(\.content)
    return try patched(text, file: file, array, replaced, wanted: wanted)
  }

  /// The file's root and its `alerts` array, when it has one; throws when it does not read as
  /// a spec without input errors.
  private static func alerts(of text: String, file: String) throws(SpecPatch.Failure) -> (
    JSONValue, JSONValue?
  ) {
    let root: JSONValue
    do {
      root = try JSON5Parser.parse(text, file: file)
    } catch {
      throw SpecPatch.Failure(description: "\(file) does not read as a spec now: \(error)")
    }
    guard SpecDecoder.decode(root).diagnostics.isEmpty else {
      throw SpecPatch.Failure(description: "\(file) has input errors now")
    }
    return (root, root.member("alerts"))
  }

  /// `text` with `array` made to read as `replaced`, checked to decode to `wanted`.
  private static func patched(
    _ text: String, file: String, _ array: JSONValue, _ replaced: JSONValue,
    wanted: [AlertSpec]
  ) throws(SpecPatch.Failure) -> String {
    let scalars = Array(text.unicodeScalars)
    var differ = JSONDiffer(scalars: scalars, original: array, meaning: nil)
    guard let edits = differ.edits(array, replaced),
      let result = TextEdit.apply(edits, to: scalars),
      let parsed = try? JSON5Parser.parse(result, file: file)
    else {
      throw SpecPatch.Failure(description: "the change could not be written into \(file)")
    }
    let after = SpecDecoder.decode(parsed)
    guard after.diagnostics.isEmpty, after.alerts.map(\.content) == wanted else {
      throw SpecPatch.Failure(
        description: "the change could not be written into \(file) so that it reads back")
    }
    return result
  }
}
