import AlertMarkup

/// The HTML report: failures first, each with side-by-side, diff, slider and blend views and
/// the command that accepts the new render; then passes with their numbers, then orphans.
enum ReportPage {
  static func build(_ summary: SnapshotSummary, accept: (SnapshotResult) -> String)
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
      body.append(.el("h2", text: "Failures (\(failing.count))"))
      body += failing.map { failure($0, options: summary.options, accept: accept($0)) }
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
    body.append(.el("script", [.literal(ReportStyle.script)]))
    return MarkupElement(
      "html", [("lang", "en")],
      [
        .el(
          "head",
          [
            .el("meta", [("charset", "utf-8")]),
            .el("title", text: "Snapshot report"),
            .el("style", [.literal(ReportStyle.css)]),
          ]),
        .el("body", body),
      ])
  }

  private static func failure(_ r: SnapshotResult, options: ComparisonOptions, accept: String)
    -> MarkupNode
  {
    var children: [MarkupNode] = [
      .el("h3", text: "\(r.status.rawValue): \(r.name)"),
      .el("ul", [("class", "reasons")], r.reasons.map { MarkupNode.el("li", text: $0) }),
    ]
    if r.status == .failed {
      children.append(
        .el("p", [("class", "numbers")], text: r.numbers.summary(windowSize: options.windowSize)))
    }
    children.append(.el("p", [.text("Accept the new render: "), .el("code", text: accept)]))
    let a = r.artifacts
    if let reference = a["reference"], let actual = a["actual"] {
      children.append(
        view(
          "Side by side", open: true,
          [
            figure(reference, "Reference"), figure(actual, "Actual"),
          ]))
      if let diff = a["diff"] {
        children.append(view("Diff", open: false, [figure(diff, "Differing pixels in red")]))
      }
      children.append(
        view(
          "Slider", open: false,
          [
            .el(
              "div", [("class", "slider")],
              [
                image(reference, "Reference"),
                .el("div", [("class", "over")], [image(actual, "Actual")]),
              ]),
            .el(
              "input",
              [
                ("type", "range"), ("min", "0"), ("max", "100"), ("value", "50"),
                ("class", "slide"), ("aria-label", "Reference to actual"),
              ]),
          ]))
      children.append(
        view(
          "Blend", open: false,
          [
            .el(
              "div", [("class", "blend")], [image(reference, "Reference"), image(actual, "Actual")]),
            .el(
              "input",
              [
                ("type", "range"), ("min", "0"), ("max", "100"), ("value", "50"),
                ("class", "fade"), ("aria-label", "Opacity of the actual render"),
              ]),
          ]))
      if let panels = a["panels"] {
        children.append(.el("p", [.el("a", [("href", panels)], text: "Three-panel image")]))
      }
    } else if let actual = a["actual"] {
      children.append(view("Render", open: true, [figure(actual, "Actual")]))
    }
    return .el(
      "section", [("class", "snapshot \(r.status.rawValue)"), ("id", anchor(r))], children)
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

  private static func view(_ title: String, open: Bool, _ content: [MarkupNode]) -> MarkupNode {
    .el("details", open ? [("open", "open")] : [], [.el("summary", text: title)] + content)
  }

  private static func figure(_ src: String, _ caption: String) -> MarkupNode {
    .el("figure", [image(src, caption), .el("figcaption", text: caption)])
  }

  private static func image(_ src: String, _ alt: String) -> MarkupNode {
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
