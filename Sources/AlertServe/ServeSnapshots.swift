import AlertSupport
import Foundation

/// The snapshot report `serve` shows at `/snapshots/` (`--report DIR`, the folder `snapshot`
/// writes), and, with `--references DIR`, its Accept buttons: each writes the new renders of a
/// group of failures (or of every failure) over their references, as the printed command
/// `--record failed` would.
///
/// What is accepted is read from the report's own `report.json`: a button names an alert and
/// configurations, and only results of the report that failed, with those names, are copied:
/// the report's `actual` image (read inside the report folder) over the reference (written
/// inside the references folder, atomically; ``OutputFolder`` follows no link in either).
public struct ServeSnapshots: Sendable {
  /// The report folder.
  public var report: String
  /// The references folder; `nil` shows the report without Accept buttons.
  public var references: String?

  /// The report in `report`, accepted into `references` when given.
  public init(report: String, references: String?) {
    self.report = report
    self.references = references
  }

  /// `GET /snapshots/<path>`: a file of the report.
  func file(_ relative: String) throws(ServeError) -> ServeResponse {
    let path = try ServeGallery.checked(relative, depth: 4)
    guard let data = OutputFolder(report).contents(of: path) else {
      if path == "index.html" {
        throw ServeError(
          404,
          "there is no snapshot report in \(report); run `alert-preview snapshot` first, or give "
            + "serve its folder with --report DIR.")
      }
      throw .notFound
    }
    return ServeResponse(contentType: ServeGallery.type(of: path), body: data)
  }

  /// What `GET /snapshots/accept` tells the report's script: that accepting is on, where to,
  /// and the token its request carries (this origin's pages only can read it).
  struct Accepting: Encodable {
    var references: String
    var token: String
  }

  /// What `POST /snapshots/accept` answers: the references written.
  struct Accepted: Encodable {
    var accepted: [String]
  }

  /// `POST /snapshots/accept` with `{"alert": ID, "configurations": [...]}` or `{"all": true}`.
  func accept(_ body: Data) throws(ServeError) -> ServeResponse {
    guard let references else {
      throw ServeError(
        403, "serve was started without --references, so it does not write references.")
    }
    let wanted = try Self.choice(body)
    guard let data = OutputFolder(report).contents(of: "report.json"),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let results = json["results"] as? [[String: Any]]
    else {
      throw ServeError(
        409, "\(report)/report.json cannot be read; run `alert-preview snapshot` again.")
    }
    var accepted: [String] = []
    for result in results where (result["status"] as? String).map({ $0 != "passed" }) ?? false {
      guard let id = result["id"] as? String,
        let configuration = result["configuration"] as? String,
        wanted.all || (id == wanted.alert && wanted.configurations.contains(configuration)),
        let reference = result["reference"] as? String,
        let actual = (result["artifacts"] as? [String: String])?["actual"]
      else { continue }
      let target = try ServeGallery.checked(reference, depth: 4)
      guard target.hasSuffix(".png"),
        let image = OutputFolder(report).contents(of: try ServeGallery.checked(actual, depth: 4))
      else {
        throw ServeError(
          409, "the new render of \(id) \(configuration) is not in \(report); run snapshot again.")
      }
      do {
        try OutputFolder(references).write(image, to: target)
      } catch {
        throw ServeError(500, "\(error)")
      }
      accepted.append(references + "/" + target)
    }
    guard !accepted.isEmpty else {
      throw ServeError(
        409, "the report has no failure to accept there; run `alert-preview snapshot` again.")
    }
    return .json(Accepted(accepted: accepted))
  }

  /// The alert and configurations a request names, or every failure.
  private static func choice(_ body: Data) throws(ServeError) -> (
    all: Bool, alert: String, configurations: Set<String>
  ) {
    let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    if object["all"] as? Bool == true { return (true, "", []) }
    guard let alert = object["alert"] as? String,
      let configurations = object["configurations"] as? [String], !configurations.isEmpty
    else {
      throw ServeError(
        400,
        "an accept names {\"alert\": ID, \"configurations\": [...]} or {\"all\": true}; this "
          + "request names neither.")
    }
    return (false, alert, Set(configurations))
  }
}
