import AlertLint
import AlertSpec
import Testing

/// One finding per problem: a rule that subsumes another takes its place, by one mechanism.
@Suite struct SubsumptionTests {
  func ids(_ spec: String) throws -> [String] {
    try LintFixtures.lint(spec).activeFindings.map(\.ruleID)
  }

  /// A title over two lines is not also told to fit on one.
  @Test func titleMaxLinesTakesThePlaceOfTitleSingleLine() throws {
    let found = try ids(
      #"{id: "a", title: "For security reasons, we'll log you out of the NHS App in 1 minute because you have been inactive.", buttons: [{label: "OK", role: "default"}]}"#
    )
    #expect(found.contains("title-max-lines"))
    #expect(!found.contains("title-single-line"))
  }

  /// A “Cancel” without the cancel role: the role is the problem, not leaving for Home.
  @Test func cancelRoleTakesThePlaceOfHomeDismissal() throws {
    let found = try ids(
      #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "default"}, {label: "Delete", role: "destructive"}]}"#
    )
    #expect(found.contains("cancel-role"))
    #expect(!found.contains("home-dismissal"))
  }

  /// One “Yes” is one finding.
  @Test func buttonYesNoTakesThePlaceOfButtonLabelVerb() throws {
    let found = try ids(
      #"{id: "a", title: "Delete this photo?", buttons: [{label: "No", role: "cancel"}, {label: "Yes", role: "destructive"}]}"#
    )
    #expect(found.contains("button-yes-no"))
    #expect(!found.contains("button-label-verb"))
  }

  /// A finding the spec suppresses takes no place: the other stands.
  @Test func aSuppressedFindingLeavesTheOtherStanding() throws {
    let found = try ids(
      #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "default"}, {label: "Delete", role: "destructive"}], lint: {ignore: {"cancel-role": "a custom control"}}}"#
    )
    #expect(found.contains("home-dismissal"))
  }

  /// Every subsumption names a rule that exists.
  @Test func subsumedRulesExist() {
    let ids = Set(Linter.rules.map(\.id))
    for rule in Linter.rules {
      for subsumed in rule.subsumes {
        #expect(ids.contains(subsumed.rule), "\(rule.id) subsumes unknown \(subsumed.rule)")
      }
    }
  }
}
