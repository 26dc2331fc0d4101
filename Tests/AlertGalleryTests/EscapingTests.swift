import Foundation
import Testing

@testable import AlertGallery

/// Spec-derived text must reach the page as text: never as markup, attributes or script.
@Suite struct EscapingTests {
  /// Every element the pages are built from; anything else was injected.
  static let pageElements: Set<String> = [
    "html", "head", "meta", "title", "link", "script", "body", "a", "header", "div", "nav", "ul",
    "li", "button", "h1", "p", "code", "main", "section", "h2", "dl", "dt", "dd", "span", "h3",
    "ol", "form", "label", "select", "option", "input", "img", "footer", "br", "figure",
    "figcaption", "pre", "article", "table", "thead", "tbody", "tr", "th", "td",
  ]

  /// The index, the alert's page and the rules page of a hostile gallery.
  static func pages(_ hostile: String) throws -> [String] {
    let page = Fixtures.hostilePage(hostile)
    return [
      try GalleryWriter.html(for: page),
      try GalleryWriter.alertHTML(for: page.entries[0], in: page),
      try GalleryWriter.rulesHTML(for: page),
    ]
  }

  @Test("Hostile strings create no elements or event handlers", arguments: Fixtures.hostileStrings)
  func noInjectedMarkup(hostile: String) throws {
    for html in try Self.pages(hostile) {
      let root = try ParsedHTML.parse(html).root
      #expect(root.all("script").count == 1)
      #expect(root.all("script").first?.textContent.isEmpty == true)
      for element in root.allElements {
        #expect(Self.pageElements.contains(element.name), "unexpected <\(element.name)>")
        let handlers = element.attributes.keys.filter { $0.lowercased().hasPrefix("on") }
        #expect(handlers.isEmpty, "<\(element.name)> has \(handlers)")
      }
    }
  }

  @Test("Hostile strings appear literally as text", arguments: Fixtures.hostileStrings)
  func textSurvivesLiterally(hostile: String) throws {
    let pages = try Self.pages(hostile).map { try ParsedHTML.parse($0).root }
    let (index, alert, rules) = (pages[0], pages[1], pages[2])
    #expect(try #require(index.all("title").first).textContent == "\(hostile) · \(hostile)")
    #expect(try #require(index.all("h1").first).textContent == hostile)
    #expect(try #require(index.all(class: "style-name").first).textContent == hostile)
    let card = try #require(index.all(class: "card").last)
    #expect(card.attributes["data-spec-locale"] == hostile)
    #expect(card.all(class: "alert-title").first?.textContent == hostile)
    #expect(card.all(class: "alert-id").first?.textContent == hostile)
    let errorCard = try #require(index.all(class: "card-input-error").first)
    #expect(errorCard.all(class: "error-message").first?.textContent == hostile)
    #expect(errorCard.all(class: "error-location").first?.textContent == hostile)

    #expect(try #require(alert.all("h1").first).textContent == hostile)
    #expect(alert.all(class: "finding-message").first?.textContent == hostile)
    let json = try #require(alert.all("pre").first?.textContent)
    let spec = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(spec?["title"] as? String == hostile)
    #expect(rules.all(class: "rule").first?.attributes["id"] == hostile)
    #expect(rules.all(class: "rule-summary").first?.textContent == hostile)
  }

  @Test("Hostile strings survive in attributes", arguments: Fixtures.hostileStrings)
  func attributesSurviveLiterally(hostile: String) throws {
    let page = Fixtures.hostilePage(hostile)
    let root = try ParsedHTML.parse(try GalleryWriter.alertHTML(for: page.entries[0], in: page))
      .root
    let entry = page.entries[0]
    let images = root.all("img")
    let expectedAlts = Set(
      entry.images.map { GalleryAltText.describe(spec: entry.spec, image: $0) })
    #expect(Set(images.compactMap { $0.attributes["alt"] }) == expectedAlts)
    let expectedSources = Set(entry.images.map { PreviewFigure.url($0.path, depth: 1) })
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
}
