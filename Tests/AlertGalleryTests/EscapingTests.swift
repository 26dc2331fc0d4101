import Foundation
import Testing

@testable import AlertGallery

/// Spec-derived text must reach the page as text: never as markup, attributes or script.
@Suite struct EscapingTests {
  /// Every element the page is built from; anything else was injected.
  static let pageElements: Set<String> = [
    "html", "head", "meta", "title", "style", "body", "header", "h1", "p", "code", "nav", "ul",
    "li", "a", "main", "section", "h2", "span", "div", "h3", "figure", "img", "figcaption",
  ]

  @Test("Hostile strings create no elements or event handlers", arguments: Fixtures.hostileStrings)
  func noInjectedMarkup(hostile: String) throws {
    let html = try GalleryWriter.html(for: Fixtures.hostilePage(hostile))
    let root = try ParsedHTML.parse(html).root
    #expect(root.all("script").isEmpty)
    #expect(!html.lowercased().contains("<script"))
    for element in root.allElements {
      #expect(Self.pageElements.contains(element.name), "unexpected <\(element.name)>")
      let handlers = element.attributes.keys.filter { $0.lowercased().hasPrefix("on") }
      #expect(handlers.isEmpty, "<\(element.name)> has \(handlers)")
    }
    #expect(root.all("img").count == 2)
  }

  @Test("Hostile strings appear literally as text", arguments: Fixtures.hostileStrings)
  func textSurvivesLiterally(hostile: String) throws {
    let page = Fixtures.hostilePage(hostile)
    let root = try ParsedHTML.parse(try GalleryWriter.html(for: page)).root
    #expect(try #require(root.all("title").first).textContent == "\(hostile) · \(hostile)")
    #expect(try #require(root.all("h1").first).textContent == hostile)
    #expect(try #require(root.all(class: "style-name").first).textContent == hostile)

    let section = try #require(root.all(class: "alert").first)
    #expect(section.attributes["id"] == hostile)
    let heading = try #require(section.all("h2").first)
    #expect(try #require(heading.all(class: "alert-title").first).textContent == hostile)
    #expect(try #require(heading.all(class: "alert-id").first).textContent == hostile)
    #expect(heading.trimmedText == "\(hostile) \(hostile)")
    #expect(try #require(section.all("h3").first).textContent == hostile)

    let errors = try #require(root.all(class: "input-errors").first)
    #expect(errors.all("li").map(\.trimmedText) == ["\(hostile): \(hostile)"])
  }

  @Test("Hostile strings survive in attributes", arguments: Fixtures.hostileStrings)
  func attributesSurviveLiterally(hostile: String) throws {
    let page = Fixtures.hostilePage(hostile)
    let root = try ParsedHTML.parse(try GalleryWriter.html(for: page)).root
    let entry = page.entries[0]
    let images = root.all("img")
    let expectedAlts = Set(
      entry.images.map { GalleryAltText.describe(spec: entry.spec, image: $0) })
    #expect(Set(images.compactMap { $0.attributes["alt"] }) == expectedAlts)
    let expectedSources = Set(entry.images.map { ImageSource.url(for: $0.path) })
    #expect(Set(images.compactMap { $0.attributes["src"] }) == expectedSources)
  }

  @Test("The parser used here does see injected markup, so the checks above can fail")
  func parserSeesInjection() throws {
    let injected = "<p>\"><img src=x onerror=alert(1)><script>alert(1)</script></p>"
    let root = try ParsedHTML.parse(injected).root
    #expect(root.all("script").count == 1)
    #expect(root.all("img").first?.attributes["onerror"] == "alert(1)")
  }

  @Test("Pages carry no inline style or script: both are asset files")
  func assetsAreFiles() throws {
    let root = try ParsedHTML.parse(try GalleryWriter.html(for: Fixtures.hostilePage("</style>")))
      .root
    #expect(root.all("style").isEmpty)
    let scripts = root.all("script")
    #expect(scripts.count == 1)
    #expect(scripts.first?.attributes["src"] == "assets/gallery.js")
    #expect(scripts.first?.textContent.isEmpty == true)
  }

  @Test("Image paths become relative URLs that cannot name a scheme or host")
  func imageSources() {
    #expect(ImageSource.url(for: "images/a b/ü.png") == "images/a%20b/%C3%BC.png")
    #expect(ImageSource.url(for: "javascript:alert(1)") == "javascript%3Aalert(1)")
    #expect(ImageSource.url(for: "//evil.example/x.png") == ".//evil.example/x.png")
    #expect(ImageSource.url(for: "100%.png") == "100%25.png")
    #expect(ImageSource.url(for: "a?b#c.png") == "a%3Fb%23c.png")
  }

  @Test("NUL characters are replaced rather than cutting text short")
  func nulCharacters() throws {
    let page = GalleryPage(title: "before\u{0}after", styleName: "ios", entries: [])
    let root = try ParsedHTML.parse(try GalleryWriter.html(for: page)).root
    #expect(root.all("h1").first?.textContent == "before\u{FFFD}after")
  }

  @Test("The tree builder refuses page data in raw text elements and odd names")
  func builderGuards() {
    #expect(throws: GalleryError.self) {
      try LibXML2HTMLDocument(root: HTMLElement("style", [], [.text("a{}")]))
    }
    #expect(throws: GalleryError.self) {
      try LibXML2HTMLDocument(root: HTMLElement("script", [], [.el("b")]))
    }
    #expect(throws: GalleryError.self) {
      try LibXML2HTMLDocument(root: HTMLElement("p", [], [.literal("<b>")]))
    }
    #expect(throws: GalleryError.self) {
      try LibXML2HTMLDocument(root: HTMLElement("p", [], [.el("img src=x")]))
    }
    #expect(throws: GalleryError.self) {
      try LibXML2HTMLDocument(root: HTMLElement("p", [("onclick x", "1")]))
    }
  }
}
