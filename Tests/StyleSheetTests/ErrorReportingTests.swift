import Foundation
import Testing

@testable import StyleSheet

/// Mistakes are reported as `file:line: error: sentence`.
@Suite struct ErrorReportingTests {
  @Test func unknownElementHasItsLine() throws {
    let error = try Fixtures.error(
      loading: Fixtures.derived(
        """
          <alert width="280"/>
          <colour appearance="light"/>
        """))
    #expect(error.line == 4)
    #expect(error.message.contains("<colour>"))
    #expect(error.message.contains("did you mean <colors>?"))
    #expect(error.message.contains("Styles/style.rng"))
    #expect(error.description.hasPrefix(error.file + ":4: error: "))
  }

  @Test func unknownAttributeHasItsLine() throws {
    let error = try Fixtures.error(
      loading: Fixtures.derived(
        """
          <colors appearance="light">

            <color name="tint" colour="#FF0000"/>
          </colors>
        """))
    #expect(error.line == 5)
    #expect(error.message.contains("unknown attribute 'colour' on <color>"))
    #expect(error.message.contains("did you mean"))
  }

  @Test(arguments: ["abc", "1e3", "12px", "inf"])
  func nonNumericWidthHasItsLine(value: String) throws {
    let error = try Fixtures.error(
      loading: Fixtures.derived(
        """

          <alert width="\(value)"/>
        """))
    #expect(error.line == 4)
    #expect(error.message.contains("'\(value)' is not a valid value for 'width' on <alert>"))
  }

  @Test func badColourHasItsLine() throws {
    let error = try Fixtures.error(
      loading: Fixtures.derived(
        "  <colors appearance=\"dark\"><color name=\"tint\" value=\"blue\"/></colors>"))
    #expect(error.line == 3)
    #expect(error.message.contains("'blue'"))
  }

  @Test func missingRequiredValueInRootSheetIsNamed() throws {
    let ios = try String(contentsOfFile: Fixtures.stylesFolder + "/ios.xml", encoding: .utf8)
    let text = ios.replacingOccurrences(of: " first-baseline=\"36\"", with: "")
      .replacingOccurrences(of: "<color name=\"dim\" value=\"#0000007A\"/>", with: "")
    let error = try Fixtures.error(loading: text, name: "broken.xml")
    let messages = error.all.map(\.message)
    #expect(error.all.count == 2)
    #expect(messages.contains { $0.contains("'first-baseline' on <labels>") })
    #expect(messages.contains { $0.contains("<colors appearance=\"dark\"> <color name=\"dim\">") })
    #expect(error.file.hasSuffix("broken.xml"))
    #expect(
      error.line
        == ios.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("<labels ") }.map { $0 + 1 })
  }

  @Test func incompleteNewDeviceIsNamed() throws {
    let error = try Fixtures.error(
      loading: Fixtures.derived(
        "  <devices><device id=\"ipad\" width=\"820\"/></devices>"))
    #expect(error.line == 3)
    #expect(error.message.contains("<device id=\"ipad\">"))
    #expect(error.all.count > 1)
  }

  @Test func missingKeyAttributeIsNamed() throws {
    let error = try Fixtures.error(
      loading: Fixtures.derived("  <fonts><font size=\"12\"/></fonts>"))
    #expect(error.line == 3)
    #expect(error.message.contains("role"))
  }

  @Test func duplicateColourIsReported() throws {
    let error = try Fixtures.error(
      loading: Fixtures.derived(
        """
          <colors appearance="light">
            <color name="tint" value="#000000"/>
            <color name="tint" value="#FFFFFF"/>
          </colors>
        """))
    #expect(error.line == 5)
    #expect(error.message.contains("more than once"))
  }

  @Test func malformedXMLHasItsLine() throws {
    let error = try Fixtures.error(
      loading: """
        <?xml version="1.0"?>
        <style name="x">
          <alert width="270">
        </style>
        """)
    #expect(error.line == 4)
    #expect(error.message.contains("not well-formed"))
  }

  @Test func emptyFileIsReported() throws {
    let error = try Fixtures.error(loading: "")
    #expect(!error.message.isEmpty)
  }

  @Test func wrongRootIsReported() throws {
    let error = try Fixtures.error(loading: "<?xml version=\"1.0\"?>\n<sheet name=\"x\"/>")
    #expect(error.line == 2)
  }
}
