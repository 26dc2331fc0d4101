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
  }

  /// `GET /alerts/<id>.json`.
  func alertJSON(_ id: Substring) throws(ServeError) -> ServeResponse {
    let state = workspace.state
    return .json(document(try state.spec(id), state: state))
  }

  func document(_ spec: AlertSpec, state: ServeState) -> AlertDocument {
    let file = ServeState.file(spec) ?? ""
    return AlertDocument(
      id: spec.id, spec: SpecJSON.formatted(spec), file: file, stamp: state.stamps[file] ?? "",
      readOnly: ServeState.isReadOnly(spec), version: state.version)
  }

  /// What a save answers.
  struct Saved: Encodable {
    var saved: String
    var stamp: String
  }

  /// `POST /alerts/<id>/save?stamp=…`: writes the edited alert into its own spec file.
  ///
  /// The file is rewritten whole as spec-format JSON (``SpecJSON``): the other alerts of the
  /// file are kept, but comments, trailing commas and formatting are not. Refused when the
  /// file changed since the page read it (its SHA-256 is not `stamp`), when the alert comes
  /// from Swift source, or when the file does not read cleanly now.
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
    var edited = try SpecBody.one(request.body, file: file)
    guard edited.id == served.id else {
      throw ServeError(400, "the edited alert's id must stay '\(served.id)', not '\(edited.id)'.")
    }
    edited.localizations = [:]
    let written: String = try workspace.serialisingSaves { () throws(ServeError) -> String in
      guard let now = FileManager.default.contents(atPath: file) else {
        throw ServeError(409, "\(file) can no longer be read; it was not written.")
      }
      guard ContentDigest.sha256(now) == stamp else {
        throw ServeError(
          409,
          "\(file) changed on disk since this page read it, so it was not overwritten. "
            + "Reload the page to get the new version, then make your edit again.")
      }
      let current = SpecLoader.load(paths: [file])
      if let problem = current.diagnostics.first {
        throw ServeError(
          409, "\(file) has input errors, so serve will not rewrite it: \(problem.description)")
      }
      let alerts = current.alerts.map { $0.id == edited.id ? edited : $0 }
      let text =
        (alerts.count == 1 ? SpecJSON.formatted(edited) : SpecJSON.formatted(alerts)) + "\n"
      do {
        try AtomicFile.write(text, to: file)
      } catch {
        throw ServeError(500, "\(file) was not written: \(error)")
      }
      return ContentDigest.sha256(Data(text.utf8))
    }
    workspace.reload()
    return .json(Saved(saved: file, stamp: written))
  }

  private static func stamp(_ query: String?) throws(ServeError) -> String {
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
