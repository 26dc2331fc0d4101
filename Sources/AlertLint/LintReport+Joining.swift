import AlertSpec

extension LintReport {
  /// One report of several linter runs over different alerts (or the same alerts in different
  /// locales): their findings, each once, in the linter's order.
  public static func joining(
    _ reports: [LintReport], alerts: [AlertSpec], inputErrors: [SpecDiagnostic],
    styleName: String
  ) -> LintReport {
    var findings: [Finding] = []
    var seen: Set<Finding> = []
    for finding in reports.flatMap(\.findings) where seen.insert(finding).inserted {
      findings.append(finding)
    }
    findings.sort { a, b in
      (a.location.file, a.location.line, a.location.column, a.ruleID)
        < (b.location.file, b.location.line, b.location.column, b.ruleID)
    }
    return LintReport(
      alerts: alerts, findings: findings, inputErrors: inputErrors, rules: Linter.rules,
      styleName: styleName)
  }
}
