/// The rule reference page (`docs/rules.md`), generated from the rules' own documentation.
///
/// The page is never edited by hand: `ALERT_PREVIEW_RECORD=1 swift test --filter RuleReference`
/// rewrites it, and a test fails when the committed page differs from ``markdown()``.
public enum RuleReference {
  /// The whole page: a table of every rule, then one `## rule-id` section per rule with its
  /// summary, rationale, default severity, source and examples.
  public static func markdown(rules: [RuleDescription] = Linter.rules) -> String {
    var lines = [
      "# Lint rules",
      "",
      "<!-- Generated from Sources/AlertLint/Rules by RuleReference.markdown(); do not edit.",
      "     Regenerate: ALERT_PREVIEW_RECORD=1 swift test --filter RuleReference -->",
      "",
      "Every rule `alert-preview lint` runs, with its id, default severity and the guidance it "
        + "enforces: the [NHS App design system's alerts](\(RuleSource.nhsApp.url)) and "
        + "[Apple's HIG on alerts](\(RuleSource.hig.url)). `alert-preview rules` lists them; "
        + "`alert-preview rules ID` explains one. A style sheet's `<voice>` can change a rule's "
        + "severity or switch it off (`<rule id=\"no-pronouns\" level=\"off\"/>`); a spec can "
        + "ignore a rule with a reason: `\"lint\": {\"ignore\": {\"rule-id\": \"reason\"}}`.",
      "",
      "| id | default | group | checks |",
      "| --- | --- | --- | --- |",
    ]
    for rule in rules {
      lines.append(
        "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(rule.group) | "
          + "\(cell(rule.summary)) |")
    }
    for rule in rules {
      lines += [""] + section(rule)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One rule's section: `## id`, summary, rationale, default severity, group, source and
  /// examples (what `alert-preview lint --explain ID` prints).
  public static func section(_ rule: RuleDescription) -> [String] {
    var lines = ["## \(rule.id)", "", rule.summary, "", rule.rationale, ""]
    lines.append(
      "Default severity: **\(rule.severity.rawValue)**. Group: \(rule.group). "
        + "Guidance: \(rule.guidance.words).")
    if !rule.subsumes.isEmpty {
      lines += ["", "Reported in place of " + RuleExplanation.subsumed(rule, code: true) + "."]
    }
    let documents = rule.guidance.documents
    if !documents.isEmpty {
      lines += [
        "", "Read: " + documents.map { "[\($0.name)](\($0.url))" }.joined(separator: ", ") + ".",
      ]
    }
    lines += examples("Triggering examples", rule.triggering)
    lines += examples("Non-triggering examples", rule.nonTriggering)
    return lines
  }

  private static func examples(_ heading: String, _ examples: [RuleExample]) -> [String] {
    guard !examples.isEmpty else { return [] }
    var lines = ["", "### \(heading)", ""]
    for example in examples {
      var notes: [String] = []
      if example.style != "ios" { notes.append("style `\(example.style)`") }
      if let locale = example.locale { notes.append("`--locale \(locale)`") }
      if let field = example.field {
        notes.append("finding on `\(field.isEmpty ? "(the alert)" : field)`")
      }
      if !notes.isEmpty { lines += [notes.joined(separator: ", ") + ":", ""] }
      lines += ["```json5", example.spec, "```", ""]
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
