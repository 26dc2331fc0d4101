import Foundation
import Testing

@testable import StyleSheet

/// `StyleSheetLoader.load(bytes:file:searchPaths:)`: a sheet read from memory, as the fuzzer
/// reads one, behaves as the same sheet read from a file.
@Suite struct InMemoryLoadingTests {
  private let acme = """
    <style name="acme" extends="ios" summary="Acme">
      <colors appearance="light"><color name="tint" value="#1E8E3E"/></colors>
    </style>
    """

  @Test func aSheetInMemoryExtendsOneOnTheSearchPath() throws {
    let sheet = try StyleSheetLoader.load(
      bytes: Array(acme.utf8), file: "/nowhere/acme.xml", searchPaths: Fixtures.searchPaths)
    let ios = try StyleSheetLoader.load("ios", searchPaths: Fixtures.searchPaths)
    #expect(sheet.name == "acme")
    #expect(sheet.light.tint == RGBA(red: 0x1E / 255, green: 0x8E / 255, blue: 0x3E / 255))
    #expect(sheet.devices == ios.devices)
  }

  @Test func errorsNameTheGivenFile() throws {
    let error = try #require(throws: StyleSheetError.self) {
      try StyleSheetLoader.load(
        bytes: Array(#"<style name="x" extends="ios"><colour/></style>"#.utf8),
        file: "/nowhere/bad.xml", searchPaths: Fixtures.searchPaths)
    }
    #expect(error.file == "/nowhere/bad.xml", "\(error)")
  }

  @Test func theSizeLimitApplies() throws {
    let big = Array(repeating: UInt8(ascii: " "), count: SheetFileReader.maximumBytes + 1)
    let error = try #require(throws: StyleSheetError.self) {
      try StyleSheetLoader.load(bytes: big, file: "big.xml", searchPaths: Fixtures.searchPaths)
    }
    #expect(error.message.contains("larger than 256 KiB"), "\(error)")
  }
}
