import AlertSpec
import AlertSupport
import Foundation

/// SARIF 2.1.0 that GitHub code scanning accepts: driver rules with id, descriptions, help URI
/// and default level; every result with `ruleId`, `ruleIndex`, a level and one physical location.
///
/// Levels: error → `error`, warning → `warning`, suggestion → `note`. Suppressed findings are
/// results with an `inSource` suppression whose justification is the spec's reason. Input
/// errors are `error` results of the rule `input-error`.
public struct SARIFReporter: Sendable {
  /// The rule id input errors are reported under.
  public static let inputErrorRuleID = "input-error"

  /// The tool named in the run.
  public var tool: LintTool

  /// A SARIF reporter for `tool`.
  public init(tool: LintTool) {
    self.tool = tool
  }

  /// The log, pretty-printed with sorted keys, ending in a newline.
  public func render(_ report: LintReport) -> String {
    Self.encode(log(report))
  }

  static func encode(_ log: SARIFLog) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings, numbers and booleans cannot fail.
    let data = (try? encoder.encode(log)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  func log(_ report: LintReport) -> SARIFLog {
    var rules = report.rules.map(descriptor)
    var index = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    // Every result names a rule in the driver, even one the report's rule list lacks.
    func ruleIndex(_ id: String, _ severity: Severity) -> Int {
      if let known = index[id] { return known }
      let description =
        id == Self.inputErrorRuleID
        ? "The spec file is malformed or breaks the spec format; the alert was not linted."
        : "Rule \(id)."
      rules.append(
        SARIFLog.Rule(
          id: id, shortDescription: .init(text: description),
          defaultConfiguration: .init(level: Self.level(severity))))
      index[id] = rules.count - 1
      return rules.count - 1
    }
    var results = report.inputErrors.map { error in
      SARIFLog.Result(
        ruleId: Self.inputErrorRuleID, ruleIndex: ruleIndex(Self.inputErrorRuleID, .error),
        level: "error", message: .init(text: TerminalText.escapingBidiControls(error.message)),
        locations: [location(error.location, alertID: nil, field: nil)], suppressions: [])
    }
    results += report.findings.map { finding in
      SARIFLog.Result(
        ruleId: finding.ruleID, ruleIndex: ruleIndex(finding.ruleID, finding.severity),
        level: Self.level(finding.severity),
        message: .init(text: TerminalText.escapingBidiControls(finding.message)),
        locations: [
          location(
            finding.location, end: finding.endLocation, alertID: finding.alertID,
            field: finding.field)
        ],
        suppressions: finding.suppression.map { [SARIFLog.Suppression(justification: $0)] } ?? [],
        properties: finding.configuration.map { SARIFLog.ResultProperties(configuration: $0) },
        baselineState: report.baselined == nil ? nil : "new",
        fixes: finding.edit.map { edit in
          [
            SARIFLog.Fix(
              description: .init(text: "Write \(edit.replacement)"),
              artifactChanges: [
                SARIFLog.ArtifactChange(
                  artifactLocation: .init(uri: Self.uri(forPath: edit.file)),
                  replacements: [
                    SARIFLog.Replacement(
                      deletedRegion: .init(
                        startLine: edit.line, startColumn: edit.column, endLine: edit.endLine,
                        endColumn: edit.endColumn),
                      insertedContent: .init(text: edit.replacement))
                  ])
              ])
          ]
        })
    }
    let driver = SARIFLog.Driver(
      name: tool.name, version: tool.version, rules: rules)
    return SARIFLog(runs: [SARIFLog.Run(tool: .init(driver: driver), results: results)])
  }

  /// The SARIF level for a severity: `suggestion` becomes `note`.
  public static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .suggestion: "note"
    }
  }

  /// A file path as a URI reference: a relative path stays relative (forward slashes, no
  /// leading `./`), an absolute one becomes `file://`; anything but unreserved characters and
  /// path punctuation is percent-encoded as UTF-8.
  public static func uri(forPath path: String) -> String {
    var path = path.replacingOccurrences(of: "\\", with: "/")
    while path.hasPrefix("./") { path.removeFirst(2) }
    var encoded = ""
    for byte in path.utf8 {
      if uriSafe.contains(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += String(format: "%%%02X", byte)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  /// Unreserved characters, `/` and the sub-delimiters; `:` is left out so that a relative
  /// path's first segment can never read as a scheme.
  private static let uriSafe: Set<UInt8> = Set(
    Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8))

  private func descriptor(_ rule: RuleDescription) -> SARIFLog.Rule {
    SARIFLog.Rule(
      id: rule.id, shortDescription: .init(text: rule.summary),
      fullDescription: .init(text: rule.rationale),
      help: .init(text: "\(rule.summary) \(rule.rationale) Guidance: \(rule.guidance.words)."),
      helpUri: tool.helpURI(for: rule),
      defaultConfiguration: .init(level: Self.level(rule.severity)),
      properties: .init(tags: [rule.group], source: rule.source))
  }

  private func location(
    _ location: SourceLocation, end: SourceLocation? = nil, alertID: String?, field: String?
  )
    -> SARIFLog.Location
  {
    SARIFLog.Location(
      physicalLocation: .init(
        artifactLocation: .init(uri: Self.uri(forPath: location.file)),
        region: .init(
          startLine: max(1, location.line), startColumn: max(1, location.column),
          endLine: end.map { max(1, $0.line) }, endColumn: end.map { max(1, $0.column) })),
      logicalLocations: alertID.map { id in
        [
          SARIFLog.LogicalLocation(
            name: id, fullyQualifiedName: field.map { $0.isEmpty ? id : "\(id).\($0)" } ?? id)
        ]
      })
  }
}
