import AlertMarkup

/// The fit table of an alert's page: a row per locale and text size, a column per device and
/// orientation, and in each cell a symbol and words (fits, title wraps, buttons stack, a label
/// truncates, text scrolls) linking to that preview.
enum FitMatrix {
  /// A column: one device in one orientation.
  struct Column: Hashable {
    var deviceName: String
    var orientation: String
  }

  /// `<section class="fit">` with the table, or `nil` when the alert has no previews.
  static func section(_ entry: GalleryEntry, depth: Int) -> MarkupNode? {
    let variants = entry.variants
    let columns = columns(entry.images)
    guard !variants.isEmpty, !columns.isEmpty else { return nil }
    let head = MarkupNode.el(
      "thead", [],
      [
        .el(
          "tr", [],
          [.el("th", [("scope", "col")], text: "Locale · text size")]
            + columns.map {
              .el("th", [("scope", "col")], text: "\($0.deviceName) \($0.orientation)")
            })
      ])
    let rows = variants.map { variant in
      MarkupNode.el(
        "tr", [],
        [.el("th", [("scope", "row")], text: variant.label)]
          + columns.map { cell(image(entry.images, variant, $0), depth: depth) })
    }
    return .el(
      "section", [("class", "fit"), ("aria-labelledby", "fit-heading")],
      [
        .el("h2", [("id", "fit-heading")], text: "Fit"),
        .el(
          "p", [("class", "fit-intro")],
          text:
            "How the alert fits at each locale and text size (rows) on each device (columns). "
            + "Each cell links to its preview."),
        .el(
          "div",
          [
            ("class", "table-scroll"), ("tabindex", "0"), ("role", "region"),
            ("aria-labelledby", "fit-heading"),
          ],
          [.el("table", [("class", "fit-matrix")], [head, .el("tbody", [], rows)])]),
      ])
  }

  /// The device and orientation pairs of `images`, devices in order of first occurrence,
  /// portrait before landscape.
  static func columns(_ images: [GalleryImage]) -> [Column] {
    PreviewGrouping.groups(images).flatMap { group in
      var seen: [Column] = []
      for image in group.rows.flatMap(\.images) {
        let column = Column(deviceName: group.deviceName, orientation: image.orientation)
        if !seen.contains(column) { seen.append(column) }
      }
      return seen
    }
  }

  /// The image of a cell: light appearance when there is one, else the first.
  static func image(_ images: [GalleryImage], _ variant: PreviewVariant, _ column: Column)
    -> GalleryImage?
  {
    let candidates = images.filter {
      $0.variant == variant && $0.deviceName == column.deviceName
        && $0.orientation == column.orientation
    }
    return candidates.first { $0.appearance == "light" } ?? candidates.first
  }

  /// `<td>` with the symbol and words of `image`'s fit, linking to it; an empty cell says so.
  static func cell(_ image: GalleryImage?, depth: Int) -> MarkupNode {
    guard let image else {
      return .el("td", [("class", "fit-none")], text: "not rendered")
    }
    let fit = image.fit
    return .el(
      "td", [("class", "fit-" + fit.key)],
      [
        .el(
          "a", [("href", PreviewFigure.url(image.path, depth: depth))],
          [
            .el("span", [("class", "fit-symbol"), ("aria-hidden", "true")], text: fit.symbol),
            .text(" " + fit.words),
          ])
      ])
  }
}
