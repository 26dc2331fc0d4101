import AlertLint
import AlertSpec
import Testing

/// A worker process lints specs without their places and the run places the findings: the
/// result is what linting the specs themselves gives, place for place.
@Suite struct PlacingTests {
  static let spec = """
    {
      "id": "save-failed",
      "title": "Are you sure?",
      "message": "You entered an invalid passwrod.",
      "buttons": [{"label": "OK"}, {"label": "Yes", "role": "destructive"}],
      "runTime": {"title": "error.title"},
      "lint": {"ignore": {"no-such-rule": "kept"}},
    }
    """

  @Test func findingsPlacedAfterwardsAreTheFindingsOfTheSpec() throws {
    let specs = SpecLoader.load(text: Self.spec, file: "save.json").alerts
    let linter = Linter(style: try LintFixtures.sheet("ios"))
    let whole = linter.lint(specs).findings
    let unplaced = linter.findings(specs.map(\.unplaced))
    // Unplaced, every finding is at the alert: there is something to place.
    #expect(unplaced.allSatisfy { $0.location.line == 1 && $0.endLocation == nil })
    let placed = Linter.ordered(Linter.placing(unplaced, in: specs))
    #expect(placed == whole)
    // The word and the rule id each kept their own place; run-time text is named at the alert.
    let spelling = try #require(whole.first { $0.ruleID == "spelling" })
    #expect(spelling.location.line == 4)
    #expect(spelling.location.column == 38)
    #expect(spelling.endLocation?.column == 46)
    #expect(whole.first { $0.ruleID == "unknown-rule" }?.location.line == 7)
    #expect(whole.first { $0.ruleID == "text-not-static" }?.location.line == 1)
  }
}
