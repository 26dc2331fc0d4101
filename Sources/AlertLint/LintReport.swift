import AlertSpec

/// The result of linting a set of specs: every finding (suppressed ones included) and the
/// input errors met on the way.
public struct LintReport: Sendable {
  /// The alerts that were linted, in input order.
  public var alerts: [AlertSpec]
  /// Findings, ordered by file, line, column and rule id.
  public var findings: [Finding]
  /// Input errors (malformed or invalid specs); their alerts were not linted.
  public var inputErrors: [SpecDiagnostic]
  /// The rules that ran, for reporters that list them (SARIF, the rules page).
  public var rules: [RuleDescription]
  /// The style sheet's name.
  public var styleName: String
  /// With a baseline (``LintBaseline``): how many findings it already held, left out of
  /// ``findings``; `nil` without one.
  public var baselined: Int?

  public init(
    alerts: [AlertSpec], findings: [Finding], inputErrors: [SpecDiagnostic],
    rules: [RuleDescription],
    styleName: String
  ) {
    self.alerts = alerts
    self.findings = findings
    self.inputErrors = inputErrors
    self.rules = rules
    self.styleName = styleName
  }

  /// Findings that count: not suppressed.
  public var activeFindings: [Finding] { findings.filter { !$0.isSuppressed } }

  /// Number of active findings at a severity.
  public func count(_ severity: Severity) -> Int {
    activeFindings.filter { $0.severity == severity }.count
  }
}
