import AlertMarkup

/// The HTML report: the failures in groups (``SnapshotGroup``), each with its first
/// configuration's reference, render and diff beside an enlarged crop around the change, the
/// other views, every configuration it covers and the command that accepts it; then passes with
/// their numbers, then orphans.
enum ReportPage {
  static func build(_ summary: SnapshotSummary, accept: (AcceptScope) -> String)
    -> MarkupElement
  {
    let failing = summary.results.filter { $0.failsRun }
    let passing = summary.results.filter { !$0.failsRun }
    var body: [MarkupNode] = [
      .el("h1", text: "Snapshot report"),
      .el(
        "p", [("class", "counts")],
        text: "\(summary.passed.count) passed, \(summary.failed.count) failed, "
          + "\(summary.new.count) new, \(summary.missing.count) missing, "
          + "\(summary.orphaned.count) orphaned; record mode \(summary.recordMode.rawValue)"),
    ]
    if !summary.environment.isEmpty {
      body.append(
        .el(
          "section", [("class", "environment")],
          [
            .el(
              "p",
              text: "These references were recorded in a different environment; failures may "
                + "come from that rather than from the alerts:"),
            .el("ul", summary.environment.map { MarkupNode.el("li", text: $0) }),
          ]))
    }
    if !failing.isEmpty {
      let groups = summary.groups.count
      body.append(
        .el(
          "h2",
          text: "Failures (\(failing.count), in \(groups) group\(groups == 1 ? "" : "s"))"))
      if summary.groupsToAccept.count > 1 {
        body.append(command("Accept every failure:", accept(.everything), kind: "accept-all"))
      }
      body += summary.groups.map { group in
        section(
          group, summary.results(of: group), options: summary.options,
          accept: accept(group.acceptScope))
      }
    }
    if !passing.isEmpty {
      body.append(.el("h2", text: "Passed (\(passing.count))"))
      body.append(passedTable(passing, options: summary.options))
    }
    if !summary.orphaned.isEmpty {
      body.append(.el("h2", text: "Orphaned references (\(summary.orphaned.count))"))
      body.append(
        .el("ul", summary.orphaned.map { MarkupNode.el("li", [MarkupNode.el("code", text: $0)]) }))
    }
    if !summary.notReferences.isEmpty {
      body.append(.el("h2", text: "Not references, left alone (\(summary.notReferences.count))"))
      body.append(
        .el(
          "p",
          text: "These PNG files are not named <id>/<id>.<device>.<orientation>.<appearance>"
            + "@<scale>x.png, so they are never orphans and --prune keeps them."))
      body.append(
        .el(
          "ul",
          summary.notReferences.map { MarkupNode.el("li", [MarkupNode.el("code", text: $0)]) }))
    }
    body.append(.el("script", [("src", "report.js")]))
    return MarkupElement(
      "html", [("lang", "en")],
      [
        .el(
          "head",
          [
            .el("meta", [("charset", "utf-8")]),
            .el(
              "meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
            .el("meta", [("name", "color-scheme"), ("content", "light dark")]),
            .el("title", text: "Snapshot report"),
            .el("link", [("rel", "stylesheet"), ("href", "report.css")]),
          ]),
        .el("body", body),
      ])
  }

  private static func passedTable(_ results: [SnapshotResult], options: ComparisonOptions)
    -> MarkupNode
  {
    .el(
      "table",
      [
        .el(
          "tr",
          [.el("th", text: "Snapshot"), .el("th", text: "Result"), .el("th", text: "Numbers")])
      ]
        + results.map { r in
          .el(
            "tr",
            [
              .el("td", text: r.name),
              .el(
                "td", text: r.recorded ? "recorded" : r.identical ? "identical" : "within tolerance"
              ),
              .el("td", text: r.identical ? "" : r.numbers.summary(windowSize: options.windowSize)),
            ])
        })
  }

  static func view(_ title: String, open: Bool, _ content: [MarkupNode]) -> MarkupNode {
    .el("details", open ? [("open", "open")] : [], [.el("summary", text: title)] + content)
  }

  static func figure(_ src: String, _ caption: String) -> MarkupNode {
    .el("figure", [image(src, caption), .el("figcaption", text: caption)])
  }

  static func image(_ src: String, _ alt: String) -> MarkupNode {
    .el("img", [("src", src), ("alt", alt), ("loading", "lazy")])
  }

  static func anchor(_ r: SnapshotResult) -> String {
    MarkupName.isHTMLName(r.id) ? "\(r.id)-\(r.configuration.replacingDots())" : "snapshot"
  }
}

extension Dictionary where Key == String, Value == String {
  fileprivate var pairs: [(String, String)] {
    sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }
}

extension String {
  fileprivate func replacingDots() -> String {
    String(map { $0.isLetter || $0.isNumber ? $0 : "-" }).lowercased()
  }
}
