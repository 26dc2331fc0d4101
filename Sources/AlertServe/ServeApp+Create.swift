import AlertLayout
import AlertSpec
import AlertSupport
import Foundation

extension ServeApp {
  /// What `POST /alerts/new` is sent: the new alert's id and title, and the file to add it to
  /// (a served spec file with an `alerts` array, or a new `.json` file in a served folder).
  struct NewAlert: Decodable {
    var file: String
    var id: String
    var title: String
  }

  /// What a create or a delete answers: the alert, its file and the file's new SHA-256 (empty
  /// when the file was removed).
  struct FileChange: Encodable {
    var alert: String
    var file: String
    var stamp: String
  }

  /// `POST /alerts/new[?stamp=…]`: adds a new alert (its title and an OK button) at the end
  /// of a served spec file's `alerts` array, text-preserving (``SpecFileEdit``), or writes it
  /// as a new spec file. Adding to a file needs its `stamp`, as a save does.
  func create(_ request: ServeRequest) throws(ServeError) -> ServeResponse {
    let state = workspace.state
    let wanted: NewAlert
    do {
      wanted = try JSONDecoder().decode(NewAlert.self, from: request.body)
    } catch {
      throw ServeError(
        400, "a new alert is sent as {\"file\": …, \"id\": …, \"title\": …}; this request is not.")
    }
    let alert = try Self.newAlert(id: wanted.id, title: wanted.title)
    if let other = state.byID[wanted.id] {
      let place = other.locations[""]?.description ?? "the served paths"
      throw ServeError(
        409, "an alert '\(wanted.id)' already exists (\(place)); give the new one another id.")
    }
    let file = wanted.file
    let written: String = try workspace.serialisingSaves { () throws(ServeError) -> String in
      if state.texts[file] == nil {
        return try Self.createFile(file, holding: alert, inside: state.writable)
      }
      let stamp = try Self.stamp(request.query)
      let before = try Self.current(file, stamp: stamp)
      let text: String
      do {
        text = try SpecFileEdit.adding(alert, to: before, file: file)
      } catch {
        throw ServeError(409, "\(error); nothing was written.")
      }
      try Self.write(Data(text.utf8), to: file, inside: state.writable)
      return ContentDigest.sha256(Data(text.utf8))
    }
    workspace.reload()
    return .json(FileChange(alert: wanted.id, file: file, stamp: written))
  }

  /// `POST /alerts/<id>/delete?stamp=…`: removes the alert from its spec file, text-preserving;
  /// a file that held only that alert is removed.
  func delete(_ id: Substring, _ request: ServeRequest) throws(ServeError) -> ServeResponse {
    let state = workspace.state
    let served = try state.spec(id)
    guard !ServeState.isReadOnly(served), let file = ServeState.file(served) else {
      throw ServeError(
        403,
        "'\(served.id)' comes from Swift source; serve never writes Swift. Remove the alert "
          + "from the source.")
    }
    let stamp = try Self.stamp(request.query)
    let written: String = try workspace.serialisingSaves { () throws(ServeError) -> String in
      let before = try Self.current(file, stamp: stamp)
      let text: String?
      do {
        text = try SpecFileEdit.removing(id: served.id, from: before, file: file)
      } catch {
        throw ServeError(409, "\(error); nothing was written.")
      }
      guard let text else {
        try Self.remove(file, inside: state.writable)
        return ""
      }
      try Self.write(Data(text.utf8), to: file, inside: state.writable)
      return ContentDigest.sha256(Data(text.utf8))
    }
    workspace.reload()
    return .json(FileChange(alert: served.id, file: file, stamp: written))
  }

  /// The new alert as a spec object: `id`, `title` and one OK button; refused with the spec
  /// reader's sentence when it would not read.
  static func newAlert(id: String, title: String) throws(ServeError) -> JSONValue {
    // In the order a person writes a spec: id, title, buttons.
    let text =
      "{\"id\": \(JSONValue.quoted(id)), \"title\": \(JSONValue.quoted(title)), "
      + "\"buttons\": [{\"label\": \"OK\", \"role\": \"default\"}]}"
    guard let value = try? JSON5Parser.parse(text, file: "the new alert") else {
      throw ServeError(400, "the new alert could not be made.")
    }
    if let problem = SpecLoader.load(text: text, file: "the new alert").diagnostics.first {
      throw ServeError(400, "the new alert does not read: \(problem.message)")
    }
    return value
  }

  /// The file's text now, when its SHA-256 is still `stamp` (the page's) and it is UTF-8: what
  /// a save, a create and a delete change.
  static func current(_ file: String, stamp: String) throws(ServeError) -> String {
    guard let now = FileManager.default.contents(atPath: file) else {
      throw ServeError(409, "\(file) can no longer be read; it was not written.")
    }
    guard ContentDigest.sha256(now) == stamp else {
      throw ServeError(
        409,
        "\(file) changed on disk since this page read it, so it was not overwritten. Reload "
          + "the page to get the new version, then make your change again.")
    }
    guard let text = String(validating: now, as: UTF8.self) else {
      throw ServeError(409, "\(file) is not UTF-8 text now; it was not written.")
    }
    return text
  }
}
