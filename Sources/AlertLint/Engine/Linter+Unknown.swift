import AlertSpec
import StyleSheet

/// Reporting rule ids that name no rule: in a spec's `lint.ignore` and in the sheet's `<voice>`.
extension Linter {
  /// `unknown-rule` findings for the ids of `spec.lintIgnore` that name no rule.
  func unknownIgnores(_ spec: AlertSpec) -> [Finding] {
    guard let severity = level(of: UnknownRuleRule.description) else { return [] }
    let known = Self.rules.map(\.id)
    return spec.lintIgnore.keys.sorted().filter { !known.contains($0) }.map { id in
      let field = "lint.ignore.\(id)"
      return Finding(
        ruleID: UnknownRuleRule.id, severity: severity,
        message: UnknownRuleRule.message(for: id, known: known, place: "lint.ignore"),
        location: Self.place(of: field, in: spec), alertID: spec.id, field: field,
        suppression: spec.lintIgnore[UnknownRuleRule.id])
    }
  }

  /// `unknown-rule` findings for `<rule id="…">` entries of the sheet's voice that name no rule.
  func unknownSheetRules() -> [Finding] {
    guard let severity = level(of: UnknownRuleRule.description) else { return [] }
    let known = Self.rules.map(\.id)
    return style.voice.rules.keys.sorted().filter { !known.contains($0) }.map { id in
      let line = style.voice.ruleLines[id] ?? SheetLine(file: style.path, line: 1)
      return Finding(
        ruleID: UnknownRuleRule.id, severity: severity,
        message: UnknownRuleRule.message(for: id, known: known, place: "the style sheet's <voice>"),
        location: SourceLocation(file: line.file, line: line.line, column: 1), alertID: "",
        field: "voice.rule.\(id)")
    }
  }
}
