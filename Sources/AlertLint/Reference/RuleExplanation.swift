import AlertSpec

/// One rule explained as plain text for a terminal (`alert-preview rules RULE`, `lint --explain
/// RULE`): what it checks and why, what to do, examples as the alert's own text rather than
/// JSON, and where to read the guidance it enforces.
public enum RuleExplanation {
  public static func text(_ rule: RuleDescription) -> String {
    var lines = [rule.id, String(repeating: "=", count: rule.id.count), "", rule.summary]
    lines += ["", rule.rationale, ""]
    lines.append("Default severity: \(rule.severity.rawValue). Group: \(rule.group).")
    lines.append("Guidance: \(rule.guidance.words).")
    if !rule.subsumes.isEmpty {
      lines.append("Reported in place of \(subsumed(rule, code: false)).")
    }
    if !rule.triggering.isEmpty {
      lines += ["", "Reported:"]
      for example in rule.triggering { lines += shown(example) }
    }
    if !rule.nonTriggering.isEmpty {
      lines += ["", "Not reported:"]
      for example in rule.nonTriggering { lines += shown(example) }
    }
    let documents = rule.guidance.documents
    if !documents.isEmpty {
      lines += ["", "Read:"]
      lines += documents.map { "  \($0.name): \($0.url)" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The rules `rule` takes the place of, in words: "title-single-line on the same field".
  static func subsumed(_ rule: RuleDescription, code: Bool) -> String {
    rule.subsumes.map { subsumption in
      (code ? "`\(subsumption.rule)`" : subsumption.rule)
        + (subsumption.sameField ? " on the same field" : " anywhere in the alert")
    }.joined(separator: ", ")
  }

  /// One line per rule: id, default severity, the guidance's documents and what it checks,
  /// in columns under a heading.
  public static func list(_ rules: [RuleDescription]) -> String {
    let rows =
      [("RULE", "DEFAULT", "GUIDANCE", "CHECKS")]
      + rules.map { ($0.id, $0.severity.rawValue, $0.guidance.short, $0.summary) }
    let widths = (
      rows.map(\.0.count).max() ?? 0, rows.map(\.1.count).max() ?? 0,
      rows.map(\.2.count).max() ?? 0
    )
    return rows.map { row in
      row.0.padding(toLength: widths.0, withPad: " ", startingAt: 0) + "  "
        + row.1.padding(toLength: widths.1, withPad: " ", startingAt: 0) + "  "
        + row.2.padding(toLength: widths.2, withPad: " ", startingAt: 0) + "  " + row.3
    }.joined(separator: "\n") + "\n"
  }

  /// An example as the alert's text: its title, message and buttons, with where the finding
  /// lands and in which style sheet or locale it is linted.
  private static func shown(_ example: RuleExample) -> [String] {
    let loaded = SpecLoader.load(text: example.spec, file: "example.json")
    guard let spec = loaded.alerts.first else { return ["  " + example.spec] }
    var parts: [String] = []
    if let title = spec.title { parts.append("title “\(title)”") } else { parts.append("no title") }
    if let message = spec.message { parts.append("message “\(message)”") }
    if !spec.buttons.isEmpty {
      let buttons = spec.buttons.map { button in
        button.role == .default
          ? "“\(button.label)”" : "“\(button.label)” (\(button.role.rawValue))"
      }
      parts.append("buttons " + buttons.joined(separator: ", "))
    }
    if spec.style == .actionSheet { parts.insert("an action sheet:", at: 0) }
    var notes: [String] = []
    if let field = example.field {
      notes.append(
        "on " + (field.isEmpty ? "the alert" : field.replacingOccurrences(of: ".label", with: "")))
    }
    if example.style != "ios" { notes.append("with the \(example.style) style sheet") }
    if let locale = example.locale { notes.append("in \(locale)") }
    let line = "  - " + parts.joined(separator: "; ")
    return [notes.isEmpty ? line : line + " — " + notes.joined(separator: ", ")]
  }
}
