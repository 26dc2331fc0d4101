import AlertSupport

extension LintReport {
  /// The report with only findings at `minimum` or above (`--min-severity`); input errors stay.
  public func showing(atLeast minimum: Severity) -> LintReport {
    var copy = self
    copy.findings = findings.filter { $0.severity >= minimum }
    return copy
  }

  /// Whether `lint` should fail (exit 1): an active error, or with `strict` an active warning.
  public func fails(strict: Bool) -> Bool {
    activeFindings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
  }

  /// The counts every reporter's summary is made of.
  public var summary: LintSummary { LintSummary(self) }
}

/// How many alerts were linted and how many findings of each kind they have.
public struct LintSummary: Hashable, Sendable, Codable {
  /// Alerts linted (alerts with input errors are not among them).
  public var alerts: Int
  /// Active (not suppressed) findings at error level.
  public var errors: Int
  /// Active findings at warning level.
  public var warnings: Int
  /// Active findings at suggestion level.
  public var suggestions: Int
  /// Findings the specs suppressed with `lint.ignore`.
  public var suppressed: Int
  /// Input errors (malformed or invalid specs).
  public var inputErrors: Int
  /// Findings a baseline already held, not shown; `nil` without a baseline.
  public var baselined: Int?

  public init(
    alerts: Int, errors: Int, warnings: Int, suggestions: Int, suppressed: Int, inputErrors: Int
  ) {
    self.alerts = alerts
    self.errors = errors
    self.warnings = warnings
    self.suggestions = suggestions
    self.suppressed = suppressed
    self.inputErrors = inputErrors
  }

  /// Counts `report`.
  public init(_ report: LintReport) {
    alerts = report.alerts.count
    errors = report.count(.error)
    warnings = report.count(.warning)
    suggestions = report.count(.suggestion)
    suppressed = report.findings.count { $0.isSuppressed }
    inputErrors = report.inputErrors.count
    baselined = report.baselined
  }
}

/// `1 error`, `2 errors`.
func counted(_ count: Int, _ noun: String) -> String { FewNames.counted(count, noun) }
