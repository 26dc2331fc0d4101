import AlertLint
import AlertMarkup

/// One card of the index grid: the alert's portrait preview, title, locale, trigger, worst
/// severity and finding counts; the whole card links to the alert's page.
enum AlertCard {
  /// `<li class="card">` with `data-*` attributes the filters read.
  static func node(_ entry: GalleryEntry) -> MarkupNode {
    let spec = entry.spec
    let worst = entry.worstSeverity
    let title = GalleryCopy.title(entry)
    let rules = Set(entry.activeFindings.map(\.ruleID)).sorted().joined(separator: " ")
    var children: [MarkupNode] = []
    if let image = preview(entry.images) {
      children.append(
        .el(
          "div", [("class", "card-preview")],
          [PreviewFigure.image(image, spec: spec, depth: 0, width: 170)]))
    }
    children.append(
      .el(
        "div", [("class", "card-body")],
        [
          .el(
            "h3", [("class", "card-title")],
            [
              .el(
                "a", [("href", ImageSource.url(for: SitePaths.alertPage(spec.id)))],
                [
                  .el(
                    "span", [("class", title.missing ? "no-title" : "alert-title")],
                    text: title.text)
                ])
            ]),
          .el("p", [("class", "card-id")], [.el("code", [("class", "alert-id")], text: spec.id)]),
          .el(
            "p", [("class", "alert-meta")],
            text: GalleryCopy.alertMeta(locale: spec.locale, trigger: spec.trigger?.rawValue)),
          .el(
            "p", [("class", "card-findings")],
            [SeverityBadge.node(worst)]
              + (entry.findings.isEmpty
                ? []
                : [.el("span", [("class", "counts")], text: GalleryCopy.findingCounts(entry))])),
        ]))
    return .el(
      "li",
      [
        ("class", "card sev-\(SeverityBadge.key(worst))"), ("id", "card-" + spec.id),
        ("data-severity", SeverityBadge.key(worst)), ("data-rules", rules),
        ("data-trigger", spec.trigger?.rawValue ?? ""), ("data-locale", spec.locale ?? ""),
        ("data-search", GalleryCopy.searchText(entry)),
      ], children)
  }

  /// An error card: a spec that failed validation, with where and what is wrong.
  static func inputError(_ error: GalleryInputError) -> MarkupNode {
    .el(
      "li",
      [
        ("class", "card card-input-error sev-error"), ("data-severity", "error"),
        ("data-rules", ""), ("data-trigger", ""), ("data-locale", ""),
        ("data-search", (error.location + " " + error.message).lowercased()),
      ],
      [
        .el(
          "div", [("class", "card-body")],
          [
            .el("h3", [("class", "card-title")], text: error.heading),
            .el("p", [("class", "card-findings")], [SeverityBadge.inputError()]),
            .el("p", [("class", "error-location")], [.el("code", text: error.location)]),
            .el("p", [("class", "error-message")], text: error.message),
          ])
      ])
  }

  /// The card's picture: the first portrait light preview, else the first portrait, else any.
  static func preview(_ images: [GalleryImage]) -> GalleryImage? {
    images.first { $0.orientation == "portrait" && $0.appearance == "light" }
      ?? images.first { $0.orientation == "portrait" } ?? images.first
  }
}
