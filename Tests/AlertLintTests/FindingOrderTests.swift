import AlertSpec
import Testing

@testable import AlertLint

/// The linter's order and its dropping of repeats, which joins the findings of worker
/// processes and of each locale into what one run over everything gives.
@Suite struct FindingOrderTests {
  func finding(
    _ rule: String, line: Int, column: Int = 1, message: String = "m",
    configuration: String? = nil
  ) -> Finding {
    Finding(
      ruleID: rule, severity: .warning, message: message,
      location: SourceLocation(file: "a.json", line: line, column: column), alertID: "a",
      field: "title", configuration: configuration)
  }

  /// By place, then rule; of findings alike in both, the first given comes first.
  @Test func findingsAreOrderedByPlaceThenRuleAndStably() {
    let given = [
      finding("b-rule", line: 2), finding("a-rule", line: 2, message: "first"),
      finding("a-rule", line: 1, column: 5), finding("a-rule", line: 2, message: "second"),
      finding("z-rule", line: 1, column: 1),
    ]
    let ordered = Linter.ordered(given)
    #expect(
      ordered.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" } == [
        "1:1 z-rule m", "1:5 a-rule m", "2:1 a-rule first", "2:1 a-rule second", "2:1 b-rule m",
      ])
  }

  /// A repeat (same place, rule, message and configuration) is dropped wherever it sits in
  /// the input; a finding that differs in its message or configuration is kept.
  @Test func repeatsAreDroppedAndOnlyRepeats() {
    let given = [
      finding("r", line: 3), finding("r", line: 1), finding("r", line: 3),
      finding("r", line: 3, configuration: "iPhone SE portrait"),
      finding("r", line: 3, message: "other"), finding("r", line: 1),
    ]
    let ordered = Linter.ordered(given)
    #expect(ordered.count == 4)
    #expect(ordered.filter { $0.location.line == 1 }.count == 1)
    #expect(ordered.filter { $0.location.line == 3 }.map(\.message) == ["m", "m", "other"])
  }

  /// Joining reports keeps a finding once only when it is equal in every field.
  @Test func joiningDropsOnlyEqualFindings() {
    var suppressed = finding("r", line: 1)
    suppressed.suppression = "known"
    let report = { (findings: [Finding]) in
      LintReport(alerts: [], findings: findings, inputErrors: [], rules: [], styleName: "ios")
    }
    let joined = LintReport.joining(
      [
        report([finding("r", line: 1), finding("s", line: 2)]),
        report([finding("r", line: 1), suppressed]),
      ],
      alerts: [], inputErrors: [], styleName: "ios")
    #expect(joined.findings.map(\.ruleID) == ["r", "r", "s"])
    #expect(joined.findings.filter(\.isSuppressed).count == 1)
  }

  /// The kinds of non-prose chunks, each told by the ASCII marks looked for in its UTF-8.
  @Test(arguments: [
    ("https://example.com/a", Tokens.Kind.url), ("WWW.example.com", .url),
    ("mailto:someone", .url), ("ann@example.com", .email), ("snake_case", .code),
    ("std::vector", .code), ("reload()", .code), ("a=b", .code), ("~/Documents", .path),
    ("Photos/2024", .path), ("Notes.txt", .domain), ("v2.1", .domain),
  ])
  func chunksAreClassified(_ chunk: String, _ kind: Tokens.Kind) {
    #expect(Tokens.kind(of: chunk) == kind)
  }

  /// Prose is no kind, including a lone mark and words with a full stop or a colon.
  @Test(arguments: ["Delete", "/", "~", "end.", "Note:", "café", "@home", "(see"])
  func proseIsNoKind(_ chunk: String) {
    #expect(Tokens.kind(of: chunk) == nil)
  }
}
