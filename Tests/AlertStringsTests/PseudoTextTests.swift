import AlertLayout
import AlertSpec
import AlertStrings
import StyleSheet
import Testing

/// The pseudo-locales, character by character, on one known string.
@Suite struct PseudoTextTests {
  static let source = #"Delete "Vacation Photos"?"#

  @Test func accentedMapsEveryLetterAndPadsByFortyPercent() {
    // 25 characters: 40 % is 10, so three words (14 characters with their spaces) are added.
    #expect(
      PseudoText.transform(Self.source, .accented)
        == "[Ðéļéţé \u{201C}Ṽåçåţîöñ Þĥöţöš\u{201D}? one two three]")
  }

  @Test func accentedKeepsPlaceholders() {
    #expect(
      PseudoText.accented("Delete %@ and %2$lld more? 100%%")
        == "[Ðéļéţé %@ åñð %2$lld ɱöŕé? 100%% one two three]")
  }

  @Test func bidiWrapsEachWordInRightToLeftOverride() {
    let rlm = "\u{200F}"
    let rlo = "\u{202E}"
    let pdf = "\u{202C}"
    let expected = [#"Delete"#, #""Vacation"#, #"Photos"?"#].map { rlm + rlo + $0 + pdf + rlm }
      .joined(separator: " ")
    #expect(PseudoText.transform(Self.source, .bidi) == expected)
    #expect(
      Array(PseudoText.bidi("OK").unicodeScalars) == [
        "\u{200F}", "\u{202E}", "O", "K", "\u{202C}", "\u{200F}",
      ])
  }

  @Test func doubleRepeatsTheText() {
    #expect(
      PseudoText.transform(Self.source, .double)
        == #"Delete "Vacation Photos"? Delete "Vacation Photos"?"#)
  }

  @Test func pseudoLocalesWorkWithoutStrings() throws {
    let spec = try StringFixtures.spec(
      #"{id: "plain", title: "Delete Album?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}], homeScreen: "Cancel"}"#
    )
    let bidi = Localizer.localize(spec, locale: "ar-XB", strings: nil)
    #expect(bidi.locale == "ar-XB", "laid out right to left")
    #expect(bidi.homeScreen == bidi.buttons[0].label, "homeScreen follows its button")
    let doubled = Localizer.localize(spec, locale: "double", strings: nil)
    #expect(doubled.title == "Delete Album? Delete Album?")
    #expect(doubled.locale == nil)
    #expect(doubled.translationNotes == [])
  }
}

/// `ar-XB` is laid out as a right-to-left language: Cancel on the right, as in Arabic.
@Suite struct PseudoLayoutTests {
  @Test func bidiMirrorsTheButtonRow() throws {
    let style = try StyleSheetLoader.load("ios", searchPaths: [CatalogLocalizationTests.styles])
    let device = try #require(style.devices.first { $0.id == "iphone-se" })
    let spec = try StringFixtures.spec(
      #"{id: "plain", title: "Delete Album?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
    )
    let localized = Localizer.localize(spec, locales: ["en-XA", "ar-XB"], strings: nil)
    let layouter = AlertLayouter(style: style)
    func cancelIsRight(_ locale: String) -> Bool {
      let configuration = RenderConfiguration(
        device: device, orientation: .portrait, appearance: .light, scale: 2, locale: locale)
      let buttons = layouter.geometry(of: localized, in: configuration).buttons
      let cancel = buttons.first { $0.role == .cancel }?.frame.x ?? 0
      let other = buttons.first { $0.role != .cancel }?.frame.x ?? 0
      return cancel > other
    }
    #expect(cancelIsRight("ar-XB"))
    #expect(!cancelIsRight("en-XA"))
  }
}
