import AlertLint
import AlertSpec
import Foundation

extension ServeApp {
  /// `POST /lint[?id=…]`: the findings of the spec(s) in the body, in the lint JSON format
  /// (`docs/lint-json.md`). With `id=`, the body is read as that alert's file (so findings
  /// point at it and its project words apply).
  func lint(_ request: ServeRequest) throws(ServeError) -> ServeResponse {
    let state = workspace.state
    let query = try RenderQuery(request.query)
    let specs = try SpecBody.all(
      request.body, file: file(for: query, in: state), confinement: state.confinement)
    return .json(text: JSONReporter().render(state.linter.lint(specs)))
  }
}
