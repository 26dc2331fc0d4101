import AlertLayout
import AlertLint
import AlertSpec
import AlertStrings
import Foundation
import StyleSheet
import Testing

/// A spec whose copy is in a four-locale String Catalog (en, de, fr with a `needs_review`
/// title, ar without the message): its text in each locale, the configurations that carry the
/// locale, and the findings that name locale and key.
@Suite struct CatalogLocalizationTests {
  @Test func catalogHasFourLocalesWithEnglishFirst() throws {
    let strings = try StringFixtures.strings(of: try StringFixtures.deleteAlbum())
    #expect(strings.locales == ["en", "ar", "de", "fr"])
    #expect(strings.developmentLanguage == "en")
    let table = try #require(strings.tables["Localizable"])
    #expect(table.value("alert.delete-album.title", locale: "fr")?.state == .needsReview)
    #expect(table.value("alert.delete-album.message", locale: "ar") == nil)
  }

  @Test func withoutALocaleKeysReadTheDevelopmentLanguage() throws {
    let spec = try StringFixtures.deleteAlbum()
    #expect(spec.title == "alert.delete-album.title", "before localizing, a field holds its key")
    let english = Localizer.localize(
      spec, locale: nil, strings: try StringFixtures.strings(of: spec))
    #expect(english.title == "Delete “Vacation Photos”?")
    #expect(
      english.message == "The 128 photos in this album will be deleted from all your devices.")
    #expect(english.buttons.map(\.label) == ["Cancel", "Delete"])
    #expect(english.locale == "en")
    #expect(english.translationNotes == [])
  }

  @Test func eachLocaleReadsItsOwnText() throws {
    let spec = try StringFixtures.deleteAlbum()
    let strings = try StringFixtures.strings(of: spec)
    let german = Localizer.localize(spec, locale: "de", strings: strings)
    #expect(german.title == "„Vacation Photos“ löschen?")
    #expect(
      german.message == "Die 128 Fotos in diesem Album werden auf all deinen Geräten gelöscht.")
    #expect(german.buttons.map(\.label) == ["Abbrechen", "Löschen"])
    #expect(german.locale == "de")
    #expect(german.translationNotes == [])

    let french = Localizer.localize(spec, locale: "fr", strings: strings)
    #expect(french.title == "Supprimer « Vacation Photos » ?", "needs_review is drawn as it stands")
    #expect(french.translationNotes.map(\.kind) == [.stale])
    #expect(french.translationNotes.first?.field == "title")

    let arabic = Localizer.localize(spec, locale: "ar", strings: strings)
    #expect(arabic.title == "حذف „Vacation Photos“؟")
    #expect(arabic.message == "[[alert.delete-album.message]]", "never English for a missing one")
    #expect(arabic.translationNotes.map(\.kind) == [.missing])
  }

  @Test func aKeyMissingFromTheCatalogIsDrawnMarked() throws {
    let spec = try StringFixtures.spec(
      #"{id: "keep", strings: "Localizable.xcstrings", title: {key: "alert.keep-album.title"}, buttons: [{label: {key: "alert.delete-album.button.cancel"}, role: "cancel"}]}"#
    )
    let german = Localizer.localize(
      spec, locale: "de", strings: try StringFixtures.strings(of: spec))
    #expect(german.title == "[[alert.keep-album.title]]")
    #expect(german.buttons.map(\.label) == ["Abbrechen"])
    let note = try #require(german.translationNotes.first)
    #expect(note.kind == .missing)
    #expect(note.locale == "de")
    #expect(note.key == "alert.keep-album.title")
  }

  @Test func configurationsCarryTheLocaleIntoFileNames() throws {
    let style = try StyleSheetLoader.load("ios", searchPaths: [Self.styles])
    let device = try #require(style.devices.first { $0.id == "iphone-se" })
    let configurations = RenderConfiguration.all(
      devices: [device], orientations: [.portrait], appearances: [.light], scales: [2],
      locales: ["de", "en-XA"])
    #expect(
      configurations.map(\.slug) == [
        "iphone-se.portrait.light.de@2x", "iphone-se.portrait.light.en-XA@2x",
      ])
    let spec = try StringFixtures.deleteAlbum()
    let localized = Localizer.localize(
      spec, locales: ["de", "en-XA"], strings: try StringFixtures.strings(of: spec))
    let layouter = AlertLayouter(style: style)
    let german = layouter.geometry(of: localized, in: configurations[0])
    #expect(german.locale == "de")
    #expect(german.title?.text == "„Vacation Photos“ löschen?")
    let accented = layouter.geometry(of: localized, in: configurations[1])
    #expect(accented.title?.text.hasPrefix("[Ðéļéţé “Ṽåçåţîöñ Þĥöţöš”?") == true)
  }

  @Test func lintNamesLocaleAndKey() throws {
    let spec = try StringFixtures.deleteAlbum()
    let localized = Localizer.localize(
      spec, locales: ["en", "ar", "de", "fr"], strings: try StringFixtures.strings(of: spec))
    let style = try StyleSheetLoader.load("ios", searchPaths: [Self.styles])
    let report = Linter(style: style).lint([localized])
    let stale = report.findings.filter { $0.ruleID == "translation-stale" }
    let missing = report.findings.filter { $0.ruleID == "translation-missing" }
    #expect(stale.count == 1)
    #expect(stale.first?.field == "title")
    #expect(stale.first?.message.contains("'alert.delete-album.title'") == true)
    #expect(stale.first?.message.contains("in fr is 'needs_review'") == true)
    #expect(missing.count == 1)
    #expect(missing.first?.field == "message")
    #expect(missing.first?.message.contains("has no ar translation") == true)
    #expect(missing.first?.message.contains("'alert.delete-album.message'") == true)
    #expect(
      missing.first?.message.contains("Localizable.xcstrings:20:5)") == true,
      "names where the catalog declares the key")
    // The finding points at the key in the spec file.
    #expect(missing.first?.location.file.hasSuffix("delete-album.json") == true)
    #expect(missing.first?.location.line == 7)
  }

  static let styles = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Styles").path
}
