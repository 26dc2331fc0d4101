import AlertMarkup

/// What every page of `serve` shares with the gallery: its style sheet, the site bar and the
/// footer, plus serve's own style and script.
enum ServeFrame {
  /// `<html>` with `main` in `<main>`; `data` becomes `data-*` attributes of `<body>`, which
  /// the script reads, and `token` (the server's secret) a `<meta>` the script sends with
  /// every change.
  static func document(
    title: String, styleName: String, token: String, intro: [MarkupNode], main: [MarkupNode],
    data: [(String, String)] = []
  ) -> MarkupElement {
    MarkupElement(
      "html", [("lang", "en")],
      [
        .el(
          "head", [],
          [
            .el("meta", [("charset", "utf-8")]),
            .el(
              "meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
            .el("meta", [("name", "color-scheme"), ("content", "light dark")]),
            .el("meta", [("name", "alert-preview-token"), ("content", token)]),
            .el("title", text: title + " · alert-preview serve"),
            .el("link", [("rel", "icon"), ("href", "data:,")]),
            .el("link", [("rel", "stylesheet"), ("href", "/assets/gallery.css")]),
            .el("link", [("rel", "stylesheet"), ("href", "/assets/serve.css")]),
            .el("script", [("src", "/assets/serve.js"), ("defer", "")]),
          ]),
        .el(
          "body", data.map { ("data-" + $0.0, $0.1) },
          [
            .el("a", [("class", "skip-link"), ("href", "#main")], text: "Skip to content"),
            .el("header", [("class", "site-header")], [siteBar()] + intro),
            .el("main", [("id", "main"), ("tabindex", "-1")], main),
            .el(
              "footer", [("class", "site-footer")],
              [
                .text("alert-preview serve with the style sheet "), .el("code", text: styleName),
                .text(". Pages update when the specs change on disk."),
              ]),
            .el(
              "p", [("id", "live-status"), ("class", "live-status"), ("role", "status")], text: ""),
          ]),
      ])
  }

  private static func siteBar() -> MarkupNode {
    .el(
      "div", [("class", "site-bar")],
      [
        .el(
          "nav", [("aria-label", "Site")],
          [
            .el(
              "ul", [],
              [
                .el("li", [], [.el("a", [("href", "/")], text: "All alerts")]),
                .el("li", [], [.el("a", [("href", "/gallery/")], text: "Static gallery")]),
                .el("li", [], [.el("a", [("href", "/rules.html")], text: "Rules")]),
              ])
          ])
      ])
  }
}
