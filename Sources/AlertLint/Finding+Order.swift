extension Finding {
  /// Whether `a` comes before `b` in the linter's order: by place (file, line, column), then
  /// rule.
  static func precedes(_ a: Finding, _ b: Finding) -> Bool {
    (a.location.file, a.location.line, a.location.column, a.ruleID)
      < (b.location.file, b.location.line, b.location.column, b.ruleID)
  }

  /// Whether `a` and `b` have the same place and rule, the linter's order's key.
  static func samePlaceAndRule(_ a: Finding, _ b: Finding) -> Bool {
    a.location == b.location && a.ruleID == b.ruleID
  }

  /// `findings` in the linter's order, each kept unless an earlier one of its place and rule
  /// has the same `key`. The sort is stable, so the first of repeated findings is the one
  /// kept; repeats only ever share a place and rule, so only the findings of a place and rule
  /// that has several are hashed, not every finding.
  static func ordered<Key: Hashable>(_ findings: [Finding], droppingRepeatsOf key: (Finding) -> Key)
    -> [Finding]
  {
    let sorted = findings.sorted(by: precedes)
    var kept: [Finding] = []
    kept.reserveCapacity(sorted.count)
    var start = 0
    while start < sorted.count {
      var end = start + 1
      while end < sorted.count, samePlaceAndRule(sorted[start], sorted[end]) { end += 1 }
      if end - start == 1 {
        kept.append(sorted[start])
      } else {
        var seen: Set<Key> = []
        for finding in sorted[start..<end] where seen.insert(key(finding)).inserted {
          kept.append(finding)
        }
      }
      start = end
    }
    return kept
  }
}
