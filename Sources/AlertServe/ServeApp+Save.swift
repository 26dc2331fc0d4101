import AlertGallery
import AlertLayout
import AlertSpec
import AlertSupport
import Foundation

extension ServeApp {
  /// What `GET /alerts/<id>.json` sends: the spec as the editor starts from it.
  struct AlertDocument: Encodable {
    var id: String
    /// The spec as spec-format JSON text (fields naming string keys stay keys).
    var spec: String
    var file: String
    /// The SHA-256 of the file when it was read; a save sends it back.
    var stamp: String
    var readOnly: Bool
    var version: Int
    /// The fields whose text comes from the app's strings, with that text in each locale.
    var strings: [KeyedText] = []
  }

  /// `GET /alerts/<id>.json`.
  func alertJSON(_ id: Substring) throws(ServeError) -> ServeResponse {
    let state = workspace.state
    return .json(document(try state.spec(id), state: state))
  }

  func document(_ spec: AlertSpec, state: ServeState) -> AlertDocument {
    let file = ServeState.file(spec) ?? ""
    return AlertDocument(
      id: spec.id,
      spec: Self.written(spec, in: state.texts[file], file: file)
        ?? SpecJSON.formatted(spec),
      file: file, stamp: state.stamps[file] ?? "", readOnly: ServeState.isReadOnly(spec),
      version: state.version, strings: KeyedText.all(of: spec))
  }

  /// The alert object as `text`, its file, writes it, as plain JSON: every field the file
  /// gives, as the file gives it (a `preferred` index stays an index, keys stay keys), so a save
  /// of it unchanged changes nothing. `nil` when the file does not read.
  static func written(_ spec: AlertSpec, in text: String?, file: String) -> String? {
    guard let text, let root = try? JSON5Parser.parse(text, file: file) else { return nil }
    let objects = root.member("alerts")?.arrayValue ?? [root]
    return objects.first { $0.member("id")?.stringValue == spec.id }?.indentedText()
  }

  /// What a save answers.
  struct Saved: Encodable {
    var saved: String
    var stamp: String
  }

  /// `POST /alerts/<id>/save?stamp=…`: writes the edited alert into its own spec file.
  ///
  /// Only the text of the values that changed is rewritten (``SpecPatch``): comments,
  /// formatting and the file's other alerts stay byte for byte, and an unchanged alert leaves
  /// the file alone. Refused when the file changed since the page read it (its SHA-256 is not
  /// `stamp`), when the alert comes from Swift source, or when the file does not read cleanly
  /// now.
  func save(_ id: Substring, _ request: ServeRequest) throws(ServeError) -> ServeResponse {
    let state = workspace.state
    let served = try state.spec(id)
    guard !ServeState.isReadOnly(served), let file = ServeState.file(served) else {
      let place = served.locations[""]?.description ?? "Swift source"
      throw ServeError(
        403,
        "'\(served.id)' comes from Swift source (\(place)); serve shows it but never "
          + "writes Swift. Edit the source, or write it out as a spec with `alert-preview extract`."
      )
    }
    let stamp = try Self.stamp(request.query)
    let edited = try SpecBody.one(request.body, file: file, confinement: state.confinement)
    guard edited.id == served.id else {
      throw ServeError(400, "the edited alert's id must stay '\(served.id)', not '\(edited.id)'.")
    }
    let posted = try SpecBody.alertObject(request.body, file: file)
    let written: String = try workspace.serialisingSaves { () throws(ServeError) -> String in
      let before = try Self.current(file, stamp: stamp)
      let current = SpecLoader.load(paths: [file])
      if let problem = current.diagnostics.first {
        throw ServeError(
          409, "\(file) has input errors, so serve will not rewrite it: \(problem.description)")
      }
      let text: String
      do {
        guard let patched = try SpecPatch.apply(posted, to: before, file: file) else {
          return stamp
        }
        text = patched
      } catch {
        throw ServeError(409, "\(error); it was not written.")
      }
      try Self.write(Data(text.utf8), to: file, inside: state.writable)
      return ContentDigest.sha256(Data(text.utf8))
    }
    workspace.reload()
    return .json(Saved(saved: file, stamp: written))
  }

  /// Rewrites the spec `file` in place: through a symbolic link to its target when the target
  /// lies inside the served folders (`writable`), keeping the file's mode; refuses links out
  /// of them and read-only files.
  static func write(_ data: Data, to file: String, inside writable: PathConfinement)
    throws(ServeError)
  {
    let target: AtomicFile.Target
    do {
      target = try AtomicFile.target(of: file)
    } catch {
      throw ServeError(409, "\(error); it was not written.")
    }
    guard writable.contains(resolved: target.path) else {
      throw ServeError(
        403,
        "\(file) is a symbolic link to \(target.path), which is outside the served folders, so "
          + "serve does not write through it. Edit the file there, or serve the folder that "
          + "holds it.")
    }
    guard !target.isReadOnly else {
      throw ServeError(
        403,
        "\(file) is read-only (mode \(String(target.mode, radix: 8))), so serve did not write "
          + "it. Make it writable (chmod u+w) to save from here.")
    }
    do {
      try AtomicFile.replace(data, at: target)
    } catch {
      throw ServeError(500, "\(file) was not written: \(error)")
    }
  }

  static func stamp(_ query: String?) throws(ServeError) -> String {
    let items = URLComponents(string: "?" + (query ?? ""))?.queryItems ?? []
    guard let stamp = items.first(where: { $0.name == "stamp" })?.value,
      stamp.count == 64, stamp.allSatisfy(\.isHexDigit)
    else {
      throw ServeError(
        400, "a save needs stamp=, the SHA-256 the page got with the alert (GET /alerts/<id>.json)."
      )
    }
    return stamp
  }
}
