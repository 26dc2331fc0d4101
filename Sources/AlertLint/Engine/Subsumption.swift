/// One finding per problem: a finding whose rule subsumes another's
/// (``RuleDescription/subsumes``) takes the other's place, on the same field or anywhere in the
/// alert. Only active findings take a place: one a spec suppresses leaves the other standing.
enum FindingSubsumption {
  /// `findings` (of one alert) without those another finding subsumes.
  static func apply(_ findings: [Finding], rules: [String: RuleDescription]) -> [Finding] {
    var hidden: [(rule: String, field: String?)] = []
    for finding in findings where finding.suppression == nil {
      for subsumed in rules[finding.ruleID]?.subsumes ?? [] {
        hidden.append((subsumed.rule, subsumed.sameField ? finding.field : nil))
      }
    }
    guard !hidden.isEmpty else { return findings }
    return findings.filter { finding in
      !hidden.contains { $0.rule == finding.ruleID && ($0.field ?? finding.field) == finding.field }
    }
  }
}
