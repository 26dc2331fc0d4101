import AlertSpec
import AlertSupport
import Foundation

/// A spec sent in a request body, read by the same loader as spec files, with its limits. The
/// files it names (`backdrop`, `strings`) must lie inside what the server serves.
enum SpecBody {
  /// The alerts of `body`, read as if from `file`; refuses empty, oversized or invalid bodies
  /// with the loader's sentences, and names of files outside `confinement` with one sentence.
  static func all(
    _ body: Data, file: String, confinement: PathConfinement
  ) throws(ServeError) -> [AlertSpec] {
    guard !body.isEmpty else {
      throw ServeError(400, "the request has no body; send an alert spec as JSON.")
    }
    guard body.count <= ServeLimits.bodyBytes else {
      throw ServeError(
        400,
        "the request body is \(body.count) bytes; bodies are limited to "
          + "\(ServeLimits.bodyBytes) bytes (256 KiB).")
    }
    guard let text = String(validating: body, as: UTF8.self) else {
      throw ServeError(400, "the request body is not UTF-8 text; send an alert spec as JSON.")
    }
    let result = SpecLoader.load(text: text, file: file, confinement: confinement)
    if let first = result.diagnostics.first {
      throw ServeError(400, first.description)
    }
    guard !result.alerts.isEmpty else {
      throw ServeError(400, "the request body holds no alert; send an alert spec as JSON.")
    }
    return result.alerts
  }

  /// The alert object of `body` as parsed (`body` itself, or the one alert of its `alerts`),
  /// for a save to compare value by value; call after ``one(_:file:confinement:)`` accepted it.
  static func alertObject(_ body: Data, file: String) throws(ServeError) -> JSONValue {
    guard let text = String(validating: body, as: UTF8.self),
      let root = try? JSON5Parser.parse(text, file: file)
    else { throw ServeError(400, "the request body is not an alert spec.") }
    return root.member("alerts")?.arrayValue?.first ?? root
  }

  /// The one alert of `body`.
  static func one(
    _ body: Data, file: String, confinement: PathConfinement
  ) throws(ServeError) -> AlertSpec {
    let alerts = try all(body, file: file, confinement: confinement)
    guard alerts.count == 1, let alert = alerts.first else {
      throw ServeError(400, "the request body holds \(alerts.count) alerts; send one.")
    }
    return alert
  }
}
