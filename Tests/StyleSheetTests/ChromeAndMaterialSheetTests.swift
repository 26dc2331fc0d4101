import Foundation
import Testing

@testable import StyleSheet

/// `<material>` and each device's `<chrome>` in the shipped sheets.
@Suite struct ChromeAndMaterialSheetTests {
  @Test func theClassicMaterialFollowsIonic() throws {
    let sheet = try StyleSheetLoader.load("ios", searchPaths: Fixtures.searchPaths)
    #expect(sheet.material == MaterialSettings())
    #expect(sheet.material.blur == 20 && sheet.material.saturation == 1.8)
    #expect(sheet.light.material == RGBA(hex: "#ECECECCC"))
    #expect(sheet.dark.material == RGBA(hex: "#2F2F2FE6"))
    #expect(sheet.chrome == .none)
  }

  @Test func theGlassBlursLessAndBrightens() throws {
    let sheet = try StyleSheetLoader.load("ios26", searchPaths: Fixtures.searchPaths)
    #expect(sheet.material.blur == 10)
    #expect(sheet.material.brightness == 1.1)
    #expect(sheet.light.material == RGBA(hex: "#FFFFFFBF"))
  }

  @Test func devicesDescribeTheirChrome() throws {
    let sheet = try StyleSheetLoader.load("ios", searchPaths: Fixtures.searchPaths)
    func chrome(_ id: String) throws -> DeviceChromeMetrics {
      try #require(sheet.devices.first { $0.id == id }).chrome
    }
    #expect(try chrome("iphone-se") == DeviceChromeMetrics())
    let island = try chrome("iphone-15")
    #expect(island.cutout == .island && island.statusBar == 54 && island.homeIndicator == 134)
    #expect(island.cutoutWidth == 126 && island.cutoutHeight == 37.33)
    let notch = try chrome("iphone-12")
    #expect(notch.cutout == .notch && notch.statusBar == 47 && notch.cutoutTop == 0)
    #expect(try chrome("ipad-10").statusBar == 24)
  }

  @Test func aChromeElementIsCheckedAgainstTheSchema() throws {
    let text = """
      <style name="t" extends="ios">
        <devices>
          <device id="iphone-15"><chrome cutout="hole"/></device>
        </devices>
      </style>
      """
    #expect(throws: StyleSheetError.self) {
      try StyleSheetLoader.load(
        bytes: Array(text.utf8), file: "t.xml", searchPaths: Fixtures.searchPaths)
    }
  }
}
