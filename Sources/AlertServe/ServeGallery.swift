import AlertSupport
import Foundation

/// The static gallery of PATH under `/gallery/`: built on the first request into a private
/// temporary folder (``GalleryFolder``) by the gallery command's own build, and built again
/// (reusing its cache) on the first request after a watched file changed.
final class ServeGallery: @unchecked Sendable {
  private let build: @Sendable (String) throws -> Void
  private let lock = NSLock()
  private var stale = true
  private var folder: String?

  /// Also removes the folders of this user's servers that were killed before they could.
  init(build: @escaping @Sendable (String) throws -> Void) {
    self.build = build
    GalleryFolder.removeLeftovers()
  }

  /// Notes that PATH changed; the next request builds again.
  func markStale() { lock.withLock { stale = true } }

  /// Removes the built site.
  func remove() {
    lock.withLock {
      if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }
  }

  /// The file at `relative` in the site (`""` and folders: their `index.html`).
  func file(_ relative: String) throws(ServeError) -> ServeResponse {
    let path = try Self.checked(relative, depth: 3)
    let site = try built()
    guard let data = OutputFolder(site).contents(of: path) else { throw .notFound }
    return ServeResponse(contentType: Self.type(of: path), body: data)
  }

  /// `relative` as a path of a served folder's file (`index.html` for a folder): at most
  /// `depth` names of ASCII letters, digits and `@._-`, none hidden. Request text only selects
  /// among a folder's own names, checked before any file access.
  static func checked(_ relative: String, depth: Int) throws(ServeError) -> String {
    var path = relative
    if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count <= depth,
      parts.allSatisfy({ part in
        !part.isEmpty && !part.hasPrefix(".") && part.utf8.count <= 200
          && part.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) && $0.isASCII
              || "@._-".unicodeScalars.contains($0)
          }
      })
    else { throw .notFound }
    return path
  }

  private func built() throws(ServeError) -> String {
    lock.lock()
    defer { lock.unlock() }
    let site: String
    if let folder {
      site = folder
    } else {
      site = try GalleryFolder.make()
    }
    folder = site
    if stale {
      do {
        try build(site)
      } catch {
        throw ServeError(500, "the gallery was not built: \(error)")
      }
      stale = false
    }
    return site
  }

  static func type(of path: String) -> String {
    switch path.split(separator: ".").last {
    case "html": "text/html; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "json": "application/json"
    case "png": "image/png"
    case "svg": "image/svg+xml"
    default: "application/octet-stream"
    }
  }
}
