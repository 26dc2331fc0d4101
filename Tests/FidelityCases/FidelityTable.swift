/// The fidelity table as text: one line per metric, then the largest |Δ| of each kind of metric.
public enum FidelityTable {
  /// `case  metric  real  preview  Δ  bound`, aligned, with a ✗ beside a difference out of bounds.
  public static func text(_ results: [(name: String, rows: [FidelityRow])]) -> String {
    var lines = [
      pad("case", 5) + pad("metric", 52) + pad("real", 10) + pad("preview", 10) + pad("Δ", 8)
        + "bound"
    ]
    for (name, rows) in results {
      for row in rows {
        let delta = row.delta.isFinite ? String(format2(row.delta)) : "—"
        lines.append(
          pad(name, 5) + pad(row.metric, 52) + pad(row.real, 10) + pad(row.preview, 10)
            + pad(delta, 8) + "\(format2(row.tolerance)) \(row.unit.rawValue)"
            + (abs(row.delta) <= row.tolerance
              ? "" : row.passes ? "  known: \(row.known?.reason ?? "")" : "  ✗"))
      }
    }
    lines.append("")
    lines.append("max |Δ| per metric over all cases (known differences left out):")
    var worst: [String: (Double, String)] = [:]
    for (_, rows) in results {
      for row in rows where abs(row.delta) <= row.tolerance || !row.passes {
        let kind = summaryKind(row.metric)
        if abs(row.delta) >= worst[kind]?.0 ?? -1 {
          worst[kind] = (abs(row.delta), row.unit.rawValue)
        }
      }
    }
    for kind in worst.keys.sorted() {
      if let (value, unit) = worst[kind] {
        lines.append("  " + pad(kind, 44) + (value.isFinite ? format2(value) : "—") + " \(unit)")
      }
    }
    let rows = results.flatMap(\.rows)
    let failures = rows.filter { !$0.passes }.count
    let known = rows.filter { $0.passes && abs($0.delta) > $0.tolerance }.count
    lines.append(
      "\(failures) of \(rows.count) metrics out of bounds, and \(known) more known and explained")
    return lines.joined(separator: "\n")
  }

  /// A metric's kind for the summary: the name without the line, button or separator it is of.
  static func summaryKind(_ metric: String) -> String {
    if metric.hasSuffix("(count)") { return "structure (counts)" }
    if metric.hasSuffix("ink width") {
      let role =
        metric.hasPrefix("title")
        ? "title" : metric.hasPrefix("message") ? "message" : "button label"
      return "\(role) ink width"
    }
    if metric.hasPrefix("title line") {
      return metric.hasSuffix("colour") ? "title colour" : "title baseline"
    }
    if metric.hasPrefix("message line") {
      return metric.hasSuffix("colour") ? "message colour" : "message baselines"
    }
    if metric.hasPrefix("text field") { return "text field edges" }
    if metric.hasPrefix("line pitch") { return "line pitch" }
    if metric == "separator colour" { return metric }
    if metric.hasPrefix("separator ") { return "separator positions (from alert top)" }
    if metric.hasPrefix("“") {
      return metric.hasSuffix("colour") ? "button label colour" : "button label baseline"
    }
    return metric
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  static func format2(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return String(rounded)
  }
}
