import AlertMarkup

/// The parts every page shares: `<head>`, the site bar with navigation, `<main>` and footer.
enum PageFrame {
  /// Which page of the site a document is, for `aria-current` in the navigation.
  enum Current { case index, rules, alert }

  /// `<html>` for a page `depth` folders below the gallery root.
  static func document(
    title: String, page: GalleryPage, current: Current, depth: Int, intro: [MarkupNode],
    main: [MarkupNode]
  ) -> MarkupElement {
    MarkupElement(
      "html", [("lang", "en")],
      [
        head(title: title, depth: depth),
        .el(
          "body", [],
          [
            .el("a", [("class", "skip-link"), ("href", "#main")], text: "Skip to content"),
            .el(
              "header", [("class", "site-header")],
              [siteBar(current: current, depth: depth, reviewPDF: page.reviewPDF)] + intro),
            .el("main", [("id", "main"), ("tabindex", "-1")], main),
            footer(page),
          ]),
      ])
  }

  /// `<head>`: charset, viewport, colour schemes, title, the style sheet and the script.
  static func head(title: String, depth: Int) -> MarkupNode {
    .el(
      "head", [],
      [
        .el("meta", [("charset", "utf-8")]),
        .el("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
        .el("meta", [("name", "color-scheme"), ("content", "light dark")]),
        .el("meta", [("name", "generator"), ("content", "alert-preview")]),
        .el("title", text: title),
        // An empty icon, so the browser asks the host for no favicon.ico.
        .el("link", [("rel", "icon"), ("href", "data:,")]),
        .el(
          "link",
          [("rel", "stylesheet"), ("href", SitePaths.link(SitePaths.stylesheet, depth: depth))]),
        .el("script", [("src", SitePaths.link(SitePaths.script, depth: depth)), ("defer", "")]),
      ])
  }

  /// The bar at the top: the site's navigation and the theme switch (shown by the script).
  static func siteBar(current: Current, depth: Int, reviewPDF: String? = nil) -> MarkupNode {
    func item(_ label: String, _ path: String, _ page: Current?) -> MarkupNode {
      var attributes = [("href", SitePaths.link(path, depth: depth))]
      if page == current { attributes.append(("aria-current", "page")) }
      return .el("li", [], [.el("a", attributes, text: label)])
    }
    return .el(
      "div", [("class", "site-bar")],
      [
        .el(
          "nav", [("aria-label", "Gallery")],
          [
            .el(
              "ul", [],
              [
                item("All alerts", SitePaths.index, .index),
                item("Rules", SitePaths.rules, .rules),
                item("report.json", SitePaths.report, nil),
              ] + (reviewPDF.map { [item("Review PDF", $0, nil)] } ?? []))
          ]),
        .el(
          "button",
          [("type", "button"), ("id", "theme-toggle"), ("class", "theme-toggle"), ("hidden", "")],
          text: "Theme: automatic"),
      ])
  }

  /// `<footer>`: what made the page, with its version, and with which style sheet.
  static func footer(_ page: GalleryPage) -> MarkupNode {
    .el(
      "footer", [("class", "site-footer")],
      [
        .text("Made by \(page.creator ?? "alert-preview") with the style sheet "),
        .el("code", text: page.styleName), .text("."),
      ])
  }
}
