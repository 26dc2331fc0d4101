import AlertLint
import AlertSpec
import Testing

/// Control characters from specs are shown escaped in the formats people read, and cannot
/// start a new GitHub workflow command; the machine formats keep the exact text.
@Suite struct ControlCharacterReportTests {
  static let hostile = "\u{1B}]0;pwned\u{07} and \u{1B}[2J\u{85}\u{2028}"

  static let report = LintReport(
    alerts: [AlertSpec(id: "a")],
    findings: [
      Finding(
        ruleID: "button-yes-no", severity: .warning, message: "'\(hostile)' is not an action",
        location: SourceLocation(file: "Specs/\u{1B}[31mred.json", line: 2, column: 3),
        alertID: "a", field: "buttons[0].label")
    ],
    inputErrors: [
      SpecDiagnostic(
        SourceLocation(file: "Specs/a.json", line: 1, column: 1),
        "unknown field '\(hostile)'; rename or remove it")
    ],
    rules: [], styleName: "ios")

  @Test(arguments: [false, true]) func textShowsControlCharactersEscaped(colour: Bool) {
    let text = TextReporter(colour: colour).render(Self.report)
    let raw = text.unicodeScalars.filter {
      $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\u{1B}"
    }
    #expect(raw.isEmpty, "\(text.debugDescription)")
    #expect(text.contains(#"'\u{1B}]0;pwned\u{7} and \u{1B}[2J\u{85}\u{2028}'"#))
    #expect(text.contains(#"Specs/\u{1B}[31mred.json:2:3"#))
    // The only ESC bytes left are the reporter's own colour codes.
    #expect(colour || !text.contains("\u{1B}"))
    #expect(!text.contains("\u{1B}]") && !text.contains("\u{1B}[2J"))
  }

  @Test func githubCommandsCannotBeInjected() {
    let text = GitHubReporter().render(Self.report)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
    #expect(
      !text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    #expect(GitHubReporter.escapeData("a\u{1B}b\u{0B}c\u{2028}d") == #"a\u{1B}b\u{B}c\u{2028}d"#)
  }

  @Test func jsonKeepsTheExactText() throws {
    let json = try LintFormat.json.render(
      Self.report,
      options: LintReportOptions(
        colour: false, includeInputErrors: true,
        tool: LintTool(name: "alert-preview", version: "0", rulesURI: "https://example.org/r")))
    #expect(json.contains(#"\u001b]0;pwned\u0007"#) || json.contains(#"\u001B]0;pwned\u0007"#))
  }
}
