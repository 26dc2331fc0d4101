import AlertMarkup
import AlertSpec
import Foundation

/// A preview image, sized and lazily loaded, and its `<figure>` with caption and downloads.
enum PreviewFigure {
  /// `<img>` with `width`/`height` (so nothing jumps), `alt` text and lazy loading.
  ///
  /// `width` is the displayed CSS width when the page shrinks the screen; the attributes keep
  /// the image's aspect ratio unless `height` is given. `source` is another picture to load
  /// instead (a card picture, of `height`).
  static func image(
    _ image: GalleryImage, spec: AlertSpec, depth: Int, width: Int? = nil, height: Int? = nil,
    source: String? = nil
  ) -> MarkupNode {
    let naturalWidth = max(image.width, 1)
    let naturalHeight = max(image.height, 1)
    let shownWidth = width ?? naturalWidth
    let shownHeight =
      height ?? max(1, (naturalHeight * shownWidth + naturalWidth / 2) / naturalWidth)
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

  /// `<figure>`: the alert zoomed to (``zoomed(_:crop:spec:depth:)``), else the whole image at
  /// half its point size, its caption (saying when the backdrop is a screenshot of the other
  /// orientation, cropped) and links to every file.
  static func figure(
    _ image: GalleryImage, spec: AlertSpec, depth: Int, backdropCropped: Bool = false
  ) -> MarkupNode {
    let shape = image.width > image.height ? "wide" : "tall"
    let downloads = image.files.map { file in
      let format = file.split(separator: ".").last.map { $0.uppercased() } ?? "File"
      // A gallery's SVG is the alert alone, its text editable: say so where it is offered.
      let hint =
        format == "SVG"
        ? [("title", "The alert alone, its text editable in Figma or Sketch")]
        : [(String, String)]()
      return MarkupNode.el(
        "li", [],
        [
          .el(
            "a", [("href", url(file, depth: depth)), ("download", "")] + hint,
            [
              .text(format),
              .el(
                "span", [("class", "visually-hidden")], text: " of " + GalleryCopy.caption(image)),
            ])
        ])
    }
    let picture =
      image.crop.map { zoomed(image, crop: $0, spec: spec, depth: depth) }
      ?? self.image(image, spec: spec, depth: depth, width: shape == "wide" ? 340 : 170)
    return .el(
      "figure",
      [
        ("class", "preview " + (image.crop == nil ? shape : "zoomed")),
        // What the page's compare control matches figures by.
        ("data-device", image.deviceName), ("data-orientation", image.orientation),
        ("data-appearance", image.appearance), ("data-look", image.look ?? ""),
        ("data-size", image.textSize), ("data-locale", image.locale ?? ""),
      ],
      [
        picture,
        .el(
          "figcaption", [],
          [
            .el(
              "span", [("class", "caption-text")],
              text: ([image.orientation, image.appearance] + [image.look].compactMap { $0 }
                + (image.fit.scrolls ? ["scrolls"] : [])
                + (backdropCropped ? ["backdrop cropped"] : []))
                .joined(separator: GalleryCopy.separator)),
            .el("ul", [("class", "downloads"), ("aria-label", "Downloads")], downloads),
          ]),
      ])
  }

  /// The alert and a margin of its screen at its size in points, cut from the full-size
  /// preview by an SVG `viewBox` (no second file, no inline style), linked to the whole screen
  /// at 1:1. The names are lowercase, as HTML writes them: the browser's parser gives SVG
  /// attributes their case back (`viewBox`).
  static func zoomed(_ image: GalleryImage, crop: PreviewCrop, spec: AlertSpec, depth: Int)
    -> MarkupNode
  {
    let source = url(image.path, depth: depth)
    let label = GalleryAltText.describe(spec: spec.shown(in: image.locale), image: image)
    let box = [crop.x, crop.y, crop.width, crop.height].map(number).joined(separator: " ")
    return .el(
      "a", [("class", "zoom"), ("href", source), ("title", "Open the whole screen at 1:1")],
      [
        .el(
          "svg",
          [
            ("role", "img"), ("aria-label", label), ("viewbox", box),
            ("width", number(crop.width * zoom)), ("height", number(crop.height * zoom)),
            ("preserveaspectratio", "xMidYMid meet"),
          ],
          [
            .el(
              "image",
              [
                ("href", source), ("width", String(image.width)),
                ("height", String(image.height)),
              ])
          ])
      ])
  }

  /// How large the page shows the alert: four fifths of its size in points, so a row holds
  /// four alerts at 1,280 pixels and the title still reads at about 14 pixels.
  static let zoom = 0.8

  /// A length in points as SVG and CSS read it: whole numbers without a fraction.
  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
  }

  /// A gallery-relative file path as a URL from a page `depth` folders down.
  static func url(_ path: String, depth: Int) -> String {
    let encoded = ImageSource.url(for: path)
    return encoded.hasPrefix("./") ? encoded : SitePaths.link(encoded, depth: depth)
  }
}
