import AlertLint
import AlertSpec

/// A hand-built report with every case a reporter must handle: all three severities, a
/// suppressed finding, a configuration, an input error, a message with `%`, a newline, `:` and
/// `,`, a hostile `<script>` label, a Korean path and a clean alert.
enum ReportFixture {
  static func at(_ file: String, _ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  static let rules = [
    RuleDescription(
      id: "title-required", summary: "The alert has a non-empty title.",
      rationale: "A title says what the alert is about.", severity: .error,
      source: "000 How to use", group: "Title"),
    RuleDescription(
      id: "button-yes-no", summary: "No Yes or No labels.",
      rationale: "Labels that name the action are clearer.", severity: .warning,
      source: "001 Buttons", group: "Buttons"),
    RuleDescription(
      id: "no-pronouns", summary: "Avoid you, your, me and my.",
      rationale: "Apple's voice avoids pronouns.", severity: .suggestion, source: "001",
      group: "Wording"),
    RuleDescription(
      id: "title-max-lines", summary: "The title wraps to at most 2 lines.",
      rationale: "Long titles push the buttons off screen.", severity: .error,
      source: "000; HIG", group: "Title"),
  ]

  static let alerts = [
    AlertSpec(
      id: "delete-all", title: "Delete 100% of: photos, videos?",
      locations: ["": at("Specs/delete.json", 1, 1)]),
    AlertSpec(id: "no-title", locations: ["": at("Specs/delete.json", 9, 3)]),
    AlertSpec(
      id: "hostile", title: "<script>alert(1)</script>",
      locations: ["": at("Specs/hostile & <odd>.json", 1, 1)]),
    AlertSpec(
      id: "korean-delete", title: "사진을 삭제하시겠습니까?", locations: ["": at("Specs/한국어/삭제.json", 1, 1)]),
    AlertSpec(
      id: "clean", title: "Leave this area?", locations: ["": at("Specs/clean.json", 1, 1)]),
  ]

  static let findings = [
    Finding(
      ruleID: "title-max-lines", severity: .error,
      message:
        "title wraps to 3 lines on iPhone SE portrait; keep it to 2.\nShorten: \"Delete 100% of: photos, videos?\"",
      location: at("Specs/delete.json", 3, 12), alertID: "delete-all", field: "title",
      configuration: "iPhone SE (3rd generation) portrait"),
    Finding(
      ruleID: "button-yes-no", severity: .warning,
      message: "'Yes' does not say what happens; name the action, e.g. 'Delete'.",
      location: at("Specs/delete.json", 5, 17), alertID: "delete-all", field: "buttons[0].label"),
    Finding(
      ruleID: "no-pronouns", severity: .suggestion, message: "'your' is a pronoun; drop it.",
      location: at("Specs/delete.json", 4, 14), alertID: "delete-all", field: "message",
      suppression: "Legal asked for this wording, 2024-05.",
      endLocation: at("Specs/delete.json", 4, 18)),
    Finding(
      ruleID: "title-required", severity: .error,
      message: "the alert has no title; add one that says what happens.",
      location: at("Specs/delete.json", 9, 3), alertID: "no-title", field: ""),
    Finding(
      ruleID: "button-yes-no", severity: .warning,
      message: "'<script>alert(1)</script>' & \"No\" are not actions; name the action.",
      location: at("Specs/hostile & <odd>.json", 2, 30), alertID: "hostile",
      field: "buttons[1].label"),
    Finding(
      ruleID: "no-pronouns", severity: .suggestion, message: "'당신의' is a pronoun; drop it.",
      location: at("Specs/한국어/삭제.json", 3, 14), alertID: "korean-delete", field: "message",
      endLocation: at("Specs/한국어/삭제.json", 3, 17)),
  ]

  static let inputErrors = [
    SpecDiagnostic(
      at("Specs/broken.json", 2, 19), "expected ',' or '}' after the value of 'title'; add a comma")
  ]

  static let report = LintReport(
    alerts: alerts, findings: findings, inputErrors: inputErrors, rules: rules, styleName: "ios")

  static let tool = LintTool(
    name: "alert-preview", version: "0.0.0-test",
    rulesURI: "https://example.org/alert-preview/rules.html")
}
