import Foundation

/// The corpus score as a text table: one line per rule, then the overall line.
public enum CorpusTable {
  /// `rule  precision  recall  TP  FP  FN`, rules sorted by id.
  public static func text(_ score: CorpusScore, title: String) -> String {
    var lines = [
      "\(title): \(score.alertCount) alerts",
      pad("rule", 28) + pad("precision", 11) + pad("recall", 8) + pad("TP", 5) + pad("FP", 5)
        + "FN",
    ]
    for rule in score.rules.keys.sorted() {
      if let counts = score.rules[rule] { lines.append(row(rule, counts)) }
    }
    lines.append(row("overall", score.overall))
    return lines.joined(separator: "\n")
  }

  static func row(_ name: String, _ counts: CorpusScore.Counts) -> String {
    pad(name, 28) + pad(String(format: "%.3f", counts.precision), 11)
      + pad(String(format: "%.3f", counts.recall), 8) + pad("\(counts.truePositives)", 5)
      + pad("\(counts.falsePositives)", 5) + "\(counts.falseNegatives)"
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
