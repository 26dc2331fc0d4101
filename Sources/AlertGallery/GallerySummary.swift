import AlertLint

/// The numbers the index page's summary header shows.
public struct GallerySummary: Hashable, Sendable, Codable {
  /// How often one rule was broken across the gallery.
  public struct RuleCount: Hashable, Sendable, Codable {
    /// The rule's id.
    public var ruleID: String
    /// Active findings of the rule.
    public var findings: Int
    /// Alerts with at least one active finding of the rule.
    public var alerts: Int
  }

  /// Alerts rendered.
  public var alerts: Int
  /// Rendered previews across all alerts.
  public var configurations: Int
  /// Active error findings.
  public var errors: Int
  /// Active warning findings.
  public var warnings: Int
  /// Active suggestion findings.
  public var suggestions: Int
  /// Findings silenced by a spec's `lint.ignore`.
  public var suppressed: Int
  /// Specs that failed validation.
  public var inputErrors: Int
  /// Every broken rule, most findings first, then by id.
  public var rules: [RuleCount]

  /// Counts everything in `page`.
  public init(_ page: GalleryPage) {
    let findings = page.entries.flatMap(\.findings)
    let active = findings.filter { !$0.isSuppressed }
    alerts = page.entries.count
    configurations = page.configurationCount
    errors = active.filter { $0.severity == .error }.count
    warnings = active.filter { $0.severity == .warning }.count
    suggestions = active.filter { $0.severity == .suggestion }.count
    suppressed = findings.count - active.count
    inputErrors = page.errors.count
    var byRule: [String: (findings: Int, alerts: Set<String>)] = [:]
    for finding in active {
      byRule[finding.ruleID, default: (0, [])].findings += 1
      byRule[finding.ruleID, default: (0, [])].alerts.insert(finding.alertID)
    }
    rules = byRule.map {
      RuleCount(ruleID: $0.key, findings: $0.value.findings, alerts: $0.value.alerts.count)
    }
    .sorted { ($1.findings, $0.ruleID) < ($0.findings, $1.ruleID) }
  }

  /// The count of active findings at `severity`.
  public func count(_ severity: Severity) -> Int {
    switch severity {
    case .error: errors
    case .warning: warnings
    case .suggestion: suggestions
    }
  }
}
