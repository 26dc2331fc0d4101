import AlertMarkup

/// One group of failures on the report page: what changed, where, and how to accept it.
extension ReportPage {
  /// The group's section: a heading, what changed, its configurations, the accept command,
  /// then the first configuration's images and each configuration's own crop.
  static func section(
    _ group: SnapshotGroup, _ results: [SnapshotResult], options: ComparisonOptions,
    accept: String
  ) -> MarkupNode {
    guard let first = results.first else { return .el("section", []) }
    var children: [MarkupNode] = [
      .el("h3", text: "\(TextReport.label(first)): \(group.title)")
    ]
    if group.status == .failed {
      children.append(
        .el("p", [("class", "change")], [.text("Changed: "), .el("b", text: group.change)]))
    }
    children.append(
      .el(
        "p", [("class", "configurations")],
        [
          .text(group.configurations.count == 1 ? "Configuration: " : "Configurations: "),
          .el("code", text: ConfigurationList.compact(group.configurations, id: group.id)),
        ]))
    if group.needsAccepting {
      children.append(
        command(
          group.configurations.count == 1 ? "Accept the new render:" : "Accept this group:",
          accept, kind: "accept",
          naming: [
            ("data-alert", group.id),
            ("data-configurations", group.configurations.joined(separator: " ")),
          ]))
    }
    children += views(of: first, options: options, named: results.count > 1)
    if results.count > 1 {
      children.append(
        view(
          "Every configuration (\(results.count))", open: false,
          results.map { configuration($0, options: options) }))
    }
    return .el(
      "section", [("class", "snapshot group \(first.status.rawValue)"), ("id", anchor(first))],
      children)
  }

  /// `label <code>command</code> [Copy]`; report.js copies the code's text. `naming` tells an
  /// Accept button (when `serve` shows the report) which alert and configurations it accepts.
  static func command(
    _ label: String, _ command: String, kind: String, naming: [(String, String)] = []
  ) -> MarkupNode {
    .el(
      "p", [("class", "command \(kind)")] + naming,
      [
        .text(label + " "), .el("code", text: command),
        .el("button", [("type", "button"), ("class", "copy")], text: "Copy"),
      ])
  }

  /// One configuration of a group: its name, numbers and the enlarged crop of its change.
  private static func configuration(_ r: SnapshotResult, options: ComparisonOptions)
    -> MarkupNode
  {
    var children: [MarkupNode] = [.el("h4", text: r.configuration)]
    if r.status == .failed {
      children.append(
        .el("p", [("class", "numbers")], text: r.numbers.summary(windowSize: options.windowSize)))
    }
    if let zoom = zoom(r, kinds: [("actual-crop", "New"), ("diff-crop", "Diff")]) {
      children.append(zoom)
    } else if let actual = r.artifacts["actual"] {
      children.append(figure(actual, "New"))
    }
    if let panels = r.artifacts["panels"] {
      children.append(.el("p", [.el("a", [("href", panels)], text: "Three-panel image")]))
    }
    return .el("div", [("class", "configuration")], children)
  }

  /// The crops of `kinds` around the change, enlarged by a whole factor, 2 to 4, so that each
  /// pixel stays a square (drawn pixelated): as large as fits 640 CSS pixels, and at least 2×
  /// (a narrow page shrinks it to its width); `nil` without crops.
  static func zoom(_ r: SnapshotResult, kinds: [(String, String)]) -> MarkupNode? {
    guard let crop = r.change?.crop, crop.width > 0, kinds.allSatisfy({ r.artifacts[$0.0] != nil })
    else { return nil }
    let factor = max(2, min(4, 640 / crop.width))
    let figures: [MarkupNode] = kinds.compactMap { kind, caption in
      r.artifacts[kind].map { src in
        .el(
          "figure",
          [
            .el(
              "img",
              [
                ("src", src), ("alt", "\(caption), enlarged"), ("class", "crop"),
                ("width", "\(crop.width * factor)"), ("height", "\(crop.height * factor)"),
              ]),
            .el("figcaption", text: "\(caption), enlarged around the change"),
          ])
      }
    }
    return .el("div", [("class", "zoom"), ("data-factor", "\(factor)")], figures)
  }
}
