import Testing

@testable import AlertMarkup

/// The HTML serialiser: doctype, indentation, escaping by libxml2, UTF-8 and raw text.
@Suite struct HTMLSerialiserTests {
  static func page(_ body: [MarkupNode]) -> MarkupElement {
    MarkupElement(
      "html", [("lang", "en")],
      [.el("head", [.el("meta", [("charset", "utf-8")])]), .el("body", body)])
  }

  @Test func writesTheDoctypeAndIndentsBlockElements() throws {
    let html = try MarkupDocument.html(Self.page([.el("p", [("class", "x")], text: "Hi")]))
    #expect(
      html == """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"></head>
        <body><p class="x">Hi</p></body>
        </html>

        """)
  }

  @Test(
    "Hostile text is escaped in text and stays inside its attribute",
    arguments: Fixtures.hostileStrings)
  func escapesHostileText(hostile: String) throws {
    let html = try MarkupDocument.html(MarkupElement("p", [("title", hostile)], text: hostile))
    let line = try #require(html.split(separator: "\n", maxSplits: 1).last)
    // libxml2 quotes with ' when the value holds ", and leaves < and > alone in some values:
    // both are safe as long as the quote cannot appear inside, which is what matters here.
    var rest = try #require(line.firstRange(of: "<p title=")).upperBound
    let quote = line[rest]
    #expect(quote == "\"" || quote == "'")
    rest = line.index(after: rest)
    let close = try #require(line[rest...].firstIndex(of: quote))
    let value = line[rest..<close].replacing("&quot;", with: "\"").replacing("&lt;", with: "<")
      .replacing("&gt;", with: ">").replacing("&amp;", with: "&")
    #expect(value == hostile)
    let escapedText = hostile.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
      .replacing(">", with: "&gt;")
    #expect(line[close...] == "\(quote)>\(escapedText)</p>\n")
  }

  @Test func keepsNonASCIIAsUTF8() throws {
    let html = try MarkupDocument.html(MarkupElement("p", [("title", "ünï 🙂")], text: "“ü” 한국어 🙂"))
    #expect(html.hasSuffix("<p title=\"ünï 🙂\">“ü” 한국어 🙂</p>\n"))
    #expect(!html.contains("&#"))
  }

  @Test func writesLiteralsInStyleAndScriptUnescaped() throws {
    let html = try MarkupDocument.html(
      MarkupElement("head", [], [.el("style", [.literal("a > b { content: \"&\" }")])]))
    #expect(html.contains("<style>a > b { content: \"&\" }</style>"))
  }

  @Test func sameTreeGivesSameBytes() throws {
    let tree = Self.page(Fixtures.hostileStrings.map { .el("p", [("data-x", $0)], text: $0) })
    let first = try MarkupDocument.html(tree)
    #expect(try MarkupDocument.html(tree) == first)
  }
}
