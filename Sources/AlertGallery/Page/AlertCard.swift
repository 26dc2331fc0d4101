import AlertLint
import AlertMarkup
import AlertSpec

/// One card of the index grid: the alert's portrait preview (its card picture, the alert and a
/// margin of the screen, when there is one; that picture links to the whole screen), title,
/// locale, trigger, worst severity and finding counts; the rest of the card links to the
/// alert's page.
enum AlertCard {
  /// The picture's width in CSS pixels.
  static let pictureWidth = 240

  /// `<li class="card">` with `data-*` attributes the filters read.
  static func node(_ entry: GalleryEntry) -> MarkupNode {
    let spec = entry.spec
    let worst = entry.worstSeverity
    let title = GalleryCopy.title(entry)
    let rules = Set(entry.activeFindings.map(\.ruleID)).sorted().joined(separator: " ")
    var children: [MarkupNode] = []
    let shown = preview(entry.images)
    if let image = shown {
      children.append(.el("div", [("class", "card-preview")], [picture(image, spec: spec)]))
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
          .el(
            "p", [("class", "card-id")],
            [.el("code", [("class", "alert-id")], text: spec.id)]
              + (entry.place.map {
                [.el("span", [("class", "card-place")], [.el("code", text: $0)])]
              } ?? [])),
          .el(
            "p", [("class", "alert-meta")],
            text: GalleryCopy.alertMeta(locale: spec.locale, trigger: spec.trigger?.rawValue)),
          fitLine(entry, shown),
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
        ("data-trigger", spec.trigger?.rawValue ?? ""),
        ("data-locales", locales(entry).joined(separator: " ")),
        ("data-spec-locale", spec.locale ?? ""),
        ("data-sizes", sizes(entry).joined(separator: " ")),
        ("data-search", GalleryCopy.searchText(entry)),
      ] + CardVariants.attributes(entry, preview: shown), children)
  }

  /// The card's picture: the card picture of the alert, linked to the whole screen, else the
  /// whole screen scaled down.
  static func picture(_ image: GalleryImage, spec: AlertSpec) -> MarkupNode {
    guard let card = image.card, let crop = image.crop else {
      return PreviewFigure.image(image, spec: spec, depth: 0, width: pictureWidth)
    }
    return .el(
      "a",
      [
        ("class", "card-screen"), ("href", PreviewFigure.url(image.path, depth: 0)),
        ("title", "Open the whole screen"),
      ],
      [
        PreviewFigure.image(
          image, spec: spec, depth: 0, width: pictureWidth,
          height: crop.height(atWidth: pictureWidth), source: card)
      ])
  }

  /// An error card: a spec that failed validation, with where and what is wrong.
  static func inputError(_ error: GalleryInputError) -> MarkupNode {
    .el(
      "li",
      [
        ("class", "card card-input-error sev-error"), ("data-severity", "error"),
        ("data-rules", ""), ("data-trigger", ""), ("data-locales", ""), ("data-sizes", ""),
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

  /// The locales the alert is shown in: the spec's own and every preview's, sorted.
  static func locales(_ entry: GalleryEntry) -> [String] {
    Set([entry.spec.locale].compactMap { $0 } + entry.images.compactMap(\.locale)).sorted()
  }

  /// The text sizes of the previews, smallest first.
  static func sizes(_ entry: GalleryEntry) -> [String] {
    let names = Set(entry.images.map(\.textSize))
    return GalleryCopy.textSizeOrder.filter(names.contains)
      + names.subtracting(GalleryCopy.textSizeOrder).sorted()
  }

  /// `<p class="card-fit">`: how the shown variant fits, at worst, across its devices.
  static func fitLine(_ entry: GalleryEntry, _ shown: GalleryImage?) -> MarkupNode {
    let variant = shown?.variant
    let fit = CardVariants.worstFit(entry.images.filter { $0.variant == variant })
    return .el(
      "p", [("class", "card-fit fit-" + (fit?.key ?? "none"))],
      [
        .el("span", [("class", "fit-label")], text: (variant?.label ?? "") + ": "),
        .el("span", [("class", "fit-symbol"), ("aria-hidden", "true")], text: fit?.symbol ?? ""),
        .el("span", [("class", "fit-words")], text: " " + (fit?.words ?? "not rendered")),
      ])
  }

  /// The card's picture: the first portrait light preview, else the first portrait, else any,
  /// in the first style sheet.
  static func preview(_ images: [GalleryImage]) -> GalleryImage? {
    let images = images.filter { $0.look == images.first?.look }
    return images.first { $0.orientation == "portrait" && $0.appearance == "light" }
      ?? images.first { $0.orientation == "portrait" } ?? images.first
  }
}
