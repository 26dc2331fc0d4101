import AlertLayout
import AlertLint
import AlertSpec
import Foundation

extension ReviewPack {
  /// The pack of a lint report: each alert with its configurations and its findings (errors
  /// first, the suppressed last), the counts and broken rules of those findings.
  public init(
    title: String, date: Date, styleName: String, creator: String, report: LintReport,
    configurations: [String: [RenderConfiguration]]
  ) {
    let byAlert = Dictionary(
      grouping: report.findings.filter { !$0.alertID.isEmpty }, by: \.alertID)
    let alerts = report.alerts.map { spec in
      Alert(
        spec: spec, location: spec.locations[""].map { "\($0.file):\($0.line)" } ?? spec.id,
        configurations: configurations[spec.id] ?? [],
        findings: Self.ordered(byAlert[spec.id] ?? []))
    }
    let findings = alerts.flatMap(\.findings)
    let active = findings.filter { !$0.isSuppressed }
    self.init(
      title: title, date: date, styleName: styleName, creator: creator,
      summary: LintSummary(
        alerts: alerts.count, errors: active.count { $0.severity == .error },
        warnings: active.count { $0.severity == .warning },
        suggestions: active.count { $0.severity == .suggestion },
        suppressed: findings.count - active.count, inputErrors: report.inputErrors.count),
      rules: RuleCount.tally(active), inputErrors: report.inputErrors, alerts: alerts)
  }

  /// Errors first, then warnings, then suggestions, the suppressed last; the linter's order
  /// (place in the spec) within each.
  static func ordered(_ findings: [Finding]) -> [Finding] {
    func rank(_ finding: Finding) -> Int {
      guard !finding.isSuppressed else { return 3 }
      switch finding.severity {
      case .error: return 0
      case .warning: return 1
      case .suggestion: return 2
      }
    }
    return findings.enumerated().sorted {
      (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
    }
    .map(\.element)
  }
}
