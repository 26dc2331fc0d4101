import AlertLint
import AlertMarkup

/// The findings of one alert, each once (``FindingGroups``): severity, rule id linked to the
/// rules page, message, the seed section the rule enforces, the configurations and looks it
/// was seen in, and any suppression.
enum FindingList {
  /// `<section class="findings">` with a list item per finding, most severe first.
  static func section(_ entry: GalleryEntry, in page: GalleryPage, depth: Int) -> MarkupNode {
    let heading = MarkupNode.el("h2", [("id", "findings-heading")], text: "Findings")
    guard !entry.findings.isEmpty else {
      return .el(
        "section", [("class", "findings"), ("aria-labelledby", "findings-heading")],
        [heading, .el("p", [("class", "empty")], text: "The linter found nothing to change.")])
    }
    let ordered = entry.findings.enumerated().sorted { a, b in
      let keyA = (a.element.isSuppressed ? 1 : 0, -rank(a.element.severity), a.offset)
      let keyB = (b.element.isSuppressed ? 1 : 0, -rank(b.element.severity), b.offset)
      return keyA < keyB
    }.map(\.element)
    var looks: [String] = []
    for look in entry.images.compactMap(\.look) where !looks.contains(look) { looks.append(look) }
    let groups = FindingGroups.groups(ordered, looks: looks)
    return .el(
      "section", [("class", "findings"), ("aria-labelledby", "findings-heading")],
      [
        heading,
        .el(
          "ul", [("class", "finding-list")],
          groups.map {
            item(
              $0.finding, seen: FindingGroups.whereSeen($0, looks: looks), page: page,
              depth: depth)
          }),
      ])
  }

  /// One finding, with where it was seen (``FindingGroups/whereSeen(_:looks:)``).
  static func item(_ finding: Finding, seen: String?, page: GalleryPage, depth: Int)
    -> MarkupNode
  {
    let link = SitePaths.link(SitePaths.rules, depth: depth) + "#" + finding.ruleID
    var details: [MarkupNode] = [
      .el(
        "span", [],
        [.text("Rule "), .el("a", [("href", link)], [.el("code", text: finding.ruleID)])])
    ]
    if let guidance = page.rule(finding.ruleID)?.guidance {
      details.append(.el("span", [], text: "Guidance: " + guidance.words))
    }
    if let seen {
      details.append(.el("span", [], text: seen))
    }
    if !finding.field.isEmpty {
      details.append(
        .el("span", [("title", finding.field)], text: "Field: " + FieldName.plain(finding.field)))
    }
    details.append(.el("span", [], [.el("code", text: finding.location.description)]))
    var children: [MarkupNode] = [
      .el("div", [("class", "finding-head")], [SeverityBadge.node(finding.severity)]),
      .el("p", [("class", "finding-message")], text: finding.message),
      .el("p", [("class", "finding-details")], details),
    ]
    if let reason = finding.suppression {
      children.append(
        .el("p", [("class", "suppressed")], text: "Suppressed in the spec: " + reason))
    }
    let classes =
      "finding sev-\(finding.severity.rawValue)" + (finding.isSuppressed ? " is-suppressed" : "")
    return .el("li", [("class", classes)], children)
  }

  private static func rank(_ severity: Severity) -> Int {
    Severity.allCases.firstIndex(of: severity) ?? 0
  }
}
