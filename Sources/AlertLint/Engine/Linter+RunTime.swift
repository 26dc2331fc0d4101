import AlertSpec

/// Text known only at run time (``AlertSpec/runTime``): skipped by the copy rules, named once
/// per alert by `text-not-static`.
extension Linter {
  /// Whether `problem` is about a field whose text the app knows only at run time, or is a
  /// measurement of an alert that shows such a field as a placeholder's name.
  static func isAboutRunTimeText(_ problem: Problem, _ rule: any Rule.Type, _ spec: AlertSpec)
    -> Bool
  {
    guard !spec.runTime.isEmpty else { return false }
    // The field itself, or the button whose label it is (`buttons[1]` of `buttons[1].label`).
    if spec.runTime.keys.contains(where: {
      $0 == problem.field || $0.hasPrefix(problem.field + ".")
    }) {
      return true
    }
    // A measurement of the whole alert or its button row includes a placeholder's name.
    return rule.isMeasured && ["", "buttons"].contains(problem.field)
  }

  /// The `text-not-static` finding of `spec`, at the alert (for an alert read from Swift, the
  /// call that shows it: a helper's run-time text is the same line for every call).
  func runTimeText(_ spec: AlertSpec) -> [Finding] {
    guard !spec.runTime.isEmpty, let severity = level(of: TextNotStaticRule.description) else {
      return []
    }
    let fields = spec.runTime.map { (path: $0.key, source: $0.value) }
      .sorted { Self.fieldOrder($0.path) < Self.fieldOrder($1.path) }
    let first = fields[0].path
    return [
      Finding(
        ruleID: TextNotStaticRule.id, severity: severity,
        message: TextNotStaticRule.message(fields),
        location: Self.place(of: first, in: spec, alertFirst: true), alertID: spec.id,
        field: first, suppression: spec.lintIgnore[TextNotStaticRule.id])
    ]
  }

  /// Title, message, buttons in order, then text fields.
  private static func fieldOrder(_ path: String) -> (Int, Int) {
    let index =
      path.split(separator: "[").dropFirst().first
      .flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
    switch path.split(separator: "[").first.map(String.init) ?? path {
    case "title": return (0, 0)
    case "message": return (1, 0)
    case "buttons": return (2, index)
    default: return (3, index)
    }
  }
}
