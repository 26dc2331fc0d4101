import Foundation

/// Joins the reports of a sharded lint (`lint --shard I/N`, one process per part) into the one
/// an unsharded run writes: `json` documents into one document, `sarif` logs into one log.
///
/// Each alert is linted in one part, so its findings come from that part; what every part
/// reports alike (input errors, findings about the style sheet) appears once. Alerts are
/// ordered by file, then as the parts list them; SARIF results as the reporter orders them
/// (input errors, then by file, line, column and rule).
public enum LintMerge {
  /// What the parts are.
  public enum Kind: Sendable {
    case json, sarif
  }

  /// Why parts could not be joined, as a sentence.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  /// The kind of `data`: a lint JSON document or a SARIF log; `nil` for anything else.
  public static func kind(of data: Data) -> Kind? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return nil
    }
    if object["runs"] != nil && object["$schema"] != nil { return .sarif }
    if object["alerts"] != nil && object["summary"] != nil { return .json }
    return nil
  }

  /// The joined report of `parts` (the files' bytes, with their names for errors), in their
  /// kind, and the summary the exit code is decided on.
  public static func join(_ parts: [(name: String, data: Data)]) throws -> (
    text: String, summary: LintSummary
  ) {
    let kinds = parts.map { kind(of: $0.data) }
    if let bad = zip(parts, kinds).first(where: { $0.1 == nil }) {
      throw Failure(
        description: "\(bad.0.name) is neither a lint JSON report nor a SARIF log; give the "
          + "files `alert-preview lint --format json` or `--format sarif` wrote.")
    }
    guard Set(kinds.map { $0 == .json }).count <= 1 else {
      throw Failure(
        description: "the parts mix JSON reports and SARIF logs; merge the parts of one format "
          + "at a time.")
    }
    return kinds.first == .sarif ? try joinSARIF(parts) : try joinJSON(parts)
  }

  private static func decode<T: Decodable>(_ type: T.Type, _ part: (name: String, data: Data))
    throws -> T
  {
    do {
      return try JSONDecoder().decode(type, from: part.data)
    } catch {
      throw Failure(description: "\(part.name) could not be read as a lint report: \(error).")
    }
  }

  private static func joinJSON(_ parts: [(name: String, data: Data)]) throws -> (
    text: String, summary: LintSummary
  ) {
    let documents = try parts.map { try decode(LintJSONDocument.self, $0) }
    guard let first = documents.first else {
      throw Failure(description: "there are no parts to merge.")
    }
    guard Set(documents.map(\.style)).count == 1 else {
      throw Failure(
        description: "the parts were linted with different style sheets ("
          + Set(documents.map(\.style)).sorted().joined(separator: ", ") + ").")
    }
    var alerts: [LintJSONDocument.AlertEntry] = []
    var positions: [String: Int] = [:]
    for alert in documents.flatMap(\.alerts) {
      let key = alert.file + "\u{0}" + alert.id
      if let at = positions[key] {
        for finding in alert.findings where !alerts[at].findings.contains(finding) {
          alerts[at].findings.append(finding)
        }
      } else {
        positions[key] = alerts.count
        alerts.append(alert)
      }
    }
    alerts = alerts.enumerated().sorted {
      ($0.element.file, $0.offset) < ($1.element.file, $1.offset)
    }
    .map(\.element)
    var inputErrors: [LintJSONDocument.InputError] = []
    for error in documents.flatMap(\.inputErrors) where !inputErrors.contains(error) {
      inputErrors.append(error)
    }
    let findings = alerts.flatMap(\.findings)
    let active = findings.filter { !$0.suppressed }
    var document = first
    document.alerts = alerts
    document.inputErrors = inputErrors
    document.summary = LintSummary(
      alerts: documents.reduce(0) { $0 + $1.summary.alerts },
      errors: active.count { $0.severity == .error },
      warnings: active.count { $0.severity == .warning },
      suggestions: active.count { $0.severity == .suggestion },
      suppressed: findings.count - active.count, inputErrors: inputErrors.count)
    return (JSONReporter.encode(document), document.summary)
  }

  private static func joinSARIF(_ parts: [(name: String, data: Data)]) throws -> (
    text: String, summary: LintSummary
  ) {
    let logs = try parts.map { try decode(SARIFLog.self, $0) }
    guard var log = logs.first, var run = log.runs.first else {
      throw Failure(description: "there are no parts to merge.")
    }
    var rules = run.tool.driver.rules
    for rule in logs.flatMap({ $0.runs.flatMap(\.tool.driver.rules) })
    where !rules.contains(where: { $0.id == rule.id }) {
      rules.append(rule)
    }
    let index = Dictionary(rules.enumerated().map { ($1.id, $0) }) { a, _ in a }
    var inputErrors: [SARIFLog.Result] = []
    var findings: [SARIFLog.Result] = []
    for var result in logs.flatMap({ $0.runs.flatMap(\.results) }) {
      result.ruleIndex = index[result.ruleId] ?? result.ruleIndex
      if result.ruleId == SARIFReporter.inputErrorRuleID {
        if !inputErrors.contains(result) { inputErrors.append(result) }
      } else if !findings.contains(result) {
        findings.append(result)
      }
    }
    func place(_ result: SARIFLog.Result) -> (String, Int, Int, String) {
      let physical = result.locations.first?.physicalLocation
      return (
        physical?.artifactLocation.uri ?? "", physical?.region.startLine ?? 0,
        physical?.region.startColumn ?? 0, result.ruleId
      )
    }
    findings = findings.enumerated().sorted { a, b in
      let (x, y) = (place(a.element), place(b.element))
      return x != y ? x < y : a.offset < b.offset
    }.map(\.element)
    run.tool.driver.rules = rules
    run.results = inputErrors + findings
    log.runs = [run]
    let active = findings.filter(\.suppressions.isEmpty)
    let summary = LintSummary(
      alerts: 0, errors: active.count { $0.level == "error" },
      warnings: active.count { $0.level == "warning" },
      suggestions: active.count { $0.level == "note" },
      suppressed: findings.count - active.count, inputErrors: inputErrors.count)
    return (SARIFReporter.encode(log), summary)
  }
}
