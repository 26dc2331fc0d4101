import Testing

@testable import AlertLayout

/// Which CJK family a language's Han characters come from, and the family order it makes.
@Suite struct HanFacesTests {
  @Test(arguments: [
    ("ja", "JP"), ("ja-JP", "JP"), ("ko", "KR"), ("ko-KR", "KR"), ("zh", "SC"),
    ("zh-Hans", "SC"), ("zh-CN", "SC"), ("zh_SG", "SC"), ("zh-Hans-HK", "SC"), ("zh-Hant", "TC"),
    ("zh-TW", "TC"), ("zh-Hant-TW", "TC"), ("zh-HK", "HK"), ("zh-Hant-HK", "HK"), ("zh-MO", "HK"),
    ("yue", "HK"),
  ])
  func regionOfALanguage(language: String, region: String) {
    #expect(HanFaces.region(for: language) == region)
  }

  @Test(arguments: ["en-US", "de", "ar", "", "jav"])
  func languagesWithoutHanHaveNoRegion(language: String) {
    #expect(HanFaces.region(for: language) == nil)
  }

  static let sheet = [
    "Inter", "Noto Sans", "Noto Sans CJK KR", "Noto Sans CJK JP", "Noto Sans CJK SC",
    "Noto Sans CJK TC", "Noto Sans CJK HK", "Noto Color Emoji",
  ]

  @Test func theLanguagesFamilyMovesToWhereTheCJKFamiliesStart() {
    #expect(
      HanFaces.ordered(Self.sheet, for: "zh-TW") == [
        "Inter", "Noto Sans", "Noto Sans CJK TC", "Noto Sans CJK KR", "Noto Sans CJK JP",
        "Noto Sans CJK SC", "Noto Sans CJK HK", "Noto Color Emoji",
      ])
  }

  @Test func otherLanguagesAndSheetsWithoutTheFamilyKeepTheOrder() {
    #expect(HanFaces.ordered(Self.sheet, for: "en-US") == Self.sheet)
    #expect(HanFaces.ordered(Self.sheet, for: nil) == Self.sheet)
    #expect(
      HanFaces.ordered(["Inter", "Noto Sans CJK KR"], for: "ja") == ["Inter", "Noto Sans CJK KR"])
  }

  @Test func familiesAreRecognisedByTheirRegionWord() {
    #expect(HanFaces.region(ofFamily: "Noto Serif CJK JP") == "JP")
    #expect(HanFaces.region(ofFamily: "Noto Sans JP") == nil)
    #expect(HanFaces.region(ofFamily: "Inter") == nil)
  }

  @Test func theTextLanguageIsTheConfigurationsThenTheSpecsThenTheSheets() {
    var configuration = Fixtures.configuration()
    let spec = Fixtures.alert(buttons: [], locale: "ko")
    #expect(TextLanguage.of(spec, in: configuration, style: Fixtures.style) == "ko")
    configuration.locale = "ja"
    #expect(TextLanguage.of(spec, in: configuration, style: Fixtures.style) == "ja")
    configuration.locale = nil
    #expect(
      TextLanguage.of(Fixtures.alert(buttons: []), in: configuration, style: Fixtures.style)
        == "en-US")
  }
}
