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

  /// A pack from its parts.
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
    /// Alerts in the pack.
    public var alerts: Int
    /// Active error findings.
    public var errors: Int
    /// Active warning findings.
    public var warnings: Int
    /// Active suggestion findings.
    public var suggestions: Int
    /// Specs that could not be read.
    public var inputErrors: Int

    /// The numbers, as the cover shows them.
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
    /// The rule's id (`button-case`).
    public var ruleID: String
    /// Its active findings across the pack.
    public var findings: Int
    /// The seed section the rule enforces (`001 Buttons`).
    public var source: String
    /// The first alert that breaks it, which the cover links to.
    public var firstAlertID: String?

    /// A rule, how often it was broken, and where first.
    public init(ruleID: String, findings: Int, source: String, firstAlertID: String?) {
      self.ruleID = ruleID
      self.findings = findings
      self.source = source
      self.firstAlertID = firstAlertID
    }
  }

  /// A place and what is wrong there.
  public struct Problem: Sendable {
    /// `file:line:column`.
    public var location: String
    /// A sentence that says what is wrong and what to do.
    public var message: String

    /// A problem at `location`.
    public init(location: String, message: String) {
      self.location = location
      self.message = message
    }
  }

  /// How much a finding matters, as the linter grades it.
  public enum Severity: String, Sendable {
    /// Fails `alert-preview lint`.
    case error
    /// Should be fixed.
    case warning
    /// Worth a thought.
    case suggestion
  }

  /// One finding on an alert's page.
  public struct Finding: Sendable {
    /// The rule's id.
    public var ruleID: String
    /// How much it matters.
    public var severity: Severity
    /// The linter's sentence, quoting the offending text.
    public var message: String
    /// The seed section the rule enforces.
    public var source: String
    /// The configuration a measured finding was seen in.
    public var configuration: String?
    /// The spec's reason when `lint.ignore` silenced it.
    public var suppression: String?

    /// A finding as its alert's page lists it.
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
    /// The spec, its text already read for the chosen locales.
    public var spec: AlertSpec
    /// Where the spec is, `file:line`.
    public var location: String
    /// The configurations its page shows.
    public var configurations: [RenderConfiguration]
    /// Its findings, in the order the page lists them.
    public var findings: [Finding]

    /// An alert's page content.
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
