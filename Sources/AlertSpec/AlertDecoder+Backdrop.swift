import AlertSupport

/// Decoding of `backdrop`: a PNG of the app screen behind the alert, checked on disk at once so
/// that a missing or wrong file is an input error at the value, not a failed render.
extension AlertDecoder {
  mutating func decodeBackdrop(_ value: JSONValue) {
    spec.locations["backdrop"] = value.location
    if value.isNull { return }
    guard let written = value.stringValue, !written.isEmpty else {
      wrongType(
        value, path: "backdrop",
        expected: "the path of a PNG screenshot of the app, relative to this spec")
      return
    }
    let path = BackdropFile.path(written, specFile: value.location.file)
    if let confinement {
      // One sentence for every refusal: which files exist outside is nobody's business.
      guard let real = confinement.admits(path), BackdropFile.problem(at: real) == nil else {
        fail(value.location, Self.outsideBackdrop(written))
        return
      }
    } else if let problem = BackdropFile.problem(at: path) {
      fail(value.location, "'backdrop' names '\(written)', which \(problem)")
      return
    }
    spec.backdrop = written
  }

  /// The one refusal of a confined `backdrop`, whatever is wrong with it.
  static func outsideBackdrop(_ written: String) -> String {
    "the backdrop '\(written.prefix(200))' is not a PNG inside "
      + "the served folders; give the path, relative to the spec, of a PNG screenshot inside them"
  }
}
