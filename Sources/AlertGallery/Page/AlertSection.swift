import AlertSpec

/// Builds the `<section>` of one alert: heading, locale and trigger, then its previews.
enum AlertSection {
  /// `<section id="<alert id>">` with everything the page shows about `entry`.
  static func node(for entry: GalleryEntry) -> HTMLNode {
    let spec = entry.spec
    let groups = PreviewGrouping.groups(entry.images)
    let previews: HTMLNode =
      groups.isEmpty
      ? .el("p", [("class", "empty")], text: "No previews were rendered for this alert.")
      : .el("div", [("class", "devices")], groups.map { deviceNode($0, spec: spec) })
    return .el(
      "section", [("id", spec.id), ("class", "alert")],
      [
        heading(for: spec),
        .el(
          "p", [("class", "alert-meta")],
          text: GalleryCopy.alertMeta(locale: spec.locale, trigger: spec.trigger?.rawValue)),
        previews,
      ])
  }

  /// `<h2>`: the alert id, then its title or “No title”.
  static func heading(for spec: AlertSpec) -> HTMLNode {
    let title: HTMLNode =
      if let text = spec.title, !text.isEmpty {
        .el("span", [("class", "alert-title")], text: text)
      } else {
        .el("span", [("class", "alert-title no-title")], text: "No title")
      }
    return .el("h2", [], [.el("code", [("class", "alert-id")], text: spec.id), .text(" "), title])
  }

  /// One device: its name, then a row per appearance with portrait and landscape side by side.
  static func deviceNode(_ group: DeviceGroup, spec: AlertSpec) -> HTMLNode {
    let rows = group.rows.map { row in
      HTMLNode.el(
        "div", [("class", "device-row")], row.images.map { figure($0, spec: spec) })
    }
    return .el("section", [("class", "device")], [.el("h3", text: group.deviceName)] + rows)
  }

  /// `<figure>` with a lazily loaded `<img>` and a caption naming the configuration.
  static func figure(_ image: GalleryImage, spec: AlertSpec) -> HTMLNode {
    let shape = image.width > image.height ? "wide" : "tall"
    let img = HTMLNode.el(
      "img",
      [
        ("src", ImageSource.url(for: image.path)),
        ("width", String(max(image.width, 1))),
        ("height", String(max(image.height, 1))),
        ("alt", GalleryAltText.describe(spec: spec, image: image)),
        ("loading", "lazy"),
        ("decoding", "async"),
      ])
    return .el(
      "figure", [("class", shape)],
      [img, .el("figcaption", text: GalleryCopy.caption(image))])
  }
}
