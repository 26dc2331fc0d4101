import AlertSpec
import AlertStrings
import Testing

/// String Catalog details: device variations, "do not translate" keys, and a key whose source
/// text is the key itself.
@Suite struct CatalogReaderTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Delete" : {},
        "NHS App" : { "shouldTranslate" : false },
        "alert.sync.message" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Keep your iPhone nearby." } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Keep your device nearby." } }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  func table() throws -> StringTable {
    try StringCatalogReader.read(Self.catalog, file: "Localizable.xcstrings", name: "Localizable")
  }

  @Test func deviceVariationsReadTheIPhoneText() throws {
    #expect(
      try table().value("alert.sync.message", locale: "en")?.format == "Keep your iPhone nearby.")
  }

  @Test func aKeyWithoutSourceTextReadsAsItself() throws {
    #expect(try table().value("Delete", locale: "en")?.format == "Delete")
  }

  @Test func doNotTranslateKeysShowTheirSourceTextWithoutFindings() throws {
    let source = StringSource(folder: ".", tables: ["Localizable": try table()])
    let spec = try #require(
      SpecLoader.load(
        text:
          #"{"id": "a", "strings": "x.xcstrings", "title": {"key": "NHS App"}, "buttons": [{"label": {"key": "Delete"}, "role": "destructive"}]}"#
      ).alerts.first)
    let german = Localizer.localize(spec, locale: "de", strings: source)
    #expect(german.title == "NHS App")
    #expect(german.buttons.map(\.label) == ["[[Delete]]"], "an ordinary key still needs German")
    #expect(german.translationNotes.map(\.field) == ["buttons[0].label"])
  }

  @Test func aHugeTranslationIsCutToTheSpecsLimit() throws {
    var table = StringTable(
      name: "Localizable", file: "Localizable.xcstrings", developmentLanguage: "en")
    table.entries["alert.title"] = [
      "en": LocalizedString(format: "Title"),
      "de": LocalizedString(format: String(repeating: "Lang\u{1B}", count: 50_000)),
    ]
    let source = StringSource(folder: ".", tables: ["Localizable": table])
    let spec = try #require(
      SpecLoader.load(
        text: #"{"id": "a", "strings": "x.xcstrings", "title": {"key": "alert.title"}}"#
      )
      .alerts.first)
    let title = try #require(Localizer.localize(spec, locale: "de", strings: source).title)
    #expect(title.unicodeScalars.count == SpecLimits.titleLength)
    #expect(title.hasSuffix("…"))
    #expect(!title.unicodeScalars.contains("\u{1B}"), "control characters are dropped")
  }
}
