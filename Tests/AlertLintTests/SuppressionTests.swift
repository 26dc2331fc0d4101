import AlertLint
import AlertSpec
import Testing

/// `lint.ignore` silences a rule for one alert, keeps the finding as suppressed, and reports
/// unknown ids; findings point at the text and are sorted.
@Suite struct SuppressionTests {
  static let spec = """
    {
      "id": "stop-sharing",
      "title": "Stop Sharing Location?",
      "buttons": [{"label": "Stop", "role": "default"}],
      "lint": {"ignore": {
        "buttons-count": "the system sheet behind offers the way back",
        "home-dismisal": "leaving acts as OK",
      }},
    }
    """

  @Test func suppressedFindingsStayWithTheirReason() throws {
    let report = try LintFixtures.lint(Self.spec)
    let count = try #require(report.findings.first { $0.ruleID == "buttons-count" })
    #expect(count.suppression == "the system sheet behind offers the way back")
    #expect(!report.activeFindings.contains { $0.ruleID == "buttons-count" })
  }

  @Test func unknownRuleIDIsReportedWhereItIsWritten() throws {
    let report = try LintFixtures.lint(Self.spec)
    let unknown = try #require(report.findings.first { $0.ruleID == "unknown-rule" })
    #expect(unknown.severity == .warning)
    #expect(unknown.field == "lint.ignore.home-dismisal")
    #expect(unknown.location.line == 7)
    #expect(unknown.message.contains("did you mean 'home-dismissal'?"))
    // The misspelt suppression silenced nothing.
    #expect(report.activeFindings.contains { $0.ruleID == "home-dismissal" })
  }

  @Test func findingsPointAtTheTextAndAreSorted() throws {
    let report = try LintFixtures.lint(Self.spec)
    let title = try #require(report.findings.first { $0.ruleID == "home-dismissal" })
    #expect(title.location.file == "example.json")
    #expect(title.alertID == "stop-sharing")
    let label = try #require(report.findings.first { $0.ruleID == "buttons-count" })
    #expect(label.location.line == 4 && label.location.column == 25)
    let keys = report.findings.map { [String($0.location.line), String($0.location.column)] }
    let sorted = report.findings.sorted {
      ($0.location.line, $0.location.column, $0.ruleID)
        < ($1.location.line, $1.location.column, $1.ruleID)
    }
    #expect(report.findings == sorted, "\(keys)")
  }
}
