import AlertLint

/// The numbers the index page's summary header shows.
public struct GallerySummary: Hashable, Sendable, Codable {
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
    rules = RuleCount.tally(active)
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
