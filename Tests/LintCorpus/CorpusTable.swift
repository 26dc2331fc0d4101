import Foundation

/// The corpus scores as text tables.
public enum CorpusTable {
  /// The leave-one-app-out summary of a group of apps: the mean of the apps' precision and
  /// recall, the worst app of each, and the pooled counts. Apps with no alert in the group
  /// (no alert outside English, say) are left out.
  public struct Summary: Sendable {
    public var apps: Int
    public var meanPrecision: Double
    public var meanRecall: Double
    public var worstPrecision: (app: String, value: Double)
    public var worstRecall: (app: String, value: Double)
    public var pooled: CorpusScore.Counts

    public init?(_ scores: [(name: String, score: CorpusScore)]) {
      let scored = scores.filter { $0.score.alertCount > 0 }
      let precisions = scored.map { ($0.name, $0.score.overall.precision) }
      let recalls = scored.map { ($0.name, $0.score.overall.recall) }
      guard let p = precisions.min(by: { $0.1 < $1.1 }), let r = recalls.min(by: { $0.1 < $1.1 })
      else { return nil }
      apps = scored.count
      meanPrecision = precisions.map(\.1).reduce(0, +) / Double(scored.count)
      meanRecall = recalls.map(\.1).reduce(0, +) / Double(scored.count)
      worstPrecision = (p.0, p.1)
      worstRecall = (r.0, r.1)
      pooled = CorpusScore.pooled(scored.map(\.score)).overall
    }

    /// One line: `mean P 0.93 R 0.95 · worst P 0.81 (wire) · worst R 0.88 (session) · pooled …`.
    public var line: String {
      String(
        format: "%d apps: mean precision %.3f recall %.3f · worst precision %.3f (%@) · "
          + "worst recall %.3f (%@) · pooled precision %.3f recall %.3f",
        apps, meanPrecision, meanRecall, worstPrecision.value, worstPrecision.app,
        worstRecall.value, worstRecall.app, pooled.precision, pooled.recall)
    }
  }

  /// The whole report: one line per app, the summaries of held-out and of all apps (overall
  /// and outside English), then the pooled scores per language and per rule.
  public static func report(_ measured: [(app: LintCorpus.App, score: CorpusScore)]) -> String {
    let alerts = measured.map(\.score.alertCount).reduce(0, +)
    let languages = Set(measured.flatMap { $0.score.alerts.map(\.language) })
    var lines = [
      "Lint corpus: \(alerts) alerts from \(measured.count) apps in \(languages.count) "
        + "languages, each app measured alone with the rules as they are (leave one app out).",
      "",
      pad("app", 16) + pad("set", 9) + pad("alerts", 8) + pad("languages", 26)
        + pad("precision", 11) + pad("recall", 8) + pad("TP", 5) + pad("FP", 5) + "FN",
    ]
    for (app, score) in measured {
      let languages = Set(score.alerts.map(\.language)).sorted().joined(separator: " ")
      lines.append(
        pad(app.name, 16) + pad(app.set.rawValue, 9) + pad("\(score.alertCount)", 8)
          + pad(languages, 26) + counts(score.overall))
    }
    lines.append("")
    let groups: [(String, [(app: LintCorpus.App, score: CorpusScore)])] = [
      (
        "held-out apps (never looked at while writing rules)",
        measured.filter { $0.app.set == .heldout }
      ),
      ("all apps", measured),
    ]
    for (title, group) in groups where !group.isEmpty {
      let overall = Summary(group.map { ($0.app.name, $0.score) })
      let outside = Summary(group.map { ($0.app.name, $0.score.outsideEnglish) })
      lines.append("\(title):")
      if let overall { lines.append("  every language  " + overall.line) }
      if let outside { lines.append("  outside English " + outside.line) }
    }
    let pooled = CorpusScore.pooled(measured.map(\.score))
    lines.append("")
    lines.append("By language (all apps pooled):")
    lines.append(header("language"))
    for (language, score) in pooled.byLanguage.sorted(by: { $0.key < $1.key }) {
      lines.append(pad("\(language) (\(score.alertCount))", 28) + counts(score.overall))
    }
    lines.append("")
    lines.append(text(pooled, title: "By rule (all apps pooled)"))
    return lines.joined(separator: "\n")
  }

  /// `rule  precision  recall  TP  FP  FN`, rules sorted by id, then the overall line.
  public static func text(_ score: CorpusScore, title: String) -> String {
    var lines = ["\(title): \(score.alertCount) alerts", header("rule")]
    let rules = score.rules
    for rule in rules.keys.sorted() {
      if let counts = rules[rule] { lines.append(row(rule, counts)) }
    }
    lines.append(row("overall", score.overall))
    return lines.joined(separator: "\n")
  }

  static func header(_ first: String) -> String {
    pad(first, 28) + pad("precision", 11) + pad("recall", 8) + pad("TP", 5) + pad("FP", 5) + "FN"
  }

  static func row(_ name: String, _ counts: CorpusScore.Counts) -> String {
    pad(name, 28) + Self.counts(counts)
  }

  static func counts(_ counts: CorpusScore.Counts) -> String {
    pad(String(format: "%.3f", counts.precision), 11)
      + pad(String(format: "%.3f", counts.recall), 8) + pad("\(counts.truePositives)", 5)
      + pad("\(counts.falsePositives)", 5) + "\(counts.falseNegatives)"
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
