/// Precision and recall of the linter on a judged corpus, overall and per rule.
///
/// Per alert, a rule id is counted once whatever the number of its findings: a finding whose
/// rule is in the alert's expected list is wanted (true positive), any other is unwanted (false
/// positive), and an expected rule with no finding is missed (false negative). Layout-measured
/// rules count like any other.
public struct CorpusScore: Sendable {
  /// True positives, false positives and false negatives of one rule (or of all).
  public struct Counts: Sendable, Equatable {
    public var truePositives = 0
    public var falsePositives = 0
    public var falseNegatives = 0

    public init(truePositives: Int = 0, falsePositives: Int = 0, falseNegatives: Int = 0) {
      self.truePositives = truePositives
      self.falsePositives = falsePositives
      self.falseNegatives = falseNegatives
    }

    /// TP / (TP + FP); 1 when the rule never fired.
    public var precision: Double {
      let fired = truePositives + falsePositives
      return fired == 0 ? 1 : Double(truePositives) / Double(fired)
    }

    /// TP / (TP + FN); 1 when nothing was expected.
    public var recall: Double {
      let wanted = truePositives + falseNegatives
      return wanted == 0 ? 1 : Double(truePositives) / Double(wanted)
    }
  }

  /// The number of alerts scored.
  public let alertCount: Int
  /// Counts per rule id, for every rule that fired or was expected.
  public let rules: [String: Counts]
  /// Each unwanted finding and each missed rule, as `(alert id, rule id)`.
  public let unwanted: [(alert: String, rule: String)]
  public let missed: [(alert: String, rule: String)]

  /// Scores `(alert id, rule ids found, rule ids expected)` triples.
  public init(alerts: [(id: String, found: Set<String>, expected: Set<String>)]) {
    var rules: [String: Counts] = [:]
    var unwanted: [(String, String)] = []
    var missed: [(String, String)] = []
    for alert in alerts {
      for rule in alert.found.union(alert.expected).sorted() {
        switch (alert.found.contains(rule), alert.expected.contains(rule)) {
        case (true, true): rules[rule, default: Counts()].truePositives += 1
        case (true, false):
          rules[rule, default: Counts()].falsePositives += 1
          unwanted.append((alert.id, rule))
        case (false, true):
          rules[rule, default: Counts()].falseNegatives += 1
          missed.append((alert.id, rule))
        case (false, false): break
        }
      }
    }
    self.alertCount = alerts.count
    self.rules = rules
    self.unwanted = unwanted.map { (alert: $0.0, rule: $0.1) }
    self.missed = missed.map { (alert: $0.0, rule: $0.1) }
  }

  /// The sums over every rule.
  public var overall: Counts {
    rules.values.reduce(into: Counts()) {
      $0.truePositives += $1.truePositives
      $0.falsePositives += $1.falsePositives
      $0.falseNegatives += $1.falseNegatives
    }
  }
}
