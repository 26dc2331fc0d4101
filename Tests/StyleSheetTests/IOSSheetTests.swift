import Foundation
import Testing

@testable import StyleSheet

/// `Styles/ios.xml` loads and carries the numbers of ios-alert-metrics.md.
@Suite struct IOSSheetTests {
  let sheet: StyleSheet

  init() throws {
    sheet = try StyleSheetLoader.load("ios", searchPaths: Fixtures.searchPaths)
  }

  @Test func nameSummaryAndPath() {
    #expect(sheet.name == "ios")
    #expect(sheet.summary.contains("iOS 13–18"))
    #expect(sheet.path.hasSuffix("Styles/ios.xml"))
  }

  @Test func alertAndLabelMetrics() {
    let m = sheet.metrics
    #expect(m.width == 270)
    #expect(m.cornerRadius == 13)
    #expect(m.continuousCorners)
    #expect(m.screenInset == 8)
    #expect(m.minimumContentHeight == 44)
    #expect(m.labelInset == 16)
    #expect(m.firstBaseline == 36)
    #expect(m.messageBaselineGap == 20)
    #expect(m.bottomAfterMessage == 24)
    #expect(m.bottomAfterTitle == 18)
  }

  @Test func buttonAndTextFieldMetrics() {
    let m = sheet.metrics
    #expect(m.buttonHeight == 44)
    #expect(m.buttonContentMargin == 12)
    #expect(m.buttonMinimumScale == 0.58)
    #expect(m.stackFrom == 3)
    #expect(m.separatorPixels == 1)
    #expect(m.textFieldMargin == 15)
    #expect(m.textFieldCornerRadius == 7)
    #expect(m.textFieldInset == 7)
    #expect(m.textFieldHeight == 31)
    #expect(m.textFieldGapAbove == 24)
    #expect(m.textFieldGapBelow == 12)
    #expect(m.textFieldBorderPixels == 1)
  }

  @Test func fonts() {
    let f = sheet.fonts
    #expect(
      f.title
        == FontSpec(
          families: f.title.families, size: 17, weight: .semibold, lineHeight: 21.9,
          sizes: TextSizeTable([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])))
    #expect(f.message.sizes == TextSizeTable([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]))
    #expect(f.textField.sizes == f.message.sizes)
    #expect(f.button.sizes == f.title.sizes && f.emphasisedButton.sizes == f.title.sizes)
    #expect(f.message.size == 13 && f.message.weight == .regular && f.message.lineHeight == 16)
    // A wrapped title's lines 21.9 pt apart, as iOS 18 sets them.
    #expect(f.title.lineHeight == 21.9)
    #expect(f.button.size == 17 && f.button.weight == .regular)
    #expect(f.emphasisedButton.size == 17 && f.emphasisedButton.weight == .semibold)
    #expect(f.textField.size == 13 && f.textField.weight == .regular)
    #expect(
      f.title.families == [
        "Inter", "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Thai",
        "Noto Sans Devanagari", "Noto Sans CJK KR", "Noto Sans CJK JP", "Noto Sans CJK SC",
        "Noto Sans CJK TC", "Noto Sans CJK HK", "Noto Color Emoji",
      ])
    #expect(f.textField.families == f.title.families)
  }

  @Test(arguments: [
    (Appearance.light, "#FF3B30", "#007AFF", "#000000", "#FFFFFF", "#00000042", "#3C3C4399"),
    (Appearance.dark, "#FF453A", "#4693FF", "#FFFFFF", "#000000", "#FFFFFF4A", "#EBEBF599"),
  ])
  func palette(
    appearance: Appearance, destructive: String, tint: String, label: String, screen: String,
    separator: String, placeholder: String
  ) {
    let p = sheet.palette(appearance)
    #expect(p.destructive.description == destructive)
    #expect(p.tint.description == tint)
    #expect(p.title.description == label)
    #expect(p.message.description == label)
    #expect(p.textFieldText.description == label)
    #expect(p.screen.description == screen)
    #expect(p.separator.description == separator)
    #expect(p.textFieldBorder == p.separator)
    #expect(p.placeholder.description == placeholder)
  }

  @Test func dimAlpha() {
    #expect(abs(sheet.light.dim.alpha - 0.20) < 0.003)
    #expect(abs(sheet.dark.dim.alpha - 0.48) < 0.003)
    #expect(sheet.light.dim.red == 0 && sheet.dark.dim.red == 0)
  }

  @Test func deviceOrder() {
    #expect(
      sheet.defaultDevices.map(\.id) == [
        "iphone-se", "iphone-15", "iphone-15-pro-max", "iphone-16-pro",
      ])
    #expect(
      sheet.devices.map(\.id) == [
        "iphone-se", "iphone-15", "iphone-15-pro-max", "iphone-16-pro", "iphone-11-pro-max",
        "iphone-12", "iphone-13-mini", "iphone-14", "iphone-14-plus", "iphone-15-plus",
        "iphone-16", "iphone-16e", "iphone-16-pro-max", "iphone-17", "iphone-17-pro-max",
        "iphone-air", "ipad-10", "ipad-air-11", "ipad-pro-13",
      ])
    #expect(
      sheet.devices.filter { $0.idiom == .pad }.map(\.id) == [
        "ipad-10", "ipad-air-11", "ipad-pro-13",
      ])
  }

  @Test(arguments: [
    (
      "iphone-se", 375.0, 667.0, 2, 0.0, Insets(top: 20, left: 0, bottom: 0, right: 0),
      Insets(top: 0, left: 0, bottom: 0, right: 0)
    ),
    (
      "iphone-15", 393, 852, 3, 55, Insets(top: 59, left: 0, bottom: 34, right: 0),
      Insets(top: 0, left: 59, bottom: 21, right: 59)
    ),
    (
      "iphone-15-pro-max", 430, 932, 3, 55, Insets(top: 59, left: 0, bottom: 34, right: 0),
      Insets(top: 0, left: 59, bottom: 21, right: 59)
    ),
    (
      "iphone-16-pro", 402, 874, 3, 55, Insets(top: 62, left: 0, bottom: 34, right: 0),
      Insets(top: 0, left: 62, bottom: 21, right: 62)
    ),
  ])
  func device(
    id: String, width: Double, height: Double, scale: Int, radius: Double, portrait: Insets,
    landscape: Insets
  ) throws {
    let device = try #require(sheet.devices.first { $0.id == id })
    #expect(device.width == width && device.height == height)
    #expect(device.scale == scale)
    #expect(device.cornerRadius == radius)
    #expect(device.portraitInsets == portrait)
    #expect(device.landscapeInsets == landscape)
    #expect(!device.name.isEmpty)
  }

  @Test func loadsByPathToo() throws {
    let byPath = try StyleSheetLoader.load(Fixtures.stylesFolder + "/ios.xml", searchPaths: [])
    #expect(byPath == sheet)
  }
}
