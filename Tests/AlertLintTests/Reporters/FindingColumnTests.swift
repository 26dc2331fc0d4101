import AlertLint
import AlertSpec
import Foundation
import Testing

/// Findings point at the offending word inside its string, in every format.
@Suite struct FindingColumnTests {
  /// A misspelt word after an escape, and one on the second line of a continued string.
  static let spec = """
    {
      id: "a",
      title: "Say \\"hi\\" to the nwe album",
      message: "Photos stay on this device. \\
    Check the setings.",
      buttons: [{label: "OK", role: "default"}]
    }
    """

  func finding(_ rule: String, _ report: LintReport, field: String = "title") throws -> Finding {
    try #require(
      report.findings.first { $0.ruleID == rule && $0.field == field }, "\(report.findings)")
  }

  @Test func theColumnLandsOnTheWordAfterAnEscape() throws {
    let report = try LintFixtures.lint(Self.spec, file: "a.json")
    let spelling = try finding("spelling", report)
    // Line 3 is `  title: "Say \"hi\" to the nwe album",`: `nwe` starts at column 29.
    #expect(spelling.location == SourceLocation(file: "a.json", line: 3, column: 29))
    #expect(spelling.endLocation == SourceLocation(file: "a.json", line: 3, column: 32))
    let text = TextReporter().render(report)
    #expect(text.contains("a.json:3:29: warning: “nwe” is not in the"))
  }

  @Test func theColumnLandsOnTheWordOfAContinuedLine() throws {
    let report = try LintFixtures.lint(Self.spec, file: "a.json")
    let spelling = try finding("spelling", report, field: "message")
    // Line 5 is `Check the setings."`: `setings` starts at column 11.
    #expect(spelling.location == SourceLocation(file: "a.json", line: 5, column: 11))
    #expect(spelling.endLocation == SourceLocation(file: "a.json", line: 5, column: 18))
  }

  @Test func sarifJSONAndGitHubCarryTheRegion() throws {
    let report = try LintFixtures.lint(Self.spec, file: "a.json")
    let sarif = SARIFReporter(
      tool: LintTool(name: "alert-preview", version: "0", rulesURI: "docs/rules.md")
    ).render(report)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let results = try #require(run["results"] as? [[String: Any]])
    let spelling = try #require(results.first { $0["ruleId"] as? String == "spelling" })
    let locations = try #require(spelling["locations"] as? [[String: Any]])
    let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
    let region = try #require(physical["region"] as? [String: Int])
    #expect(region == ["startLine": 3, "startColumn": 29, "endLine": 3, "endColumn": 32])

    let github = GitHubReporter().render(report)
    #expect(github.contains("file=a.json,line=3,col=29,endColumn=32,title=spelling::"))

    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8))
        as? [String: Any])
    let findings = try #require(
      (json["alerts"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
    let entry = try #require(findings.first { $0["rule"] as? String == "spelling" })
    #expect(entry["line"] as? Int == 3 && entry["column"] as? Int == 29)
    #expect(entry["endLine"] as? Int == 3 && entry["endColumn"] as? Int == 32)
  }

  @Test func findingsWithoutAWordKeepTheStringsStart() throws {
    let report = try LintFixtures.lint(
      #"{id: "a", title: "Error", buttons: [{label: "OK", role: "default"}]}"#, file: "a.json")
    let oneWord = try finding("title-one-word", report)
    #expect(oneWord.location == SourceLocation(file: "a.json", line: 1, column: 18))
    #expect(oneWord.endLocation == nil)
  }
}
