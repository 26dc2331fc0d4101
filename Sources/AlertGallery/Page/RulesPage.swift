import AlertLint
import AlertMarkup

/// Builds `rules.html` from the linter's rule catalogue: one entry per rule, anchored by id.
enum RulesPage {
  /// The `<html>` element of the rules page.
  static func document(for page: GalleryPage) -> MarkupElement {
    let summary = GallerySummary(page)
    let broken = Dictionary(uniqueKeysWithValues: summary.rules.map { ($0.ruleID, $0) })
    var groups: [(String, [RuleDescription])] = []
    for rule in page.rules {
      if let index = groups.firstIndex(where: { $0.0 == rule.group }) {
        groups[index].1.append(rule)
      } else {
        groups.append((rule.group, [rule]))
      }
    }
    var main: [MarkupNode] = []
    if page.rules.isEmpty {
      main.append(.el("p", [("class", "empty")], text: "The linter ships no rules yet."))
    }
    for (group, rules) in groups {
      main.append(
        .el(
          "section", [("class", "rule-group")],
          [.el("h2", text: group.isEmpty ? "Other rules" : group)]
            + rules.map { entry($0, broken: broken[$0.id]) }))
    }
    return PageFrame.document(
      title: GalleryCopy.documentTitle("Rules", of: page), page: page, current: .rules, depth: 0,
      intro: [
        .el("h1", text: "Rules"),
        .el(
          "p", [("class", "summary")],
          text: GalleryCopy.count(page.rules.count, "rule", "rules")
            + " in the linter’s catalogue" + GalleryCopy.separator
            + GalleryCopy.count(summary.rules.count, "rule", "rules") + " broken in this gallery"),
      ],
      main: main)
  }

  /// `<article id="<rule id>">`: summary, default severity, source, rationale and the count here.
  static func entry(_ rule: RuleDescription, broken: RuleCount?) -> MarkupNode {
    let usage: MarkupNode =
      if let broken {
        .el(
          "a", [("href", "index.html?rule=" + rule.id)],
          text: "Broken \(GalleryCopy.count(broken.findings, "time", "times")) in "
            + GalleryCopy.count(broken.alerts, "alert", "alerts") + " of this gallery")
      } else {
        .text("Not broken in this gallery")
      }
    return .el(
      "article", [("class", "rule"), ("id", rule.id)],
      [
        .el("h3", [], [.el("code", text: rule.id)]),
        .el("p", [("class", "rule-summary")], text: rule.summary),
        .el(
          "dl", [("class", "rule-facts")],
          [
            .el(
              "div", [],
              [
                .el("dt", text: "Default severity"),
                .el("dd", [], [SeverityBadge.node(rule.severity)]),
              ]),
            .el(
              "div", [], [.el("dt", text: "Guidance"), .el("dd", text: rule.guidance.words)]),
            .el("div", [], [.el("dt", text: "In this gallery"), .el("dd", [], [usage])]),
          ]),
        .el("p", [("class", "rule-rationale")], text: rule.rationale),
      ])
  }
}
