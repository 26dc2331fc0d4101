/// Precision and recall of the linter on a judged corpus, overall, per rule and per language.
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

    static func + (a: Counts, b: Counts) -> Counts {
      Counts(
        truePositives: a.truePositives + b.truePositives,
        falsePositives: a.falsePositives + b.falsePositives,
        falseNegatives: a.falseNegatives + b.falseNegatives)
    }
  }

  /// One scored alert: the rule ids it was found and judged to break.
  public struct Alert: Sendable {
    public var id: String
    /// Its language subtag (`en`, `de`, `ja`).
    public var language: String
    public var found: Set<String>
    public var expected: Set<String>

    public init(id: String, language: String = "en", found: Set<String>, expected: Set<String>) {
      self.id = id
      self.language = language
      self.found = found
      self.expected = expected
    }
  }

  /// The alerts scored.
  public let alerts: [Alert]

  public init(alerts: [Alert]) { self.alerts = alerts }

  /// The number of alerts scored.
  public var alertCount: Int { alerts.count }

  /// Counts per rule id, for every rule that fired or was expected.
  public var rules: [String: Counts] {
    var rules: [String: Counts] = [:]
    for alert in alerts {
      for rule in alert.found.union(alert.expected) {
        rules[rule, default: Counts()] = rules[rule, default: Counts()] + Self.counts(alert, rule)
      }
    }
    return rules
  }

  /// The sums over every rule.
  public var overall: Counts {
    alerts.reduce(Counts()) { sum, alert in
      alert.found.union(alert.expected).reduce(sum) { $0 + Self.counts(alert, $1) }
    }
  }

  /// The scores of the alerts of each language.
  public var byLanguage: [String: CorpusScore] {
    Dictionary(grouping: alerts, by: \.language).mapValues(CorpusScore.init(alerts:))
  }

  /// The alerts not in English.
  public var outsideEnglish: CorpusScore {
    CorpusScore(alerts: alerts.filter { $0.language != "en" })
  }

  /// Each unwanted finding, as `(alert id, rule id)`, sorted.
  public var unwanted: [(alert: String, rule: String)] {
    alerts.flatMap { alert in
      alert.found.subtracting(alert.expected).sorted().map { (alert: alert.id, rule: $0) }
    }
  }

  /// Each missed rule, as `(alert id, rule id)`, sorted.
  public var missed: [(alert: String, rule: String)] {
    alerts.flatMap { alert in
      alert.expected.subtracting(alert.found).sorted().map { (alert: alert.id, rule: $0) }
    }
  }

  /// Several scores as one.
  public static func pooled(_ scores: [CorpusScore]) -> CorpusScore {
    CorpusScore(alerts: scores.flatMap(\.alerts))
  }

  static func counts(_ alert: Alert, _ rule: String) -> Counts {
    switch (alert.found.contains(rule), alert.expected.contains(rule)) {
    case (true, true): Counts(truePositives: 1)
    case (true, false): Counts(falsePositives: 1)
    case (false, true): Counts(falseNegatives: 1)
    case (false, false): Counts()
    }
  }
}
