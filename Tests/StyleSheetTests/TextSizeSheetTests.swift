import Foundation
import Testing

@testable import StyleSheet

/// The sheet's Dynamic Type settings: `<text-sizes>`, `<font sizes>` and the accessibility
/// metrics, read, inherited and checked.
@Suite struct TextSizeSheetTests {
  static func load(_ body: String) throws -> StyleSheet {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try Fixtures.write(Fixtures.derived(body), to: "sizes.xml", in: folder)
    return try StyleSheetLoader.load(path, searchPaths: Fixtures.searchPaths)
  }

  @Test func theIOSSheetDrawsLargeAndFloorsAtLarge() throws {
    let sheet = try Self.load("")
    #expect(sheet.textSizes == [.L])
    #expect(sheet.textSizeSettings.floor == .L)
    #expect(sheet.textSizeSettings.drawn(.xS) == .L)
    #expect(sheet.textSizeSettings.drawn(.AX2) == .AX2)
    #expect(sheet.metrics.accessibilityWidth == 379)
    #expect(sheet.metrics.accessibilitySideMargin == 16)
    #expect(sheet.metrics.accessibilityButtonVerticalMargin == 11)
    #expect(sheet.metrics.accessibilityButtonHorizontalMargin == 16)
  }

  @Test func aSheetListsTheSizesItCaresAbout() throws {
    let sheet = try Self.load("<text-sizes default=\"L  AX3\" floor=\"xS\"/>")
    #expect(sheet.textSizes == [.L, .AX3])
    #expect(sheet.textSizeSettings.drawn(.S) == .S)
  }

  @Test func aSheetOverridesARoleTable() throws {
    let sheet = try Self.load(
      "<fonts><font role=\"title\" size=\"20\" sizes=\"1 2 3 4 5 6 7 8 9 10 11 12\"/></fonts>")
    #expect(sheet.fonts.title.at(.AX5).size == 20 * 12 / 4)
    #expect(sheet.fonts.message.at(.AX5).size == 44, "other roles keep the ios table")
  }

  @Test(arguments: [
    ("<text-sizes default=\"L AX6\"/>", "'default' on <text-sizes>"),
    ("<text-sizes default=\"\"/>", "'default' on <text-sizes>"),
    ("<text-sizes floor=\"large\"/>", "'floor' on <text-sizes>"),
    ("<fonts><font role=\"title\" sizes=\"14 15 16 17\"/></fonts>", "'sizes' on <font>"),
    (
      "<fonts><font role=\"title\" sizes=\"0 15 16 17 19 21 23 28 33 40 47 53\"/></fonts>",
      "'sizes' on <font>"
    ),
    ("<alert accessibility-width=\"wide\"/>", "'accessibility-width' on <alert>"),
  ])
  func badValuesAreNamed(body: String, expected: String) throws {
    let error = try Fixtures.error(loading: Fixtures.derived(body))
    #expect(error.message.contains(expected), "\(error.message)")
    #expect(error.line == 3)
  }

  @Test func tableParsing() {
    #expect(TextSizeTable(parsing: "14 15 16 17 19 21 23 28 33 40 47 53")?[.AX3] == 40)
    #expect(TextSizeTable(parsing: "14 15 16 17 19 21 23 28 33 40 47 53.5")?[.AX5] == 53.5)
    #expect(TextSizeTable(parsing: "14 15 16 17 19 21 23 28 33 40 47") == nil)
    #expect(TextSizeTable(parsing: "14 15 16 17 19 21 23 28 33 40 47 -53") == nil)
    #expect(TextSizeTable(parsing: "14 15 16 17 19 21 23 28 33 40 47 5e1") == nil)
  }
}
