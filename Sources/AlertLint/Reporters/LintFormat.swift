/// A way to print a lint report: `text` for people, the others for machines.
public enum LintFormat: String, CaseIterable, Sendable {
  /// `file:line:col: warning: message [rule-id]` lines and a summary line.
  case text
  /// One JSON document, documented in `docs/lint-json.md`.
  case json
  /// SARIF 2.1.0, for GitHub code scanning and other SARIF readers.
  case sarif
  /// GitHub Actions workflow commands (`::error file=…::message`), shown as annotations.
  case github
  /// JUnit XML, one test case per alert, for CI test tabs.
  case junit

  /// Renders `report` in this format.
  ///
  /// Suppressed findings appear, marked, in `json` and `sarif`; `text`, `github` and `junit`
  /// leave them out of their lines and counts. Throws only when libxml2 fails (`junit`).
  public func render(_ report: LintReport, options: LintReportOptions)
    throws -> String
  {
    switch self {
    case .text:
      TextReporter(colour: options.colour, includeInputErrors: options.includeInputErrors)
        .render(report)
    case .json: JSONReporter().render(report)
    case .sarif: SARIFReporter(tool: options.tool).render(report)
    case .github: GitHubReporter().render(report)
    case .junit: try JUnitReporter().render(report)
    }
  }
}

/// Settings that do not change what a report says, only how it is printed.
public struct LintReportOptions: Sendable {
  /// ANSI colour in `text`; the caller decides (stderr is a terminal and `NO_COLOR` is unset).
  public var colour: Bool
  /// Whether `text` prints the input errors (off when they were already printed).
  public var includeInputErrors: Bool
  /// The tool named in `sarif`.
  public var tool: LintTool

  /// Options with colour off, input errors printed and this tool's name.
  public init(colour: Bool = false, includeInputErrors: Bool = true, tool: LintTool) {
    self.colour = colour
    self.includeInputErrors = includeInputErrors
    self.tool = tool
  }
}

/// The tool that made a report, as SARIF names it, and where its rule reference lives.
public struct LintTool: Sendable {
  /// `alert-preview`.
  public var name: String
  /// The tool's version.
  public var version: String
  /// Absolute URI of the rule reference page; a rule's help link is this URI with `#<rule-id>`.
  /// The command line points it at the `docs/rules.md` beside the style sheets, or at
  /// `--rules-url` (a team's published copy, such as the gallery's `rules.html`).
  public var rulesURI: String

  /// A tool description.
  public init(name: String, version: String, rulesURI: String) {
    self.name = name
    self.version = version
    self.rulesURI = rulesURI
  }

  /// Absolute URI of a rule's entry in the rule reference.
  public func helpURI(for rule: RuleDescription) -> String {
    rulesURI + "#" + rule.id
  }
}
