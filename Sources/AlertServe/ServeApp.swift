import AlertGallery
import Foundation

/// The web app behind `alert-preview serve`: turns each request into a response. Pure Swift;
/// the libsoup server (``ServeServer``) calls ``respond(_:)`` off its main loop.
///
/// Routes (see `docs/serve.md`):
/// `GET /`, `GET /alerts/<id>`, `GET /alerts/<id>.json`, `POST /alerts/<id>/save?stamp=…`,
/// `POST /alerts/new[?stamp=…]`, `POST /alerts/<id>/delete?stamp=…`,
/// `POST /alerts/<id>/strings`, `GET /render/<id>.png|.svg?…`, `POST /render.png|.svg?…`,
/// `POST /lint`, `GET /gallery/…`, `GET /assets/…`, `GET /snapshots/…`,
/// `POST /snapshots/accept`; `GET /events` is the server's own event stream.
public final class ServeApp: Sendable {
  let workspace: ServeWorkspace
  let gallery: ServeGallery
  let renderLock = NSLock()
  /// The server's secret for this run, carried by its pages and required with every change
  /// (``RequestGate``): 32 bytes from the system's cryptographic random source, in hex, never
  /// derived from the files.
  let token = ServeApp.freshToken()

  /// The snapshot report shown at `/snapshots/`, if any.
  let snapshots: ServeSnapshots?

  /// Reads PATH for the first time; throws when the style sheet cannot be read. `snapshots`
  /// is the snapshot report to show (and accept from).
  public init(_ sources: ServeSources, snapshots: ServeSnapshots? = nil) throws {
    self.snapshots = snapshots
    workspace = try ServeWorkspace(sources)
    gallery = ServeGallery(build: sources.buildGallery)
    workspace.onReload { [gallery] _, _ in gallery.markStale() }
  }

  /// Reads PATH again and tells listeners which alerts changed.
  public func reload() { workspace.reload() }

  /// Calls `listener` after each reload with the new version and the ids that changed.
  public func onChange(_ listener: @escaping @Sendable (_ version: Int, _ ids: [String]) -> Void) {
    workspace.onReload { state, ids in listener(state.version, ids) }
  }

  /// Waits for a save in progress, then removes the built gallery: called when serving stops.
  public func finish() {
    workspace.serialisingSaves {}
    gallery.remove()
  }

  /// The current version of the served alerts (it grows with each reload).
  public var version: Int { workspace.state.version }

  /// The response to `request`; never throws: refusals are JSON errors with their status.
  public func respond(_ request: ServeRequest) -> ServeResponse {
    do {
      return try route(request)
    } catch {
      return .error(error)
    }
  }

  private func route(_ request: ServeRequest) throws(ServeError) -> ServeResponse {
    let segments = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    let parts = Array(segments)
    let get = request.method == "GET" || request.method == "HEAD"
    let post = request.method == "POST"
    switch (parts.first, parts.count) {
    case ("", 1) where get: return try indexPage()
    case ("assets", 2) where get: return try asset(parts[1])
    case ("alerts", 2) where get:
      if parts[1].hasSuffix(".json") { return try alertJSON(parts[1].dropLast(5)) }
      return try alertPage(parts[1], query: request.query)
    case ("alerts", 2) where post && parts[1] == "new": return try create(request)
    case ("alerts", 3) where post && parts[2] == "save":
      return try save(parts[1], request)
    case ("alerts", 3) where post && parts[2] == "delete":
      return try delete(parts[1], request)
    case ("alerts", 3) where post && parts[2] == "strings":
      return try saveStrings(parts[1], request)
    case ("alerts", 3) where post && parts[2] == "findings":
      return try findingsSection(parts[1], request)
    case ("rules.html", 1) where get: return try rulesPage()
    case ("index.html", 1) where get: return try indexPage()
    case ("render", 2) where get: return try renderStored(parts[1], query: request.query)
    case ("render.png", 1) where post: return try renderPosted(.png, request)
    case ("render.svg", 1) where post: return try renderPosted(.svg, request)
    case ("lint", 1) where post: return try lint(request)
    case ("gallery", 1) where get:
      return ServeResponse(
        status: 308, contentType: "text/plain", body: Data(), headers: ["Location": "/gallery/"])
    case ("gallery", _) where get: return try gallery.file(parts.dropFirst().joined(separator: "/"))
    case ("snapshots", 1) where get && snapshots != nil:
      return ServeResponse(
        status: 308, contentType: "text/plain", body: Data(), headers: ["Location": "/snapshots/"])
    case ("snapshots", 2) where get && parts[1] == "accept":
      guard let references = snapshots?.references else { throw .notFound }
      return .json(ServeSnapshots.Accepting(references: references, token: token))
    case ("snapshots", 2) where post && parts[1] == "accept":
      guard let snapshots else { throw .notFound }
      return try snapshots.accept(request.body)
    case ("snapshots", _) where get:
      guard let snapshots else { throw .notFound }
      return try snapshots.file(parts.dropFirst().joined(separator: "/"))
    case ("render.png", 1), ("render.svg", 1), ("lint", 1):
      throw ServeError(405, "\(request.method.prefix(10)) is not allowed here; send a POST.")
    default: throw .notFound
    }
  }

  /// `/assets/gallery.css`, `/assets/serve.css` and `/assets/serve.js`.
  private func asset(_ name: Substring) throws(ServeError) -> ServeResponse {
    switch name {
    case "gallery.css": return .text("\(GalleryAssets.css)", type: "text/css")
    case "serve.css": return .text("\(ServeAssets.css)", type: "text/css")
    case "serve.js": return .text("\(ServeAssets.script)", type: "text/javascript")
    default: throw .notFound
    }
  }
}

extension ServeApp {
  /// 256 bits from `SystemRandomNumberGenerator` (`getrandom(2)` on Linux, a CSPRNG), in hex.
  static func freshToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let word = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - word.count) + word
    }.joined()
  }
}

extension ServeResponse {
  /// UTF-8 text of `type`.
  static func text(_ text: String, type: String) -> ServeResponse {
    ServeResponse(contentType: type + "; charset=utf-8", body: Data(text.utf8))
  }
}
