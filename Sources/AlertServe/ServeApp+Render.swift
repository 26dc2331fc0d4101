import AlertRender
import AlertSpec
import Foundation

extension ServeApp {
  /// `GET /render/<id>.png|.svg?…`: a served alert's image.
  func renderStored(_ name: Substring, query: String?) throws(ServeError) -> ServeResponse {
    let format: ImageFormat
    if name.hasSuffix(".png") {
      format = .png
    } else if name.hasSuffix(".svg") {
      format = .svg
    } else {
      throw .notFound
    }
    let state = workspace.state
    let spec = try state.spec(name.dropLast(4))
    return try image(spec, format: format, query: RenderQuery(query), state: state)
  }

  /// `POST /render.png|.svg?…`: the image of the spec in the body. With `id=`, a served
  /// alert's strings are read again with the page's unsaved translations put in
  /// (``StringEdits``), so `locale=` works on an edited copy.
  func renderPosted(_ format: ImageFormat, _ request: ServeRequest) throws(ServeError)
    -> ServeResponse
  {
    let state = workspace.state
    let query = try RenderQuery(request.query)
    let (body, edits) = try StringEdits.split(request.body)
    var spec = try SpecBody.one(
      body, file: file(for: query, in: state), confinement: state.confinement)
    if let id = query.values["id"], let served = try? state.spec(Substring(id)) {
      if let localized = edits.localized(spec, served: served) {
        spec = localized
      } else {
        spec.localizations = served.localizations
      }
    }
    return try image(spec, format: format, query: query, state: state)
  }

  /// The file a posted spec is read as: the served alert's with `id=`, else `<request>`.
  func file(for query: RenderQuery, in state: ServeState) -> String {
    guard let id = query.values["id"], let spec = try? state.spec(Substring(id)),
      let file = ServeState.file(spec)
    else { return "<request>" }
    return file
  }

  private func image(
    _ spec: AlertSpec, format: ImageFormat, query: RenderQuery, state: ServeState
  ) throws(ServeError) -> ServeResponse {
    let configuration = try query.configuration(for: spec, style: state.style)
    // One image at a time: rendering from several threads at once grew the process by about
    // 1 MB per image (8 clients, 800 images: 0.9 GB), one at a time it stays flat; the font
    // thread serialises the drawing anyway.
    renderLock.lock()
    defer { renderLock.unlock() }
    do {
      switch format {
      case .png:
        return ServeResponse(
          contentType: "image/png", body: try state.renderer.png(spec, in: configuration),
          headers: ["Cache-Control": "no-store"])
      case .svg:
        return ServeResponse(
          contentType: "image/svg+xml", body: try state.renderer.svg(spec, in: configuration),
          headers: ["Cache-Control": "no-store"])
      }
    } catch {
      throw ServeError(500, "the image of '\(spec.id)' was not drawn: \(error)")
    }
  }
}
