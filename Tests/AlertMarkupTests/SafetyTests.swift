import Foundation
import FoundationXML
import Testing

@testable import AlertMarkup

/// What the builder refuses or replaces, in both kinds of document.
@Suite struct SafetyTests {
  /// Trees the HTML serialiser must refuse, by what is wrong with them.
  static let badHTML: [(String, MarkupElement)] = [
    ("page text in <style>", MarkupElement("style", [], [.text("a{}")])),
    ("an element in <script>", MarkupElement("script", [], [.el("b")])),
    ("a literal in <p>", MarkupElement("p", [], [.literal("<b>")])),
    ("markup as an element name", MarkupElement("p", [], [.el("img src=x")])),
    ("markup as an attribute name", MarkupElement("p", [("onclick x", "1")])),
    ("an uppercase element name", MarkupElement("P")),
    ("an uppercase attribute name", MarkupElement("p", [("onClick", "1")])),
    ("an empty element name", MarkupElement("")),
    ("a name starting with a digit", MarkupElement("1p")),
    ("a non-ASCII name", MarkupElement("pé")),
  ]

  @Test(arguments: badHTML.map(\.0))
  func htmlRefuses(_ what: String) throws {
    let tree = try #require(Self.badHTML.first { $0.0 == what }?.1)
    #expect(throws: MarkupError.self) { try MarkupDocument.html(tree) }
  }

  /// Trees the XML serialiser must refuse.
  static let badXML: [(String, MarkupElement)] = [
    ("a literal", MarkupElement("style", [], [.literal("a{}")])),
    ("markup as an element name", MarkupElement("a", [], [.el("b c=\"d\"")])),
    ("markup as an attribute name", MarkupElement("a", [("x=\"1\" y", "1")])),
    ("a colon in a name", MarkupElement("xsl:a")),
    ("a name starting with a hyphen", MarkupElement("-a")),
  ]

  @Test(arguments: badXML.map(\.0))
  func xmlRefuses(_ what: String) throws {
    let tree = try #require(Self.badXML.first { $0.0 == what }?.1)
    #expect(throws: MarkupError.self) { try MarkupDocument.xml(tree) }
  }

  @Test func xmlAllowsCamelCaseAndUnderscoresAndPageTextInStyle() throws {
    let xml = try MarkupDocument.xml(
      MarkupElement("testSuite", [("class_name", "a")], [.el("style", text: "<b>")]))
    #expect(xml.contains("<testSuite class_name=\"a\">"))
    #expect(xml.contains("<style>&lt;b&gt;</style>"))
  }

  @Test func namesFollowTheirRules() {
    #expect(MarkupName.isHTMLName("data-locale"))
    #expect(!MarkupName.isHTMLName("dataLocale"))
    #expect(MarkupName.isXMLName("system-out") && MarkupName.isXMLName("testCase_2"))
    #expect(!MarkupName.isXMLName("a b") && !MarkupName.isXMLName("_a"))
  }

  @Test func nulAndControlCharactersBecomeReplacementCharacters() throws {
    let text = "a\u{0}b\u{1}c\u{B}d\u{FFFF}e\tf\ng"
    let html = try MarkupDocument.html(MarkupElement("p", [("title", text)], text: text))
    #expect(html.contains("<p title=\"a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e"))
    #expect(html.contains(">a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\tf\ng</p>"))
    let xml = try MarkupDocument.xml(MarkupElement("p", [("title", text)], text: text))
    let root = try #require(try XMLDocument(data: Data(xml.utf8)).rootElement())
    #expect(root.stringValue == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\tf\ng")
  }
}
