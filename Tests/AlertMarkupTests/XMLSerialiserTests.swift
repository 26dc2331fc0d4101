import Foundation
import FoundationXML
import Testing

@testable import AlertMarkup

/// The XML serialiser: declaration, indentation, escaping, names of either case.
@Suite struct XMLSerialiserTests {
  @Test func writesTheDeclarationAndIndentsElements() throws {
    let xml = try MarkupDocument.xml(
      MarkupElement(
        "testsuites", [("name", "n")],
        [.el("testsuite", [("tests", "1")], [.el("testCase", [("class_name", "a")], text: "é")])]))
    #expect(
      xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="n">
          <testsuite tests="1">
            <testCase class_name="a">é</testCase>
          </testsuite>
        </testsuites>

        """)
  }

  @Test("Hostile text reads back as the same text", arguments: Fixtures.hostileStrings)
  func hostileTextReadsBack(hostile: String) throws {
    let xml = try MarkupDocument.xml(
      MarkupElement("failure", [("message", hostile)], [.el("detail", text: hostile)]))
    let document = try XMLDocument(data: Data(xml.utf8))
    let root = try #require(document.rootElement())
    #expect(root.attribute(forName: "message")?.stringValue == hostile)
    #expect(root.children?.count == 1)
    #expect(root.elements(forName: "detail").first?.stringValue == hostile)
  }

  @Test func sameTreeGivesSameBytes() throws {
    let tree = MarkupElement(
      "r", [], Fixtures.hostileStrings.map { .el("c", [("v", $0)], text: $0) })
    let first = try MarkupDocument.xml(tree)
    #expect(try MarkupDocument.xml(tree) == first)
  }
}
