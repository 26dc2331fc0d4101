import AlertLint
import Foundation
import FoundationXML
import Testing

/// JSON, SARIF and JUnit read back the way their consumers read them.
@Suite struct MachineFormatTests {
  let report = ReportFixture.report
  let options = LintReportOptions(tool: ReportFixture.tool)

  func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func jsonHasTheDocumentedShapeAndKeepsSuppressedFindings() throws {
    let json = try object(try LintFormat.json.render(report, options: options))
    #expect(Set(json.keys) == ["version", "style", "summary", "alerts", "inputErrors"])
    #expect(json["version"] as? Int == 1)
    let summary = try #require(json["summary"] as? [String: Int])
    #expect(
      summary == [
        "alerts": 5, "errors": 2, "warnings": 2, "suggestions": 1, "suppressed": 1,
        "inputErrors": 1,
      ])
    let alerts = try #require(json["alerts"] as? [[String: Any]])
    #expect(alerts.map { $0["id"] as? String } == ReportFixture.alerts.map(\.id))
    let findings = try #require(alerts[0]["findings"] as? [[String: Any]])
    let suppressed = try #require(findings.first { $0["suppressed"] as? Bool == true })
    #expect(suppressed["justification"] as? String == "Legal asked for this wording, 2024-05.")
    #expect(findings.allSatisfy { Set($0.keys).count == 11 })
    #expect(alerts[3]["file"] as? String == "Specs/한국어/삭제.json")
  }

  @Test func sarifValidatesAgainstTheOfficialSchema() throws {
    let sarif = try LintFormat.sarif.render(report, options: options)
    let violations = try SARIFSchema.violations(sarif)
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }

  @Test func theSchemaCheckCatchesAnInvalidLevel() throws {
    let sarif = try LintFormat.sarif.render(report, options: options)
      .replacingOccurrences(of: "\"level\" : \"note\"", with: "\"level\" : \"suggestion\"")
    #expect(try SARIFSchema.violations(sarif).contains { $0.contains("suggestion") })
  }

  @Test func sarifResultsAreWhatGitHubNeeds() throws {
    let sarif = try object(try LintFormat.sarif.render(report, options: options))
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String }.last == "input-error")
    #expect(
      rules.first?["helpUri"] as? String
        == "https://example.org/alert-preview/rules.html#title-required")
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 7)  // every finding, suppressed included, and the input error
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
      let physical = try #require(
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      #expect(((physical["region"] as? [String: Int])?["startLine"] ?? 0) >= 1)
    }
    let levels = Set(results.compactMap { $0["level"] as? String })
    #expect(levels == ["error", "warning", "note"])
    let suppressed = results.filter { !(($0["suppressions"] as? [Any]) ?? []).isEmpty }
    #expect(suppressed.count == 1)
    let suppression = try #require((suppressed[0]["suppressions"] as? [[String: String]])?.first)
    #expect(
      suppression == [
        "kind": "inSource", "justification": "Legal asked for this wording, 2024-05.",
      ])
  }

  @Test(arguments: [
    ("Specs/a.json", "Specs/a.json"), ("./Specs/a b.json", "Specs/a%20b.json"),
    ("Specs/한국어/삭제.json", "Specs/%ED%95%9C%EA%B5%AD%EC%96%B4/%EC%82%AD%EC%A0%9C.json"),
    ("/abs/x%y.json", "file:///abs/x%25y.json"), ("a:b.json", "a%3Ab.json"),
    ("Specs\\win.json", "Specs/win.json"), ("Specs/<odd>#1?.json", "Specs/%3Codd%3E%231%3F.json"),
  ])
  func sarifURIs(_ path: String, _ uri: String) {
    #expect(SARIFReporter.uri(forPath: path) == uri)
  }

  @Test func junitParsesWithOneTestCasePerAlertAndKeepsHostileTextAsText() throws {
    let xml = try LintFormat.junit.render(report, options: options)
    let document = try XMLDocument(data: Data(xml.utf8))
    let suite = try #require(
      try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "tests")?.stringValue == "6")
    // Only the two alerts with error-level findings fail.
    #expect(suite.attribute(forName: "failures")?.stringValue == "2")
    #expect(suite.attribute(forName: "errors")?.stringValue == "1")
    let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(
      cases.prefix(5).map { $0.attribute(forName: "name")?.stringValue }
        == ReportFixture.alerts.map(\.id))
    let clean = try #require(cases.first { $0.attribute(forName: "name")?.stringValue == "clean" })
    #expect(clean.children == nil || clean.children?.isEmpty == true)
    let hostile = try #require(
      cases.first { $0.attribute(forName: "name")?.stringValue == "hostile" })
    #expect(try hostile.nodes(forXPath: ".//script").isEmpty)
    // A warning alone: the case passes, the finding in its output.
    #expect(hostile.elements(forName: "failure").isEmpty)
    let output = try #require(hostile.elements(forName: "system-out").first)
    #expect(output.stringValue?.contains("'<script>alert(1)</script>' & \"No\"") == true)
    let deleteAll = try #require(
      cases.first { $0.attribute(forName: "name")?.stringValue == "delete-all" })
    let failure = try #require(deleteAll.elements(forName: "failure").first)
    #expect(failure.attribute(forName: "type")?.stringValue == "title-max-lines")
    #expect(
      failure.attribute(forName: "message")?.stringValue?.hasPrefix(
        "1 error: title wraps to 3 lines") == true)
    // The failure lists the alert's other findings too.
    #expect(failure.stringValue?.contains("[button-yes-no]") == true)
    #expect(try document.nodes(forXPath: "//testcase/error[@type='input-error']").count == 1)
    #expect(!xml.contains("Legal asked"))
  }
}
