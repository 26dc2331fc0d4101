import AlertLint
import AlertMarkup

/// The index page's summary: counts by severity and a bar chart of the most broken rules.
enum SummarySection {
  /// How many rules the chart shows.
  static let chartLength = 8

  /// `<section class="overview">` with the counts and the chart.
  static func node(_ summary: GallerySummary) -> MarkupNode {
    .el(
      "section", [("class", "overview"), ("aria-labelledby", "overview-heading")],
      [
        .el("h2", [("id", "overview-heading")], text: "Summary"),
        stats(summary),
        chart(summary),
      ])
  }

  /// `<dl class="stats">`: alerts, errors, warnings, suggestions and input errors.
  static func stats(_ summary: GallerySummary) -> MarkupNode {
    func stat(_ label: String, _ value: Int, _ key: String, _ symbol: String?) -> MarkupNode {
      var term: [MarkupNode] = []
      if let symbol {
        term.append(
          .el("span", [("class", "badge-symbol"), ("aria-hidden", "true")], text: symbol))
        term.append(.text(" "))
      }
      term.append(.text(label))
      return .el(
        "div", [("class", "stat stat-\(key)")],
        [.el("dt", [], term), .el("dd", text: String(value))])
    }
    return .el(
      "dl", [("class", "stats")],
      [
        stat("Alerts", summary.alerts, "alerts", nil),
        stat("Errors", summary.errors, "error", SeverityBadge.symbol(.error)),
        stat("Warnings", summary.warnings, "warning", SeverityBadge.symbol(.warning)),
        stat("Suggestions", summary.suggestions, "suggestion", SeverityBadge.symbol(.suggestion)),
        stat("Input errors", summary.inputErrors, "input", SeverityBadge.symbol(.error)),
      ])
  }

  /// `<figure class="chart">`: one bar per rule, as long as its share of the top rule's findings.
  static func chart(_ summary: GallerySummary) -> MarkupNode {
    let heading = MarkupNode.el("h3", [("id", "chart-heading")], text: "Rules most often broken")
    let top = summary.rules.prefix(chartLength)
    guard let most = top.first?.findings, most > 0 else {
      return .el(
        "div", [("class", "chart")],
        [heading, .el("p", [("class", "empty")], text: "No rule is broken.")])
    }
    let rows = top.map { rule in
      let percent = max(2, rule.findings * 100 / most)
      return MarkupNode.el(
        "li", [("class", "chart-row")],
        [
          .el(
            "a", [("class", "chart-label"), ("href", "?rule=" + rule.ruleID)],
            [.el("code", text: rule.ruleID)]),
          .el(
            "span", [("class", "chart-track"), ("aria-hidden", "true")],
            [.el("span", [("class", "chart-bar"), ("style", "width: \(percent)%")])]),
          .el(
            "span", [("class", "chart-value")],
            text: GalleryCopy.count(rule.findings, "finding", "findings") + " in "
              + GalleryCopy.count(rule.alerts, "alert", "alerts")),
        ])
    }
    return .el(
      "div", [("class", "chart")],
      [heading, .el("ol", [("class", "chart-rows"), ("aria-labelledby", "chart-heading")], rows)])
  }
}
