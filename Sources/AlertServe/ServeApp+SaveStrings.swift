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
  /// into the app's strings, `{"strings": [{"field", "locale", "value", "stamp"}]}`.
  ///
  /// Each file is changed only where its value is (``CatalogPatch``, ``StringsFilePatch``),
  /// read back through the project's own reader before it is written, and refused when it
  /// changed since the page read it (its SHA-256 is not `stamp`), when it lies outside the
  /// served folders, or when the alert comes from Swift source.
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
    var byFile: [(file: String, stamp: String, edits: [(KeyedText, String, String)])] = []
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
      guard let stamp = edit.stamp, stamp.count == 64, stamp.allSatisfy(\.isHexDigit) else {
        throw ServeError(
          400, "each translation to save needs \"stamp\", the SHA-256 the page got for \(file).")
      }
      if let index = byFile.firstIndex(where: { $0.file == file }) {
        byFile[index].edits.append((keyed, locale, edit.value))
      } else {
        byFile.append((file, stamp, [(keyed, locale, edit.value)]))
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

  /// Writes `edits` (field, locale, text) into the strings file `file` if its SHA-256 is still
  /// `stamp`; answers its new SHA-256.
  static func writeStrings(
    _ edits: [(KeyedText, String, String)], to file: String, stamp: String, state: ServeState
  ) throws(ServeError) -> String {
    // A strings file a spec names may lie beside PATH rather than in it: never written then.
    if let real = PathConfinement.realPath(file), !state.writable.contains(resolved: real) {
      throw ServeError(
        403,
        "\(file) is outside the served folders, so serve does not write it. Serve the folder "
          + "that holds it too, or edit the translation in Xcode.")
    }
    guard FileManager.default.isReadableFile(atPath: file) else {
      throw ServeError(
        409,
        "\(file) does not exist or cannot be read; add the language to the table in Xcode (or "
          + "create the file), then edit the translation here.")
    }
    let before = try current(file, stamp: stamp)
    var text = before
    do throws(StringsWriteError) {
      for (keyed, locale, value) in edits {
        let patched =
          file.hasSuffix(".xcstrings")
          ? try CatalogPatch.setting(value, key: keyed.key, locale: locale, in: text, file: file)
          : try StringsFilePatch.setting(value, key: keyed.key, in: text, file: file)
        text = patched ?? text
      }
      try StringsReadBack.check(text, file: file, edits: edits.map { ($0.0.key, $0.1, $0.2) })
    } catch {
      throw ServeError(409, "\(error.description) \(file) was not written.")
    }
    // Bytes, not String equality: a change of normalisation form is a change to write.
    let data = Data(text.utf8)
    if data == Data(before.utf8) { return stamp }
    try write(data, to: file, inside: state.writable)
    return ContentDigest.sha256(data)
  }
}
