import AlertGallery
import AlertLint
import AlertMarkup
import AlertSpec
import Foundation

extension ServeApp {
  /// `GET /`: the index.
  func indexPage() throws(ServeError) -> ServeResponse {
    let state = workspace.state
    return try Self.html(ServeIndexPage.document(state, report: state.report, token: token))
  }

  /// `GET /alerts/<id>`: the editor page. The preview settings in `query` (the page keeps
  /// them in its URL) are the first preview's too, so a reload does not show the default
  /// configuration until the script redraws; a query that does not read is left to the script.
  func alertPage(_ id: Substring, query: String? = nil) throws(ServeError) -> ServeResponse {
    let state = workspace.state
    let spec = try state.spec(id)
    let findings = state.report.findings.filter { $0.alertID == spec.id }
    var preview = URLComponents()
    preview.path = "/render/\(spec.id).png"
    let settings = ((try? RenderQuery(query))?.values ?? [:]).filter { $0.key != "id" }
    if !settings.isEmpty {
      preview.queryItems = settings.sorted { $0.key < $1.key }.map {
        URLQueryItem(name: $0.key, value: $0.value)
      }
    }
    return try Self.html(
      EditorPage.document(
        spec, state: state, findings: findings, token: token,
        preview: preview.string ?? "/render/\(spec.id).png"))
  }

  /// `POST /alerts/<id>/findings`: the findings section of the edited alert in the body, as
  /// the page shows it (the script swaps it in).
  func findingsSection(_ id: Substring, _ request: ServeRequest) throws(ServeError)
    -> ServeResponse
  {
    let state = workspace.state
    let served = try state.spec(id)
    let (body, edits) = try StringEdits.split(request.body)
    var spec = try SpecBody.one(
      body, file: ServeState.file(served) ?? "<request>", confinement: state.confinement)
    // Keys read through the app's strings, with the page's unsaved translations put in.
    spec = edits.localized(spec, served: served) ?? spec
    // With the page's device, orientation, text size or locale in the query, the measured
    // rules measure the configuration the preview shows, as the preview's own request does.
    let query = try RenderQuery(request.query)
    let report: LintReport
    if query.values.keys.contains(where: { $0 != "id" }) {
      let configuration = try query.configuration(for: spec, style: state.style)
      report = Linter(style: state.style, configurations: [configuration]).lint([spec])
    } else {
      report = state.linter.lint([spec])
    }
    let findings = report.findings.filter { $0.alertID == spec.id }
    let shown = findings.map { Self.inFile($0, served: served) }
    let section = FindingLinks.link(
      GalleryFragments.findings(shown, of: spec, styleName: state.style.name, depth: 1),
      shown, of: spec, marking: findings)
    return try Self.html(MarkupElement("html", [("lang", "en")], [.el("body", [], [section])]))
  }

  /// A finding of a posted alert placed where its field is in the file the alert was served
  /// from (or, for a field the file does not have, where the alert is): the page posts the
  /// alert as one line of JSON, whose own positions (`:1:28`) name nothing a person can find.
  static func inFile(_ finding: Finding, served: AlertSpec) -> Finding {
    guard let place = served.locations[finding.field] ?? served.locations[""] else {
      return finding
    }
    var moved = finding
    moved.location = place
    moved.endLocation = nil
    moved.edit = nil
    return moved
  }

  /// `GET /rules.html`: the gallery's rule catalogue.
  func rulesPage() throws(ServeError) -> ServeResponse {
    let state = workspace.state
    let page = GalleryPage(
      title: "Alert previews", styleName: state.style.name, entries: [], rules: Linter.rules)
    do {
      return .html(try GalleryWriter.rulesHTML(for: page))
    } catch {
      throw ServeError(500, "the rules page was not made: \(error)")
    }
  }

  static func html(_ root: MarkupElement) throws(ServeError) -> ServeResponse {
    do {
      return .html(try MarkupDocument.html(root))
    } catch {
      throw ServeError(500, "the page was not made: \(error)")
    }
  }
}
