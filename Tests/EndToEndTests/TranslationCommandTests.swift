import Foundation
import Testing

/// The built binary with the app's strings: `render --locale`, `layout --locale`,
/// `lint --locale all` and `import`.
@Suite(.serialized) struct TranslationCommandTests {
  static let photos = "Tests/Fixtures/Strings/Photos"

  @Test func renderWritesOneImagePerLocaleNamedByIt() throws {
    let out = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try Binary.run([
      "render", Self.photos + "/delete-album.json", "--locale", "de,en-XA", "--device",
      "iphone-se", "--orientation", "portrait", "--out", out.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: out.appendingPathComponent("delete-album").path
    ).sorted()
    #expect(
      files == [
        "delete-album.iphone-se.portrait.light.de@2x.png",
        "delete-album.iphone-se.portrait.light.en-XA@2x.png",
      ])
    #expect(result.stdout.contains("wrote 2 files for 1 alert to"))
  }

  @Test func layoutShowsEachLocalesText() throws {
    let result = try Binary.run([
      "layout", Self.photos + "/delete-album.json", "--locale", "de,ar-XB", "--device",
      "iphone-se", "--orientation", "portrait",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let alert = try #require((json["alerts"] as? [[String: Any]])?.first)
    let configurations = try #require(alert["configurations"] as? [[String: Any]])
    #expect(configurations.map { $0["locale"] as? String } == ["de", "ar-XB"])
    let title = try #require(configurations[0]["title"] as? [String: Any])
    #expect(title["text"] as? String == "„Vacation Photos“ löschen?")
  }

  @Test func lintAllNamesTheStaleAndMissingTranslations() throws {
    let result = try Binary.run(["lint", Self.photos, "--locale", "all"])
    #expect(result.status == 1, "a missing translation is an error")
    #expect(
      result.stderr.contains(
        "delete-album.json:6:12: warning: 'alert.delete-album.title' (title) in fr is "
          + "'needs_review'"))
    #expect(
      result.stderr.contains(
        "delete-album.json:7:14: error: 'alert.delete-album.message' (message) has no ar "
          + "translation"))
  }

  @Test func importWritesASpecPerAlertAndRefusesToOverwrite() throws {
    let out = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let catalog = Binary.root.appendingPathComponent(Self.photos + "/Localizable.xcstrings").path
    let first = try Binary.run([
      "import", catalog, "--keys", "alert.delete-*", "--out", out.path,
    ])
    #expect(first.status == 0, "\(first.stderr)")
    let spec = out.appendingPathComponent("alert-delete-album.json")
    #expect(first.stdout == "wrote \(spec.path) (title, message, 2 buttons)\n")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
    #expect(files == ["alert-delete-album.json"], "the share keys do not match the pattern")

    let text = try String(contentsOf: spec, encoding: .utf8)
    #expect(text.contains(#""title": {"key": "alert.delete-album.title"}"#))
    #expect(
      text.contains(#"{"label": {"key": "alert.delete-album.button.cancel"}, "role": "cancel"}"#))

    // The written spec renders in German from the catalog it points at.
    let render = try Binary.run([
      "layout", spec.path, "--locale", "de", "--device", "iphone-se", "--orientation",
      "portrait",
    ])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout.contains("Abbrechen"))

    let again = try Binary.run(["import", catalog, "--keys", "alert.delete-*", "--out", out.path])
    #expect(again.status == 2)
    #expect(again.stderr.contains("already exist; nothing was written. Pass --force"))
    let forced = try Binary.run([
      "import", catalog, "--keys", "alert.delete-*", "--out", out.path, "--force",
    ])
    #expect(forced.status == 0, "\(forced.stderr)")
  }

  @Test func unreadableStringsAreAnInputErrorAtTheCatalog() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"sourceLanguage": "en", "strings": {"a": {"localizations": 3}}}"#.utf8).write(
      to: folder.appendingPathComponent("Localizable.xcstrings"))
    try Data(
      #"{"id": "a", "strings": "Localizable.xcstrings", "title": {"key": "a"}}"#.utf8
    ).write(to: folder.appendingPathComponent("a.json"))
    let result = try Binary.run(["lint", folder.path, "--locale", "de"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "Localizable.xcstrings:1:61: error: the localizations of \"a\" must be an object of "
          + "locales, found a number"))
    #expect(result.stderr.contains("(the \"strings\" of 'a' at "))
  }

  @Test func aLocaleThatIsNoTagIsAUsageError() throws {
    let result = try Binary.run(["render", Self.photos, "--locale", "de_DE!"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--locale 'de_DE!' is not a language tag"))
  }

  @Test func wordingRulesReadEachLocalesText() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = """
      {"sourceLanguage": "en", "strings": {
        "alert.leave.title": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Leave This Group?"}},
          "de": {"stringUnit": {"state": "translated", "value": "Diese Gruppe wirklich wirklich verlassen?"}}}},
        "alert.leave.button.cancel": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Cancel"}},
          "de": {"stringUnit": {"state": "translated", "value": "Abbrechen"}}}},
        "alert.leave.button.leave": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Leave"}},
          "de": {"stringUnit": {"state": "translated", "value": "Verlassen"}}}}}}
      """
    try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    let imported = try Binary.run(["import", "Localizable.xcstrings", "--out", "."], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    let english = try Binary.run(["lint", "alert-leave.json"], in: folder)
    #expect(!english.stderr.contains("doubled-words"), "\(english.stderr)")
    let german = try Binary.run(["lint", "alert-leave.json", "--locale", "de"], in: folder)
    #expect(german.stderr.contains("(in de) [doubled-words]"), "\(german.stderr)")
    #expect(german.stderr.contains("alert-leave.json:5:12: warning:"), "at the keyed title")
  }

  @Test func galleryShowsEachLocaleOnTheAlertsPage() throws {
    let out = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try Binary.run([
      "gallery", Self.photos, "--locale", "de,ar-XB", "--device", "iphone-se", "--orientation",
      "portrait", "--appearance", "light", "--format", "png", "--out", out.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let folder = out.appendingPathComponent("delete-album")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".png") }.sorted()
    // Each locale's preview, and its card picture, which the index swaps in by locale.
    #expect(
      files == [
        "delete-album.iphone-se.portrait.light.ar-XB@2x.card.png",
        "delete-album.iphone-se.portrait.light.ar-XB@2x.png",
        "delete-album.iphone-se.portrait.light.de@2x.card.png",
        "delete-album.iphone-se.portrait.light.de@2x.png",
      ])
    let page = try String(
      contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("Title: “„Vacation Photos“ löschen?”."), "the German image's alt text")
    #expect(page.contains("“Abbrechen” (cancel, bold)"))
  }
}
