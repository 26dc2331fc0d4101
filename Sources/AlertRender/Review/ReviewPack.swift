import AlertLayout
import AlertSpec
import Foundation

/// What a PDF review pack shows: a cover with the run's counts and most broken rules, then
/// every alert with its configurations, findings and a box for the reviewer's notes.
///
/// Plain values, filled in by the run that linted the alerts; ``AlertRenderer/reviewPDF(_:paper:)``
/// lays them out and draws them.
public struct ReviewPack: Sendable {
  /// The document's title (`--title`).
  public var title: String
  /// When the pack was made: the cover's date and the PDF's creation date.
  public var date: Date
  /// The style sheet's name.
  public var styleName: String
  /// The tool and its version, the PDF's creator.
  public var creator: String
  /// How many findings of each kind, and the input errors.
  public var counts: Counts
  /// The most broken rules, most findings first.
  public var rules: [RuleCount]
  /// Specs that could not be read, as `file:line:column` and a sentence.
  public var inputErrors: [Problem]
  /// The alerts, a page (or more) each, in input order.
  public var alerts: [Alert]

  public init(
    title: String, date: Date, styleName: String, creator: String, counts: Counts,
    rules: [RuleCount], inputErrors: [Problem], alerts: [Alert]
  ) {
    self.title = title
    self.date = date
    self.styleName = styleName
    self.creator = creator
    self.counts = counts
    self.rules = rules
    self.inputErrors = inputErrors
    self.alerts = alerts
  }

  /// The cover's numbers.
  public struct Counts: Sendable {
    public var alerts: Int
    public var errors: Int
    public var warnings: Int
    public var suggestions: Int
    public var inputErrors: Int

    public init(alerts: Int, errors: Int, warnings: Int, suggestions: Int, inputErrors: Int) {
      self.alerts = alerts
      self.errors = errors
      self.warnings = warnings
      self.suggestions = suggestions
      self.inputErrors = inputErrors
    }
  }

  /// How often a rule was broken, and the guidance it enforces.
  public struct RuleCount: Sendable {
    public var ruleID: String
    public var findings: Int
    /// The seed section the rule enforces (`001 Buttons`).
    public var source: String
    /// The first alert that breaks it, which the cover links to.
    public var firstAlertID: String?

    public init(ruleID: String, findings: Int, source: String, firstAlertID: String?) {
      self.ruleID = ruleID
      self.findings = findings
      self.source = source
      self.firstAlertID = firstAlertID
    }
  }

  /// A place and what is wrong there.
  public struct Problem: Sendable {
    public var location: String
    public var message: String

    public init(location: String, message: String) {
      self.location = location
      self.message = message
    }
  }

  /// How much a finding matters, as the linter grades it.
  public enum Severity: String, Sendable {
    case error, warning, suggestion
  }

  /// One finding on an alert's page.
  public struct Finding: Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The seed section the rule enforces.
    public var source: String
    /// The configuration a measured finding was seen in.
    public var configuration: String?
    /// The spec's reason when `lint.ignore` silenced it.
    public var suppression: String?

    public init(
      ruleID: String, severity: Severity, message: String, source: String,
      configuration: String? = nil, suppression: String? = nil
    ) {
      self.ruleID = ruleID
      self.severity = severity
      self.message = message
      self.source = source
      self.configuration = configuration
      self.suppression = suppression
    }
  }

  /// One alert: the spec drawn in each configuration, and what the linter said.
  public struct Alert: Sendable {
    public var spec: AlertSpec
    /// Where the spec is, `file:line`.
    public var location: String
    public var configurations: [RenderConfiguration]
    public var findings: [Finding]

    public init(
      spec: AlertSpec, location: String, configurations: [RenderConfiguration],
      findings: [Finding]
    ) {
      self.spec = spec
      self.location = location
      self.configurations = configurations
      self.findings = findings
    }

    /// The heading: the title, or the id when the alert has none.
    public var heading: String {
      let title = spec.title?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
      return title.isEmpty ? spec.id : title
    }
  }
}
