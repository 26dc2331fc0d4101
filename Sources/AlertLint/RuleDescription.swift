/// What a rule checks, why, and which guidance it enforces: the rule's own documentation,
/// from which the rule reference page, SARIF driver rules and the gallery's rules page are made.
public struct RuleDescription: Hashable, Sendable, Codable {
  /// The stable id (`button-yes-no`).
  public var id: String
  /// One line: what the rule checks.
  public var summary: String
  /// Why it matters, in a sentence or two.
  public var rationale: String
  /// The default severity.
  public var severity: Severity
  /// The guidance it enforces, e.g. `001 Buttons` or `000 How to use`.
  public var source: String
  /// Rule group in the catalogue: Title, Message, Buttons, Wording, Context, Layout.
  public var group: String
  /// Specs the rule reports, each naming the field the finding lands on.
  public var triggering: [RuleExample]
  /// Specs the rule accepts.
  public var nonTriggering: [RuleExample]
  /// The other rules whose findings this rule's finding makes redundant (one finding per
  /// problem): a weaker rule on the same text, or one whose advice the real problem explains.
  public var subsumes: [Subsumption] = []

  /// A rule this one takes the place of, on the finding's own field or anywhere in the alert.
  public struct Subsumption: Hashable, Sendable, Codable {
    public var rule: String
    /// Only a finding of `rule` on the same field (`title`, `buttons[1].label`) is redundant.
    public var sameField: Bool

    /// `rule`'s findings on the same field.
    public static func onField(_ rule: String) -> Subsumption {
      Subsumption(rule: rule, sameField: true)
    }

    /// `rule`'s findings anywhere in the alert.
    public static func inAlert(_ rule: String) -> Subsumption {
      Subsumption(rule: rule, sameField: false)
    }
  }

  public init(
    id: String, summary: String, rationale: String, severity: Severity, source: String,
    group: String, triggering: [RuleExample] = [], nonTriggering: [RuleExample] = [],
    subsumes: [Subsumption] = []
  ) {
    self.id = id
    self.summary = summary
    self.rationale = rationale
    self.severity = severity
    self.source = source
    self.group = group
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.subsumes = subsumes
  }

  /// Relative link to the rule's entry in the rule reference page.
  public var helpPath: String { "docs/rules.md#\(id)" }
}
