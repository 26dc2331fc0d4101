import AlertLayout
import AlertSpec
import Foundation
import StyleSheet
import Testing

/// The face each script is drawn with: Han characters in the face of the text's language, colour
/// emoji, and the characters no face draws.
@Suite struct ScriptFontTests {
  /// The faces (`file#index`) Pango picked for `text` set in the title font in `language`.
  static func faces(_ text: String, language: String?) throws -> [String] {
    let fonts = try FontEnvironment.forStyle(Fixtures.style)
    return FontThread.run {
      fonts.engine.layout(
        text, font: Fixtures.style.fonts.title, wrapWidth: nil, language: language
      )
      .metrics().resolvedFaces
    }
  }

  static func title(_ title: String, locale: String?, configuration: String? = nil) throws
    -> TextBlock
  {
    var setting = Fixtures.configuration()
    setting.locale = configuration
    let spec = Fixtures.alert(title: title, buttons: [Fixtures.button("OK")], locale: locale)
    return try #require(Fixtures.geometry(spec, setting).title)
  }

  @Test(arguments: [
    ("ja", "Noto Sans CJK JP"), ("zh-Hans", "Noto Sans CJK SC"), ("zh-CN", "Noto Sans CJK SC"),
    ("zh-Hant", "Noto Sans CJK TC"), ("zh-TW", "Noto Sans CJK TC"), ("zh-HK", "Noto Sans CJK HK"),
    ("ko", "Noto Sans CJK KR"),
  ])
  func hanCharactersAreDrawnInTheFaceOfTheSpecsLanguage(locale: String, family: String) throws {
    let block = try Self.title("直骨", locale: locale)
    #expect(block.font.resolvedFamilies == [family])
    #expect(block.missingGlyphs == 0)
  }

  /// 直 and 骨 are drawn differently in Japan and in mainland China: the same code points come
  /// from two different faces of the Noto Sans CJK collection.
  @Test func japaneseAndSimplifiedChineseUseDifferentFacesForTheSameCharacters() throws {
    let japanese = try Self.faces("直骨", language: "ja")
    let chinese = try Self.faces("直骨", language: "zh-Hans")
    #expect(japanese.count == 1 && chinese.count == 1, "\(japanese) \(chinese)")
    #expect(japanese != chinese)
    #expect(japanese.allSatisfy { $0.hasPrefix("NotoSansCJK-") })
    #expect(chinese.allSatisfy { $0.hasPrefix("NotoSansCJK-") })
  }

  @Test func theConfigurationsLocaleComesBeforeTheSpecs() throws {
    let block = try Self.title("直骨", locale: "zh-Hans", configuration: "ja")
    #expect(block.font.resolvedFamilies == ["Noto Sans CJK JP"])
  }

  @Test func withoutALocaleTheSheetsDefaultLanguageKeepsItsFamilyOrder() throws {
    // The ios sheet's default language is its spelling locale, en-US, which reads no Han: the
    // first CJK family the sheet names draws them.
    let block = try Self.title("直骨", locale: nil)
    #expect(block.font.resolvedFamilies == ["Noto Sans CJK KR"])
  }

  @Test func buttonLabelsFollowTheLanguageToo() throws {
    let spec = Fixtures.alert(
      title: "OK?", buttons: [Fixtures.button("直す")], locale: "ja")
    let label = try #require(Fixtures.geometry(spec).buttons.first)
    #expect(label.text.font.resolvedFamilies.contains("Noto Sans CJK JP"))
  }

  @Test func emojiAreDrawnWithNotoColorEmojiAtTheTextSize() throws {
    let block = try Self.title("🎉", locale: nil)
    #expect(block.font.resolvedFamilies == ["Noto Color Emoji"])
    #expect(block.missingGlyphs == 0)
    // The font's only bitmaps are 109 px tall: unscaled, one emoji would be ~136 pt wide.
    #expect(block.frame.width > 10 && block.frame.width < 30, "\(block.frame)")
    #expect(block.frame.height < 30, "\(block.frame)")
  }

  @Test func charactersWithoutAGlyphOfTheirOwnAreListed() throws {
    let block = try Self.title("Delete \u{E000} or 𓀀?", locale: nil)
    #expect(
      block.missingCharacters == [
        MissingCharacter(
          character: "\u{E000}", codePoint: "U+E000", offset: 7, reason: .privateUse),
        MissingCharacter(character: "𓀀", codePoint: "U+13000", offset: 12, reason: .noFont),
      ])
    #expect(block.missingGlyphs == 2)
  }

  @Test func aDumpWithMissingCharactersHasOnlyDocumentedKeys() throws {
    let spec = Fixtures.alert(title: "Delete \u{E000}?", buttons: [Fixtures.button("OK")])
    let data = try JSONEncoder().encode(Fixtures.geometry(spec))
    let keys = LayoutDocumentationTests.keys(try JSONSerialization.jsonObject(with: data))
    #expect(
      keys.isSuperset(of: ["missingCharacters", "character", "codePoint", "offset", "reason"]))
    let page = try String(
      contentsOf: Fixtures.root.appendingPathComponent("docs/layout.md"), encoding: .utf8)
    for key in keys.sorted() {
      #expect(page.contains("`\(key)`"), "docs/layout.md does not document `\(key)`")
    }
  }

  @Test func aMissingEmojiFamilyNamesItsPackage() {
    let error = #expect(throws: FontEnvironmentError.self) {
      try FontEnvironment.forFamilies(["Inter", "Noto Color Emoji Imaginary"])
    }
    #expect(error?.message.contains("fonts-noto-color-emoji") == true)
  }

  @Test(arguments: [
    (0x41, "U+0041"), (0xE000, "U+E000"), (0x1F389, "U+1F389"), (0x10FFFD, "U+10FFFD"),
  ])
  func codePointsAreWrittenAsUPlusHex(value: UInt32, written: String) throws {
    #expect(MissingCharacter.codePoint(of: try #require(Unicode.Scalar(value))) == written)
  }
}
