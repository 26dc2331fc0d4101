import AlertLayout
import AlertLint
import AlertSpec
import Foundation

/// What a PDF review pack shows: a cover with the run's counts and most broken rules, then
/// every alert with its configurations, findings and a box for the reviewer's notes.
///
/// Made from the lint report of the run (``init(title:date:styleName:creator:report:configurations:)``);
/// ``AlertRenderer/reviewPDF(_:paper:looks:)`` lays it out and draws it. The findings, severities and
/// counts are the linter's own types.
public struct ReviewPack: Sendable {
  /// The document's title (`--title`).
  public var title: String
  /// When the pack was made: the cover's date and the PDF's creation date.
  public var date: Date
  /// The style sheet's name.
  public var styleName: String
  /// The names of the style sheets each alert is shown in, the first `styleName`: more than
  /// one (`--style ios,ios26`) puts the looks side by side, each preview captioned with its
  /// sheet.
  public var looks: [String]
  /// The tool and its version, the PDF's creator.
  public var creator: String
  /// How many findings of each kind the alerts have, and the input errors.
  public var summary: LintSummary
  /// The broken rules, most findings first.
  public var rules: [RuleCount]
  /// Specs that could not be read.
  public var inputErrors: [SpecDiagnostic]
  /// The alerts, a page (or more) each, in input order.
  public var alerts: [Alert]

  /// A pack from its parts.
  public init(
    title: String, date: Date, styleName: String, creator: String, summary: LintSummary,
    rules: [RuleCount], inputErrors: [SpecDiagnostic], alerts: [Alert]
  ) {
    self.title = title
    self.date = date
    self.styleName = styleName
    looks = [styleName]
    self.creator = creator
    self.summary = summary
    self.rules = rules
    self.inputErrors = inputErrors
    self.alerts = alerts
  }

  /// One alert: the spec drawn in each configuration, and what the linter said.
  public struct Alert: Sendable {
    /// The spec, its text already read for the chosen locales.
    public var spec: AlertSpec
    /// Where the spec is, `file:line`.
    public var location: String
    /// The configurations its page shows, in each look.
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

  /// The first alert, in the pack's order, with an active finding of `ruleID`: where the
  /// cover's rule links to.
  func firstAlert(breaking ruleID: String) -> String? {
    alerts.first { alert in
      alert.findings.contains { $0.ruleID == ruleID && !$0.isSuppressed }
    }?.spec.id
  }

  /// The guidance a rule enforces, in words ("Apple HIG: Alerts — Buttons"), from the linter's
  /// catalogue; `—` for a rule it does not know.
  static func guidance(_ ruleID: String) -> String { sources[ruleID] ?? "—" }

  private static let sources = Dictionary(
    Linter.rules.map { ($0.id, $0.guidance.words) }, uniquingKeysWith: { first, _ in first })
}
