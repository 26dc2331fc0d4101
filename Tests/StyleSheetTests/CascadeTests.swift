import Foundation
import Testing

@testable import StyleSheet

/// `extends`: derived sheets hold only what they change; cycles are refused.
@Suite struct CascadeTests {
  @Test func derivedSheetChangesOneColourAndAddsADevice() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try Fixtures.write(
      Fixtures.derived(
        """
          <colors appearance="light"><color name="tint" value="#005EB8"/></colors>
          <devices>
            <device id="ipad" name="iPad" width="820" height="1180" scale="2" corner-radius="18">
              <safe-area orientation="portrait" top="24" left="0" bottom="20" right="0"/>
              <safe-area orientation="landscape" top="24" left="0" bottom="20" right="0"/>
            </device>
            <device id="iphone-se" name="iPhone SE (renamed)"/>
          </devices>
        """), to: "nhs-app.xml", in: folder)
    let ios = try StyleSheetLoader.load("ios", searchPaths: Fixtures.searchPaths)
    let derived = try StyleSheetLoader.load(path, searchPaths: Fixtures.searchPaths)
    #expect(derived.name == "derived")
    #expect(derived.summary == "A test sheet")
    #expect(derived.path == path)
    #expect(derived.light.tint.description == "#005EB8")
    #expect(derived.dark == ios.dark)
    #expect(derived.metrics == ios.metrics)
    #expect(derived.fonts == ios.fonts)
    var light = derived.light
    light.tint = ios.light.tint
    #expect(light == ios.light)
    #expect(derived.devices.map(\.id) == ios.devices.map(\.id) + ["ipad"])
    let se = try #require(derived.devices.first)
    #expect(se.name == "iPhone SE (renamed)")
    #expect(se.width == 375 && se.portraitInsets.top == 20)
    #expect(derived.devices.last?.landscapeInsets.top == 24)
  }

  @Test func derivedSheetFindsItsParentBesideIt() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Fixtures.write(
      Fixtures.derived("<alert width=\"300\"/>", extends: "ios"), to: "base.xml", in: folder)
    try Fixtures.write(
      Fixtures.derived("<labels inset=\"20\"/>", extends: "base"), to: "top.xml", in: folder)
    let sheet = try StyleSheetLoader.load("top", searchPaths: [folder] + Fixtures.searchPaths)
    #expect(sheet.metrics.width == 300)
    #expect(sheet.metrics.labelInset == 20)
    #expect(sheet.metrics.cornerRadius == 13)
  }

  @Test func fontFamiliesCanBeOverriddenPerRole() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try Fixtures.write(
      Fixtures.derived(
        "<fonts><font role=\"title\" families=\"Frutiger, Noto Sans\" size=\"20\"/></fonts>"),
      to: "fonts.xml", in: folder)
    let sheet = try StyleSheetLoader.load(path, searchPaths: Fixtures.searchPaths)
    #expect(
      sheet.fonts.title
        == FontSpec(
          families: ["Frutiger", "Noto Sans"], size: 20, weight: .semibold, lineHeight: 21.9,
          sizes: TextSizeTable([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])))
    #expect(sheet.fonts.message.families.first == "Inter")
  }

  @Test func cycleIsRefused() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Fixtures.write(
      Fixtures.derived("", extends: "b").replacingOccurrences(of: "derived", with: "a"),
      to: "a.xml", in: folder)
    try Fixtures.write(
      Fixtures.derived("", extends: "a").replacingOccurrences(of: "derived", with: "b"),
      to: "b.xml", in: folder)
    let error = try #require(throws: StyleSheetError.self) {
      try StyleSheetLoader.load("a", searchPaths: [folder] + Fixtures.searchPaths)
    }
    #expect(error.message.contains("cycle"))
    #expect(error.line == 2)
    #expect(error.file.hasSuffix(".xml"))
  }

  @Test func sheetExtendingItselfIsRefused() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Fixtures.write(Fixtures.derived("", extends: "self"), to: "self.xml", in: folder)
    let error = try #require(throws: StyleSheetError.self) {
      try StyleSheetLoader.load("self", searchPaths: [folder] + Fixtures.searchPaths)
    }
    #expect(error.message.contains("extends=\"self\" names no style sheet"))
  }

  @Test func unknownParentIsReported() throws {
    let error = try Fixtures.error(loading: Fixtures.derived("", extends: "nowhere"))
    #expect(error.line == 2)
    #expect(error.message.contains("nowhere"))
  }

  @Test func unknownNameIsReported() throws {
    let error = try #require(throws: StyleSheetError.self) {
      try StyleSheetLoader.load("no-such-sheet", searchPaths: Fixtures.searchPaths)
    }
    #expect(error.message.contains("no style sheet named 'no-such-sheet'"))
  }
}
