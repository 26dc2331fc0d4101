import AlertLayout
import AlertSpec
import AlertStrings
import AlertSupport
import Foundation

extension ServeApp {
  /// What a save of translations answers: the files written, and each one's new SHA-256.
  struct SavedStrings: Encodable {
    var saved: [String]
    var stamps: [String: String]
  }

  /// `POST /alerts/<id>/strings`: writes edited translations of the alert's key-backed fields
  /// into the app's strings, `{"strings": [{"field", "locale", "variant", "value", "stamp"}]}`
  /// (`variant`, such as `plural.one`, only for a form of a catalog translation that varies).
  ///
  /// Each file is changed only where its value is (``CatalogPatch``, ``StringsFilePatch``),
  /// read back through the project's own reader before it is written, and refused when it
  /// changed since the page read it (its SHA-256 is not `stamp`), when it lies outside the
  /// served folders, or when the alert comes from Swift source. A `.strings` file the page
  /// read as missing (`stamp` empty) is created (``createStrings(_:in:state:)``).
  func saveStrings(_ id: Substring, _ request: ServeRequest) throws(ServeError) -> ServeResponse {
    let state = workspace.state
    let served = try state.spec(id)
    guard !ServeState.isReadOnly(served) else {
      throw ServeError(
        403,
        "'\(served.id)' comes from Swift source; serve shows its strings but writes only those "
          + "of spec files. Edit the translation in Xcode.")
    }
    let root: JSONValue
    do {
      root = try JSON5Parser.parse(String(decoding: request.body, as: UTF8.self), file: "<request>")
    } catch {
      throw ServeError(400, "the request body is not JSON: \(error)")
    }
    let edits = try StringEdits.read(root.member("strings")).edits
    let texts = KeyedText.all(of: served)
    var byFile: [(file: String, stamp: String, edits: [StringsReadBack.Edit])] = []
    for edit in edits {
      guard let keyed = texts.first(where: { $0.field == edit.field }) else {
        throw ServeError(
          400,
          "'\(served.id)' has no field '\(edit.field.prefix(60))' whose text comes from a "
            + "string key; only such fields are saved into the strings.")
      }
      let locale = edit.locale ?? keyed.developmentLanguage
      guard let file = keyed.files[locale] else {
        throw ServeError(
          400,
          "the strings of '\(served.id)' have no locale '\(locale.prefix(40))'; its locales: "
            + keyed.files.keys.sorted().joined(separator: ", ") + ".")
      }
      guard let stamp = edit.stamp, stamp.isEmpty || stamp.count == 64,
        stamp.allSatisfy(\.isHexDigit)
      else {
        throw ServeError(
          400,
          "each translation to save needs \"stamp\", the SHA-256 the page got for \(file) "
            + "(empty for a file that did not exist).")
      }
      try Self.checkEditable(edit, keyed: keyed, locale: locale, file: file)
      let write: StringsReadBack.Edit = (keyed.key, locale, edit.variant, edit.value)
      if let index = byFile.firstIndex(where: { $0.file == file }) {
        byFile[index].edits.append(write)
      } else {
        byFile.append((file, stamp, [write]))
      }
    }
    let stamps = try workspace.serialisingSaves { () throws(ServeError) -> [String: String] in
      var stamps: [String: String] = [:]
      for group in byFile {
        stamps[group.file] = try Self.writeStrings(
          group.edits, to: group.file, stamp: group.stamp, state: state)
      }
      return stamps
    }
    workspace.reload()
    return .json(SavedStrings(saved: byFile.map(\.file), stamps: stamps))
  }

  /// Refuses `edit` of `keyed` in `locale` when serve cannot write it into `file`: a form of a
  /// translation that is not in a catalog, or a `.stringsdict` plural.
  static func checkEditable(
    _ edit: StringEdits.Edit, keyed: KeyedText, locale: String, file: String
  ) throws(ServeError) {
    guard !file.hasSuffix(".xcstrings") else { return }
    if keyed.varies.contains(locale) {
      throw ServeError(
        409,
        "“\(keyed.key)” in \(locale) varies by plural in \(locale).lproj/\(keyed.table)"
          + ".stringsdict, and serve does not edit .stringsdict files; change its forms in Xcode.")
    }
    guard edit.variant.isPlain else {
      throw ServeError(
        400,
        "“\(keyed.key)” in \(locale) is one text in \(file); send it without \"variant\" "
          + "(forms such as \(edit.variant) are those of a String Catalog).")
    }
  }

  /// Writes `edits` into the strings file `file` if its SHA-256 is still `stamp` (or, when
  /// `stamp` is empty, creates it); answers its new SHA-256.
  static func writeStrings(
    _ edits: [StringsReadBack.Edit], to file: String, stamp: String, state: ServeState
  ) throws(ServeError) -> String {
    // A strings file a spec names may lie beside PATH rather than in it: never written then.
    if let real = PathConfinement.realPath(file), !state.writable.contains(resolved: real) {
      throw ServeError(
        403,
        "\(file) is outside the served folders, so serve does not write it. Serve the folder "
          + "that holds it too, or edit the translation in Xcode.")
    }
    if stamp.isEmpty { return try createStrings(edits, in: file, state: state) }
    guard FileManager.default.isReadableFile(atPath: file) else {
      throw ServeError(
        409,
        "\(file) does not exist or cannot be read; add the language to the table in Xcode (or "
          + "create the file), then edit the translation here.")
    }
    let before = try current(file, stamp: stamp)
    let text = try patched(before, file: file, edits: edits)
    // Bytes, not String equality: a change of normalisation form is a change to write.
    let data = Data(text.utf8)
    if data == Data(before.utf8) { return stamp }
    try write(data, to: file, inside: state.writable)
    return ContentDigest.sha256(data)
  }

  /// `text`, the strings file `file`, with each of `edits` written in and read back.
  static func patched(_ text: String, file: String, edits: [StringsReadBack.Edit])
    throws(ServeError) -> String
  {
    var text = text
    do throws(StringsWriteError) {
      for edit in edits {
        let patched =
          file.hasSuffix(".xcstrings")
          ? try CatalogPatch.setting(
            edit.value, key: edit.key, locale: edit.locale, variant: edit.variant, in: text,
            file: file)
          : try StringsFilePatch.setting(edit.value, key: edit.key, in: text, file: file)
        text = patched ?? text
      }
      try StringsReadBack.check(text, file: file, edits: edits)
    } catch {
      throw ServeError(409, "\(error.description) \(file) was not written.")
    }
    return text
  }
}
