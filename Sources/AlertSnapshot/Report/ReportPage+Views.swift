import AlertMarkup

/// The views of one failing render: reference, new and diff beside the enlarged change, then
/// slider and blend.
extension ReportPage {
  /// The views of `r`; `named` captions them with its configuration (a group's first of
  /// several).
  static func views(of r: SnapshotResult, options: ComparisonOptions, named: Bool)
    -> [MarkupNode]
  {
    var children: [MarkupNode] = []
    let prefix = named ? "\(r.configuration): " : ""
    if !r.reasons.isEmpty {
      children.append(
        .el("ul", [("class", "reasons")], r.reasons.map { MarkupNode.el("li", text: prefix + $0) }))
    }
    if r.status == .failed {
      children.append(
        .el(
          "p", [("class", "numbers")],
          text: prefix + r.numbers.summary(windowSize: options.windowSize)))
    }
    let a = r.artifacts
    guard let reference = a["reference"], let actual = a["actual"] else {
      if let actual = a["actual"] {
        children.append(view("Render", open: true, [figure(actual, "New")]))
      }
      return children
    }
    var screens = [figure(reference, "Reference"), figure(actual, "New")]
    if let diff = a["diff"] { screens.append(figure(diff, "Diff")) }
    var row: [MarkupNode] = [.el("div", [("class", "screens")], screens)]
    let crops = [("reference-crop", "Reference"), ("actual-crop", "New"), ("diff-crop", "Diff")]
    if let zoom = zoom(r, kinds: crops) { row.append(zoom) }
    children.append(.el("div", [("class", "change-view")], row))
    children.append(
      view(
        "Slider", open: false,
        [
          .el(
            "div", [("class", "slider")],
            [
              image(reference, "Reference"),
              .el("div", [("class", "over")], [image(actual, "New")]),
            ]),
          .el(
            "input",
            [
              ("type", "range"), ("min", "0"), ("max", "100"), ("value", "50"),
              ("class", "slide"), ("aria-label", "Reference to new"),
            ]),
        ]))
    children.append(
      view(
        "Blend", open: false,
        [
          .el("div", [("class", "blend")], [image(reference, "Reference"), image(actual, "New")]),
          .el(
            "input",
            [
              ("type", "range"), ("min", "0"), ("max", "100"), ("value", "50"),
              ("class", "fade"), ("aria-label", "Opacity of the new render"),
            ]),
        ]))
    if let panels = a["panels"] {
      children.append(.el("p", [.el("a", [("href", panels)], text: "Three-panel image")]))
    }
    return children
  }
}
