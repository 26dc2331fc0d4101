import AlertLint
import AlertMarkup
import AlertSpec

/// Builds one alert's page: every configuration side by side (each zoomed to the alert, a
/// click from the whole screen), its findings, the fit table and the spec.
enum AlertPage {
  /// Pages of alerts sit one folder down, beside their images.
  static let depth = 1

  /// The `<html>` element of the page of `entry`.
  static func document(for entry: GalleryEntry, in page: GalleryPage) -> MarkupElement {
    let spec = entry.spec
    let title = GalleryCopy.title(entry)
    var meta: [MarkupNode] = [
      SeverityBadge.node(entry.worstSeverity), .text(" "),
      .el("span", [("class", "counts")], text: GalleryCopy.findingCounts(entry)),
    ]
    meta.append(.el("br"))
    meta.append(.el("code", [("class", "alert-id")], text: spec.id))
    meta.append(
      .text(
        GalleryCopy.separator
          + GalleryCopy.alertMeta(locale: spec.locale, trigger: spec.trigger?.rawValue)))
    if let place = entry.place {
      meta.append(.text(GalleryCopy.separator + "File: "))
      meta.append(.el("code", text: place))
    }
    return PageFrame.document(
      title: GalleryCopy.documentTitle(title.text, of: page), page: page, current: .alert,
      depth: depth,
      intro: [
        .el("h1", [("class", title.missing ? "no-title" : "alert-title")], text: title.text),
        .el("p", [("class", "alert-summary")], meta),
      ],
      main: [compareSection, previews(entry), FindingList.section(entry, in: page, depth: depth)]
        + [FitMatrix.section(entry, depth: depth)].compactMap { $0 } + [specSection(spec)])
  }

  /// `<section>` with a block per device: a row per appearance, portrait beside landscape.
  /// With several locales or text sizes, a block per locale and size holds the devices.
  static func previews(_ entry: GalleryEntry) -> MarkupNode {
    var children: [MarkupNode] = [.el("h2", [("id", "previews-heading")], text: "Previews")]
    if let backdrop = entry.backdrop, entry.images.contains(where: backdrop.isCropped),
      let file = entry.spec.backdrop
    {
      children.append(.el("p", [("class", "note backdrop-note")], text: backdrop.note(file: file)))
    }
    let variants = entry.variants
    if variants.isEmpty {
      children.append(
        .el("p", [("class", "empty")], text: "No previews were rendered for this alert."))
    } else if variants.count == 1 {
      children += devices(entry.images, entry: entry, heading: "h3")
    } else {
      for variant in variants {
        let images = entry.images.filter { $0.variant == variant }
        children.append(
          .el(
            "section", [("class", "variant"), ("id", "variant-" + variant.anchor)],
            [.el("h3", text: variant.heading)]
              + devices(images, entry: entry, heading: "h4")))
      }
    }
    return .el(
      "section", [("class", "previews"), ("aria-labelledby", "previews-heading")], children)
  }

  /// A `<section class="device">` per device of `images`, headed by `heading`.
  static func devices(_ images: [GalleryImage], entry: GalleryEntry, heading: String)
    -> [MarkupNode]
  {
    PreviewGrouping.groups(images).map { group in
      let rows = group.rows.map { row in
        MarkupNode.el(
          "div", [("class", "preview-row")],
          row.images.map {
            PreviewFigure.figure(
              $0, spec: entry.spec, depth: depth,
              backdropCropped: entry.backdrop?.isCropped(in: $0) ?? false)
          })
      }
      return .el(
        "section", [("class", "device")],
        [.el(heading, text: group.deviceName), .el("div", [("class", "device-rows")], rows)])
    }
  }

  /// `<section class="compare">`: two previews side by side (classic and iOS 26, light and
  /// dark, two text sizes or locales), chosen by `gallery.js` from the figures below; hidden
  /// without scripts.
  static let compareSection = MarkupNode.el(
    "section",
    [
      ("class", "compare"), ("id", "compare"), ("aria-labelledby", "compare-heading"),
      ("hidden", ""),
    ],
    [
      .el("h2", [("id", "compare-heading")], text: "Compare"),
      .el("div", [("class", "compare-controls")]),
      .el("div", [("class", "compare-pair"), ("aria-live", "polite")]),
    ])

  /// `<section>` with the spec as formatted JSON.
  static func specSection(_ spec: AlertSpec) -> MarkupNode {
    .el(
      "section", [("class", "spec"), ("aria-labelledby", "spec-heading")],
      [
        .el("h2", [("id", "spec-heading")], text: "Spec"),
        .el(
          "pre", [("tabindex", "0"), ("aria-label", "The spec as JSON")],
          [.el("code", text: SpecJSON.formatted(spec))]),
      ])
  }
}
