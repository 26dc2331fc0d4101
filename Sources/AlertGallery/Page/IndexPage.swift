/// Builds the index page's tree: head, header with counts, input errors, then every alert.
enum IndexPage {
  /// The `<html>` element of the page for `page`.
  static func document(for page: GalleryPage) -> HTMLElement {
    HTMLElement("html", [("lang", "en")], [head(for: page), body(for: page)])
  }

  /// `<head>`: charset, viewport, colour schemes, title and the inline style sheet.
  static func head(for page: GalleryPage) -> HTMLNode {
    .el(
      "head", [],
      [
        .el("meta", [("charset", "utf-8")]),
        .el("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
        .el("meta", [("name", "color-scheme"), ("content", "light dark")]),
        .el("title", text: GalleryCopy.documentTitle(of: page)),
        .el("style", [], [.literal(GalleryStyle.css)]),
      ])
  }

  /// `<body>` with the `<header>` and `<main>` landmarks.
  static func body(for page: GalleryPage) -> HTMLNode {
    .el("body", [], [header(for: page), main(for: page)])
  }

  /// `<header>`: title, style sheet, counts and links to each alert.
  static func header(for page: GalleryPage) -> HTMLNode {
    var children: [HTMLNode] = [
      .el("h1", text: page.title),
      .el(
        "p", [("class", "summary")],
        [
          .text("Style sheet "), .el("code", [("class", "style-name")], text: page.styleName),
          .text(GalleryCopy.separator + GalleryCopy.counts(of: page)),
        ]),
    ]
    if !page.entries.isEmpty {
      let links = page.entries.map { entry in
        HTMLNode.el("li", [], [.el("a", [("href", "#" + entry.spec.id)], text: entry.spec.id)])
      }
      children.append(
        .el("nav", [("aria-label", "Alerts")], [.el("ul", [("class", "toc")], links)]))
    }
    return .el("header", [], children)
  }

  /// `<main>`: input errors first, then a section per alert.
  static func main(for page: GalleryPage) -> HTMLNode {
    var children: [HTMLNode] = []
    if !page.errors.isEmpty {
      children.append(inputErrors(page.errors))
    }
    if page.entries.isEmpty {
      children.append(.el("p", [("class", "empty")], text: "No alerts to show."))
    }
    children += page.entries.map(AlertSection.node(for:))
    return .el("main", [], children)
  }

  /// `<section>` headed “Input errors” listing each `location: message`.
  static func inputErrors(_ errors: [GalleryInputError]) -> HTMLNode {
    let items = errors.map { error in
      let line = GalleryCopy.errorLine(error)
      return HTMLNode.el("li", [], [.el("code", text: line.location), .text(line.rest)])
    }
    return .el(
      "section", [("class", "input-errors")],
      [.el("h2", text: "Input errors"), .el("ul", [], items)])
  }
}
