import AlertLint
import AlertSpec
import Testing

/// The people-facing text and the GitHub workflow commands: lines, counts and escaping.
@Suite struct TextAndGitHubTests {
  let report = ReportFixture.report

  @Test func textHasOneLinePerActiveFindingAndTheSummary() {
    let lines = TextReporter().render(report).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")
    #expect(lines.count == 1 + 5 + 1 + 1)  // input error, 5 active findings, summary, final newline
    #expect(
      lines[1]
        == "Specs/delete.json:3:12: error: title wraps to 3 lines on iPhone SE portrait; keep it to 2. Shorten: \"Delete 100% of: photos, videos?\" [title-max-lines]"
    )
    #expect(
      lines[lines.count - 2]
        == "2 errors, 2 warnings, 1 suggestion in 5 alerts; 1 suppressed; 1 input error")
    #expect(!lines.contains { $0.contains("Legal asked") || $0.contains("\u{1B}") })
  }

  @Test func textCanLeaveOutInputErrorsAlreadyPrinted() {
    let text = TextReporter(includeInputErrors: false).render(report)
    #expect(!text.contains("broken.json"))
    #expect(text.hasSuffix("; 1 input error\n"))
  }

  @Test(arguments: [
    (Severity.error, "error"), (.warning, "warning"), (.suggestion, "notice"),
  ])
  func githubLevels(_ severity: Severity, _ level: String) {
    #expect(GitHubReporter.level(severity) == level)
  }

  @Test(arguments: [
    ("100%", "100%25", "100%25"), ("a\r\nb", "a%0D%0Ab", "a%0D%0Ab"),
    ("file: a, b", "file: a, b", "file%3A a%2C b"), ("%3A", "%253A", "%253A"),
  ])
  func githubEscaping(_ raw: String, _ data: String, _ property: String) {
    #expect(GitHubReporter.escapeData(raw) == data)
    #expect(GitHubReporter.escapeProperty(raw) == property)
  }

  @Test func githubCommandsAreOneLineEachAndSkipSuppressedFindings() {
    let lines = GitHubReporter().render(report).split(separator: "\n")
    #expect(lines.count == 6)
    #expect(
      lines.allSatisfy {
        $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ")
      })
    #expect(
      lines[1]
        == "::error file=Specs/delete.json,line=3,col=12,title=title-max-lines::title wraps to 3 lines on iPhone SE portrait; keep it to 2.%0AShorten: \"Delete 100%25 of: photos, videos?\""
    )
    #expect(!lines.contains { $0.contains("no-pronouns") && $0.contains("delete.json") })
  }

  @Test func minSeverityHidesLowerFindingsButKeepsInputErrors() {
    let shown = report.showing(atLeast: .warning)
    #expect(shown.findings.allSatisfy { $0.severity >= .warning })
    #expect(shown.inputErrors.count == 1)
    #expect(report.showing(atLeast: .error).summary.warnings == 0)
  }

  @Test func failingCountsErrorsAndWithStrictWarningsButNeverSuppressed() {
    #expect(report.fails(strict: false))
    let warningsOnly = report.showing(atLeast: .suggestion)
    var onlyWarnings = warningsOnly
    onlyWarnings.findings = warningsOnly.findings.filter { $0.severity != .error }
    #expect(!onlyWarnings.fails(strict: false))
    #expect(onlyWarnings.fails(strict: true))
    var suppressed = onlyWarnings
    suppressed.findings = onlyWarnings.findings.map {
      var finding = $0
      finding.suppression = "reviewed"
      return finding
    }
    #expect(!suppressed.fails(strict: true))
  }
}
