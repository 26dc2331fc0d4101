import Foundation
import Testing

@testable import StyleSheet

/// `Styles/ios26.xml` extends ios with ios-alert-metrics.md §3, and the classic sheet keeps the
/// classic defaults of every option ios26 sets.
@Suite struct IOS26SheetTests {
  let sheet: StyleSheet
  let classic: StyleSheet

  init() throws {
    sheet = try StyleSheetLoader.load("ios26", searchPaths: Fixtures.searchPaths)
    classic = try StyleSheetLoader.load("ios", searchPaths: Fixtures.searchPaths)
  }

  @Test func metricsOfSection3() {
    let m = sheet.metrics
    #expect(sheet.name == "ios26")
    #expect(m.width == 322 && m.cornerRadius == 33.2 && m.labelInset == 30)
    #expect(m.firstBaseline == 20.5 && m.messageBaselineGap == 9.9)
    #expect(m.bottomAfterMessage == 8 && m.bottomAfterTitle == 8)
    #expect(m.labelAlignment == .adaptive && m.baselineRule == .plusLineHeight)
    #expect(m.buttonShape == .capsules && m.buttonHeight == 48.33)
    #expect(m.buttonAreaInset == 16 && m.buttonSpacing == 8 && m.tintedFill == .preferred)
    #expect(m.buttonEmphasis == .preferred && m.buttonLabelRise == 0.6)
    #expect(m.textFieldCornerRadius == 24 && m.textFieldBorderPixels == 0)
  }

  @Test func fontsOfSection3() throws {
    let f = sheet.fonts
    #expect(f.title.weight == .semibold && f.title.size == 17)
    let lone = try #require(f.loneLabel)
    #expect(lone.weight == .regular && lone.size == 17)
    #expect(f.message.size == 15 && f.message.sizes?.points.last == 49)
    #expect(f.button.weight == .medium && f.emphasisedButton.weight == .semibold)
  }

  @Test func colours() {
    #expect(sheet.light.message.description == "#3C3C43BF")
    #expect(sheet.dark.message.description == "#EBEBF599")
    #expect(sheet.light.buttonFill?.description == "#7676803C")
    #expect(sheet.dark.buttonFill?.description == "#7676803D")
    #expect(sheet.light.buttonText?.description == "#000000")
    #expect(sheet.dark.buttonText?.description == "#FFFFFF")
    #expect(sheet.light.tintedButtonText?.description == "#FFFFFF")
    #expect(sheet.light.rim != nil && sheet.dark.rim != nil)
    // Inherited from ios: the dimming and the device catalogue.
    #expect(sheet.light.dim == classic.light.dim && sheet.devices == classic.devices)
  }

  @Test func theClassicSheetKeepsTheClassicDefaults() {
    let m = classic.metrics
    #expect(m.labelAlignment == .centred && m.baselineRule == .fixed)
    #expect(m.buttonShape == .rows && m.buttonAreaInset == 0 && m.buttonSpacing == 0)
    #expect(m.tintedFill == TintedFill.none && m.rimWidth == 0 && m.buttonLabelRise == 0)
    #expect(classic.fonts.loneLabel == nil)
    #expect(classic.light.buttonFill == nil && classic.light.rim == nil)
  }

  /// The action sheet's iOS 26 values (docs/action-sheet-metrics.md, "iOS 26").
  @Test func actionSheet() {
    let s = sheet.actionSheet
    #expect(s.margin == 16 && s.maximumWidth == 240 && s.cornerRadius == 33.2)
    #expect(s.rowHeight == 48.33 && s.actionSize == 17)
    #expect(s.popoverWidth == 288 && s.popoverCornerRadius == 34)
    #expect(s.header == .alert && s.actions == .capsules)
    #expect(s.cancel == .hidden && s.phone == .popover)
    #expect(sheet.light.popoverShadow?.description == "#00000006")
    #expect(sheet.dark.popoverShadow == nil)
  }

  @Test func theClassicActionSheetKeepsTheClassicLook() {
    let s = classic.actionSheet
    #expect(s.header == .sheet && s.actions == .rows && s.cancel == .group && s.phone == .sheet)
    #expect(s.maximumWidth == nil && s.popoverWidth == 304)
    #expect(classic.light.popoverShadow == nil)
  }

  @Test func aWrongSheetLookIsASentenceThatSaysWhatToWrite() throws {
    let error = try Fixtures.error(
      loading: Fixtures.derived("  <action-sheet-look cancel=\"none\"/>"))
    #expect(error.message.contains("cancel"), "\(error)")
    #expect(error.message.contains("group") && error.message.contains("hidden"), "\(error)")
  }

  @Test func aWrongShapeIsASentenceThatSaysWhatToWrite() throws {
    let error = try Fixtures.error(loading: Fixtures.derived("  <buttons shape=\"pill\"/>"))
    #expect(error.message.contains("shape"), "\(error)")
    #expect(error.message.contains("rows") && error.message.contains("capsules"), "\(error)")
  }
}
