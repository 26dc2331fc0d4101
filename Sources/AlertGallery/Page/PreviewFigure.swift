import AlertMarkup
import AlertSpec

/// A preview image, sized and lazily loaded, and its `<figure>` with caption and downloads.
enum PreviewFigure {
  /// `<img>` with `width`/`height` (so nothing jumps), `alt` text and lazy loading.
  ///
  /// `width` is the displayed CSS width when the page shrinks the screen; the attributes keep
  /// the image's aspect ratio. `source` is a smaller picture of the same screen to load
  /// instead (a card picture).
  static func image(
    _ image: GalleryImage, spec: AlertSpec, depth: Int, width: Int? = nil, source: String? = nil
  ) -> MarkupNode {
    let naturalWidth = max(image.width, 1)
    let naturalHeight = max(image.height, 1)
    let shownWidth = width ?? naturalWidth
    let shownHeight = max(1, (naturalHeight * shownWidth + naturalWidth / 2) / naturalWidth)
    return .el(
      "img",
      [
        ("src", url(source ?? image.path, depth: depth)),
        ("width", String(shownWidth)),
        ("height", String(shownHeight)),
        ("alt", GalleryAltText.describe(spec: spec.shown(in: image.locale), image: image)),
        ("loading", "lazy"),
        ("decoding", "async"),
      ])
  }

  /// `<figure>`: the image at half its point size, its caption and links to every file.
  static func figure(_ image: GalleryImage, spec: AlertSpec, depth: Int) -> MarkupNode {
    let shape = image.width > image.height ? "wide" : "tall"
    let downloads = image.files.map { file in
      let format = file.split(separator: ".").last.map { $0.uppercased() } ?? "File"
      return MarkupNode.el(
        "li", [],
        [
          .el(
            "a", [("href", url(file, depth: depth)), ("download", "")],
            [
              .text(format),
              .el(
                "span", [("class", "visually-hidden")], text: " of " + GalleryCopy.caption(image)),
            ])
        ])
    }
    return .el(
      "figure", [("class", "preview " + shape)],
      [
        self.image(image, spec: spec, depth: depth, width: shape == "wide" ? 340 : 170),
        .el(
          "figcaption", [],
          [
            .el(
              "span", [("class", "caption-text")],
              text: ([image.orientation, image.appearance] + [image.look].compactMap { $0 }
                + (image.fit.scrolls ? ["scrolls"] : []))
                .joined(separator: GalleryCopy.separator)),
            .el("ul", [("class", "downloads"), ("aria-label", "Downloads")], downloads),
          ]),
      ])
  }

  /// A gallery-relative file path as a URL from a page `depth` folders down.
  static func url(_ path: String, depth: Int) -> String {
    let encoded = ImageSource.url(for: path)
    return encoded.hasPrefix("./") ? encoded : SitePaths.link(encoded, depth: depth)
  }
}
