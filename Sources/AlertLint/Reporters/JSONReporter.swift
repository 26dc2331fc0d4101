import AlertSpec
import Foundation

/// The report as one JSON document with sorted keys, shaped as `docs/lint-json.md` documents.
///
/// Every finding appears, suppressed ones with `"suppressed": true` and their reason; the
/// summary counts only active ones. Optional values are `null`, never missing.
public struct JSONReporter: Sendable {
  /// The shape's version; it changes only when a key is removed or changes meaning.
  public static let formatVersion = 1

  /// A JSON reporter.
  public init() {}

  /// The document, pretty-printed, ending in a newline.
  public func render(_ report: LintReport) -> String {
    Self.encode(LintJSONDocument(report))
  }

  static func encode(_ document: LintJSONDocument) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings, numbers and booleans cannot fail.
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// The top level of `alert-preview lint --format json`.
struct LintJSONDocument: Codable, Equatable {
  var version = JSONReporter.formatVersion
  var style: String
  var summary: LintSummary
  var alerts: [AlertEntry]
  var inputErrors: [InputError]

  struct AlertEntry: Codable, Equatable {
    var id: String
    var file: String
    var findings: [FindingEntry]
  }

  struct FindingEntry: Codable, Hashable {
    var rule: String
    var severity: Severity
    var message: String
    var line: Int
    var column: Int
    var endLine: Int?
    var endColumn: Int?
    var field: String
    var configuration: String?
    var suppressed: Bool
    var justification: String?

    init(_ finding: Finding) {
      rule = finding.ruleID
      severity = finding.severity
      message = finding.message
      line = finding.location.line
      column = finding.location.column
      endLine = finding.endLocation?.line
      endColumn = finding.endLocation?.column
      field = finding.field
      configuration = finding.configuration
      suppressed = finding.isSuppressed
      justification = finding.suppression
    }

    enum CodingKeys: String, CodingKey {
      case rule, severity, message, line, column, endLine, endColumn, field, configuration
      case suppressed, justification
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(rule, forKey: .rule)
      try container.encode(severity, forKey: .severity)
      try container.encode(message, forKey: .message)
      try container.encode(line, forKey: .line)
      try container.encode(column, forKey: .column)
      try container.encode(endLine, forKey: .endLine)  // null when no word is named
      try container.encode(endColumn, forKey: .endColumn)
      try container.encode(field, forKey: .field)
      try container.encode(configuration, forKey: .configuration)  // null when absent
      try container.encode(suppressed, forKey: .suppressed)
      try container.encode(justification, forKey: .justification)  // null when absent
    }
  }

  struct InputError: Codable, Hashable {
    var file: String
    var line: Int
    var column: Int
    var message: String
  }

  init(_ report: LintReport) {
    style = report.styleName
    summary = report.summary
    var byAlert = Dictionary(grouping: report.findings, by: \.alertID)
    alerts = report.alerts.map { alert in
      let findings = byAlert.removeValue(forKey: alert.id) ?? []
      return AlertEntry(
        id: alert.id, file: alert.locations[""]?.file ?? findings.first?.location.file ?? "",
        findings: findings.map(FindingEntry.init))
    }
    // Findings on an alert the report does not list still appear, never silently dropped.
    for id in byAlert.keys.sorted() {
      let findings = byAlert[id] ?? []
      alerts.append(
        AlertEntry(
          id: id, file: findings.first?.location.file ?? "",
          findings: findings.map(FindingEntry.init)))
    }
    inputErrors = report.inputErrors.map {
      InputError(
        file: $0.location.file, line: $0.location.line, column: $0.location.column,
        message: $0.message)
    }
  }
}
