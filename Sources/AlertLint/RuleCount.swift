/// How often one rule was broken: its active findings and the alerts they are on. The gallery's
/// summary and the review pack's cover both list these.
public struct RuleCount: Hashable, Sendable, Codable {
  /// The rule's id.
  public var ruleID: String
  /// Active findings of the rule.
  public var findings: Int
  /// Alerts with at least one active finding of the rule.
  public var alerts: Int

  /// A rule broken `findings` times on `alerts` alerts.
  public init(ruleID: String, findings: Int, alerts: Int) {
    self.ruleID = ruleID
    self.findings = findings
    self.alerts = alerts
  }

  /// The rules the active (not suppressed) findings among `findings` break, most findings
  /// first, then by id.
  public static func tally(_ findings: some Sequence<Finding>) -> [RuleCount] {
    var byRule: [String: (findings: Int, alerts: Set<String>)] = [:]
    for finding in findings where !finding.isSuppressed {
      byRule[finding.ruleID, default: (0, [])].findings += 1
      byRule[finding.ruleID, default: (0, [])].alerts.insert(finding.alertID)
    }
    return byRule.map {
      RuleCount(ruleID: $0.key, findings: $0.value.findings, alerts: $0.value.alerts.count)
    }
    .sorted { ($1.findings, $0.ruleID) < ($0.findings, $1.ruleID) }
  }
}
