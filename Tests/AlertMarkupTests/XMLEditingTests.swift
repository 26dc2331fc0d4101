import Foundation
import FoundationXML
import Testing

@testable import AlertMarkup

/// Elements added to a document another library wrote: in its root's namespace, escaped by
/// libxml2, the rest of the document kept.
@Suite struct XMLEditingTests {
  static let svg = Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10px">
    <g id="surface1">
    <use xlink:href="#glyph0-1" x="1" y="2"/>
    </g>
    </svg>

    """.utf8)

  @Test("Hostile text reads back as the same text", arguments: Fixtures.hostileStrings)
  func addedTextReadsBack(hostile: String) throws {
    let edited = try MarkupDocument.xml(
      Self.svg,
      appendingToRoot: [
        MarkupElement(
          "g", [("id", "title")],
          [
            .el(
              "text", [("x", "1"), ("xml:space", "preserve"), ("font-family", hostile)],
              text: hostile)
          ])
      ])
    let document = try XMLDocument(data: edited)
    let root = try #require(document.rootElement())
    let group = try #require(root.elements(forName: "g").last)
    #expect(value(of: "id", in: group) == "title")
    // In the SVG namespace, as cairo's own elements are.
    #expect(group.uri == "http://www.w3.org/2000/svg")
    let text = try #require(group.elements(forName: "text").first)
    #expect(text.stringValue == hostile.markupSafe)
    #expect(value(of: "font-family", in: text) == hostile.markupSafe)
    #expect(
      text.attribute(forLocalName: "space", uri: "http://www.w3.org/XML/1998/namespace")?
        .stringValue == "preserve")
    // cairo's part is still there, its xlink reference too.
    let use = try #require(root.elements(forName: "g").first?.elements(forName: "use").first)
    #expect(
      use.attribute(forLocalName: "href", uri: "http://www.w3.org/1999/xlink")?.stringValue
        == "#glyph0-1")
  }

  /// An attribute's value by its qualified name (FoundationXML's `attribute(forName:)` does not
  /// find an unprefixed attribute of an element in a default namespace).
  func value(of name: String, in element: XMLElement) -> String? {
    element.attributes?.first { $0.name == name }?.stringValue
  }

  @Test func aDocumentThatIsNotXMLIsASentence() {
    #expect {
      try MarkupDocument.xml(Data("<svg><g></svg>".utf8), appendingToRoot: [MarkupElement("g")])
    } throws: { error in
      "\(error)".hasPrefix("libxml2 could not read the document to edit: ")
        && "\(error)".hasSuffix(".")
    }
  }

  @Test func aPrefixedNameOtherThanXMLIsRefused() {
    #expect(throws: MarkupError.self) {
      try MarkupDocument.xml(
        Self.svg, appendingToRoot: [MarkupElement("g", [("xlink:href", "#a")])])
    }
  }
}
