import AlertSpec

extension LintReport {
  /// One report of several linter runs over different alerts (or the same alerts in different
  /// locales): their findings, each once, in the linter's order.
  public static func joining(
    _ reports: [LintReport], alerts: [AlertSpec], inputErrors: [SpecDiagnostic],
    styleName: String
  ) -> LintReport {
    LintReport(
      alerts: alerts, findings: Finding.ordered(reports.flatMap(\.findings)) { $0 },
      inputErrors: inputErrors, rules: Linter.rules, styleName: styleName)
  }
}
