import AlertSpec

/// Where each finding is in the spec's file. A finding is placed from its field and the
/// characters it names; a worker process lints specs without their places, which are most of a
/// spec's size on the pipe, and the run places the findings in its own copies.
extension Linter {
  /// The place of a spec that has none (it was not read from a file).
  static let nowhere = SourceLocation(file: "<input>", line: 1, column: 1)

  /// `findings` placed in `specs`, each in the spec of its alert: the findings of linting the
  /// ``AlertSpec/unplaced`` specs become those of linting `specs` themselves. Findings of no spec
  /// (about the style sheet) are kept as they are.
  package static func placing(_ findings: [Finding], in specs: [AlertSpec]) -> [Finding] {
    let byID = Dictionary(specs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return findings.map { finding in
      byID[finding.alertID].map { placed(finding, in: $0) } ?? finding
    }
  }

  /// `finding` placed in `spec`: at the characters it names when the field's text positions
  /// are known, else at the field's value, else at the alert.
  static func placed(_ finding: Finding, in spec: AlertSpec) -> Finding {
    var placed = finding
    // The one finding about run-time text is at the alert: a helper's is one line for every
    // call of it.
    placed.location = place(
      of: finding.field, in: spec, alertFirst: finding.ruleID == TextNotStaticRule.id)
    placed.endLocation = nil
    if let range = finding.characters, let positions = spec.textPositions[finding.field],
      let text = text(of: spec, at: finding.field),
      let word = positions.locations(ofCharacters: range, in: text, file: placed.location.file)
    {
      placed.location = word.start
      placed.endLocation = word.end
    }
    return placed
  }

  /// Where `field` is written, else the object holding it (`lint.ignore` for one of its rule
  /// ids), else the alert; the alert first when `alertFirst`.
  static func place(of field: String, in spec: AlertSpec, alertFirst: Bool = false)
    -> SourceLocation
  {
    var keys = [field]
    if field.hasPrefix("lint.ignore.") { keys.append("lint.ignore") }
    keys.insert("", at: alertFirst ? 0 : keys.count)
    return keys.lazy.compactMap { spec.locations[$0] }.first ?? nowhere
  }
}
