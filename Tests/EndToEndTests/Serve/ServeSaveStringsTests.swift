import Foundation
import Testing

/// Saving an edited translation from `serve` (`POST /alerts/<id>/strings`): only that value's
/// bytes change in a String Catalog, a `.strings` value is quoted so it reads back, a missing
/// locale is added, and a file changed since the page read it is never overwritten.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ServeSaveStringsTests {
  static let id = "delete-album-translated"
  static let catalog = "Strings/Localizable.xcstrings"

  /// A folder holding the translated example and its String Catalog.
  static func catalogFolder() throws -> URL {
    let folder = try Binary.temporaryFolder()
    let examples = Binary.root.appendingPathComponent("Examples")
    try FileManager.default.copyItem(
      at: examples.appendingPathComponent("\(id).json"),
      to: folder.appendingPathComponent("\(id).json"))
    try FileManager.default.copyItem(
      at: examples.appendingPathComponent("Strings"), to: folder.appendingPathComponent("Strings"))
    return folder
  }

  /// The keyed field `field` of the alert `id` as `GET /alerts/<id>.json` gives it now.
  static func keyed(_ server: ServeProcess, _ id: String, _ field: String) throws -> [String: Any] {
    let strings = try server.request("/alerts/\(id).json").json["strings"] as? [[String: Any]]
    return try #require(strings?.first { $0["field"] as? String == field })
  }

  /// The stamp the server gives for the file `field`'s `locale` text is in.
  static func stamp(_ server: ServeProcess, _ id: String, _ field: String, _ locale: String)
    throws -> String
  {
    let text = try keyed(server, id, field)
    let file = try #require((text["files"] as? [String: String])?[locale])
    return try #require((text["stamps"] as? [String: String])?[file])
  }

  static func body(_ field: String, _ locale: String, _ value: String, stamp: String) throws
    -> String
  {
    let object: [String: Any] = [
      "strings": [["field": field, "locale": locale, "value": value, "stamp": stamp]]
    ]
    return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
  }

  /// `folder` served: its `catalog`, the catalog's text before any save, and the stamp the
  /// page reads for the title of `id` in `locale`.
  static func served(_ folder: URL, catalog: String, id: String, locale: String) throws -> (
    folder: URL, file: URL, before: String, server: ServeProcess, stamp: String
  ) {
    let file = folder.appendingPathComponent(catalog)
    let before = try String(contentsOf: file, encoding: .utf8)
    let server = try ServeProcess([folder.path])
    return (folder, file, before, server, try stamp(server, id, "title", locale))
  }

  @Test("Saving an edited fr title changes exactly that value's bytes in the catalog")
  func changesOneValue() throws {
    let (folder, file, before, server, stamp) = try Self.served(
      try Self.catalogFolder(), catalog: Self.catalog, id: Self.id, locale: "fr")
    defer { try? FileManager.default.removeItem(at: folder) }
    let value = "Supprimer « %@ » pour de bon ?"
    let saved = try server.post(
      "/alerts/\(Self.id)/strings", try Self.body("title", "fr", value, stamp: stamp))
    #expect(saved.status == 200, "\(saved.text)")
    let after = try String(contentsOf: file, encoding: .utf8)
    let old =
      #""fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Supprimer « %@ » ?" } }"#
    let new =
      #""fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer « %@ » pour de bon ?" } }"#
    #expect(before.contains(old))
    #expect(after == before.replacingOccurrences(of: old, with: new), "\(after)")
    let values = try Self.keyed(server, Self.id, "title")["values"] as? [String: String]
    #expect(values?["fr"] == value)
  }

  @Test("A missing locale entry is inserted like its neighbours and reads back")
  func insertsAMissingLocale() throws {
    let folder = try Self.catalogFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(Self.catalog)
    let original = try String(contentsOf: file, encoding: .utf8)
    // Cancel without its French: the catalog as it was before French was added.
    let en = #"        "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } }"#
    let fr = #"        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Annuler" } }"#
    let without = original.replacingOccurrences(of: en + ",\n" + fr, with: en)
    #expect(without != original)
    try Data(without.utf8).write(to: file)
    let server = try ServeProcess([folder.path])
    let field = "buttons[0].label"
    let stamp = try Self.stamp(server, Self.id, field, "fr")
    let saved = try server.post(
      "/alerts/\(Self.id)/strings", try Self.body(field, "fr", "Annuler", stamp: stamp))
    #expect(saved.status == 200, "\(saved.text)")
    // Written as its neighbours are: the file is the original again, byte for byte.
    #expect(try String(contentsOf: file, encoding: .utf8) == original)
    // Read back by the project's own catalog reader (the server's strings).
    let values = try Self.keyed(server, Self.id, field)["values"] as? [String: String]
    #expect(values?["fr"] == "Annuler")
  }

  @Test("A locale the strings do not have is refused with a sentence naming theirs")
  func refusesAnUnknownLocale() throws {
    let (folder, file, before, server, stamp) = try Self.served(
      try Self.catalogFolder(), catalog: Self.catalog, id: Self.id, locale: "fr")
    defer { try? FileManager.default.removeItem(at: folder) }
    let refused = try server.post(
      "/alerts/\(Self.id)/strings", try Self.body("title", "es", "¿Eliminar?", stamp: stamp))
    #expect(refused.status == 400, "\(refused.text)")
    #expect((refused.json["error"] as? String)?.contains("its locales: de, en, fr") == true)
    #expect(try String(contentsOf: file, encoding: .utf8) == before)
  }

  @Test("A stale stamp is refused with 409 and a sentence, and the catalog is untouched")
  func refusesAStaleStamp() throws {
    let folder = try Self.catalogFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(Self.catalog)
    let server = try ServeProcess([folder.path])
    let stamp = try Self.stamp(server, Self.id, "title", "fr")
    // Someone else changes the catalog after the page read it.
    var text = try String(contentsOf: file, encoding: .utf8)
    text = text.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.0\" ")
    try Data(text.utf8).write(to: file)
    let refused = try server.post(
      "/alerts/\(Self.id)/strings", try Self.body("title", "fr", "Effacer ?", stamp: stamp))
    #expect(refused.status == 409, "\(refused.text)")
    let error = refused.json["error"] as? String ?? ""
    #expect(error.contains("changed on disk") && error.contains("Reload the page"), "\(error)")
    #expect(try String(contentsOf: file, encoding: .utf8) == text)
  }

  @Test("A .strings value with quotes and a newline is escaped and reads back")
  func escapesAStringsValue() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (locale, title) in [("en", "Leave this area?"), ("fr", "Quitter cette zone ?")] {
      let lproj = folder.appendingPathComponent("Strings/\(locale).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data(
        """
        /* The leave alert. */
        "leave.title" = "\(title)";
        "leave.ok" = "OK";

        """.utf8
      ).write(to: lproj.appendingPathComponent("Localizable.strings"))
    }
    try Data(
      #"{"id": "leave", "strings": "Strings", "title": {"key": "leave.title"}, "buttons": [{"label": {"key": "leave.ok"}, "role": "default"}]}"#
        .utf8
    ).write(to: folder.appendingPathComponent("leave.json"))
    let file = folder.appendingPathComponent("Strings/fr.lproj/Localizable.strings")
    let server = try ServeProcess([folder.path])
    let stamp = try Self.stamp(server, "leave", "title", "fr")
    let value = "Quitter « la \"zone\" » ?\nVraiment \\ ?"
    let saved = try server.post(
      "/alerts/leave/strings", try Self.body("title", "fr", value, stamp: stamp))
    #expect(saved.status == 200, "\(saved.text)")
    let after = try String(contentsOf: file, encoding: .utf8)
    #expect(
      after == """
        /* The leave alert. */
        "leave.title" = "Quitter « la \\"zone\\" » ?\\nVraiment \\\\ ?";
        "leave.ok" = "OK";

        """, "\(after)")
    let values = try Self.keyed(server, "leave", "title")["values"] as? [String: String]
    #expect(values?["fr"] == value)
    #expect(
      (try? String(
        contentsOf: folder.appendingPathComponent("Strings/en.lproj/Localizable.strings"),
        encoding: .utf8))?.contains("Leave this area?") == true)
  }

  @Test("An edited translation sent beside the alert is what the preview draws")
  func previewReadsTheEdit() throws {
    let folder = try Self.catalogFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try ServeProcess([folder.path])
    let spec = try #require(try server.request("/alerts/\(Self.id).json").json["spec"] as? String)
    let query = "id=\(Self.id)&locale=fr"
    let plain = try server.post("/render.png?\(query)", spec)
    func drawn(_ title: String) throws -> ServeProcess.Response {
      try server.post(
        "/render.png?\(query)",
        #"{"alert": \#(spec), "strings": [{"field": "title", "locale": "fr", "value": "\#(title)"}]}"#
      )
    }
    let same = try drawn("Supprimer « %@ » ?")
    let edited = try drawn("Zut %@")
    #expect(plain.status == 200 && same.status == 200 && edited.status == 200, "\(edited.text)")
    #expect(plain.body.pngSize != nil)
    #expect(same.body == plain.body, "the stored text sent as an edit draws differently")
    #expect(edited.body != plain.body, "the edited French title is not drawn")
  }

  @Test("A catalog outside the served folders is never written, and says why")
  func refusesACatalogOutside() throws {
    let root = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("app")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent("Examples/Strings"),
      to: root.appendingPathComponent("Strings"))
    let spec = try String(
      contentsOf: Binary.root.appendingPathComponent("Examples/\(Self.id).json"), encoding: .utf8)
    try Data(
      spec.replacingOccurrences(of: #""Strings/"#, with: #""../Strings/"#).utf8
    ).write(to: app.appendingPathComponent("\(Self.id).json"))
    let file = root.appendingPathComponent(Self.catalog)
    let before = try String(contentsOf: file, encoding: .utf8)
    let server = try ServeProcess([app.path])
    let stamp = try Self.stamp(server, Self.id, "title", "fr")
    let refused = try server.post(
      "/alerts/\(Self.id)/strings", try Self.body("title", "fr", "Effacer ?", stamp: stamp))
    #expect(refused.status == 403, "\(refused.text)")
    let error = refused.json["error"] as? String ?? ""
    #expect(error.contains("is outside the served folders, so serve does not write it"), "\(error)")
    #expect(try String(contentsOf: file, encoding: .utf8) == before)
  }

  @Test("An alert from Swift source is read-only: its strings are never written")
  func refusesSwiftSource() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let id = "account-view-controller-confirm-rename-rename-account"
    let refused = try server.post(
      "/alerts/\(id)/strings",
      try Self.body("title", "fr", "Renommer", stamp: String(repeating: "0", count: 64)))
    #expect(refused.status == 403, "\(refused.text)")
    #expect((refused.json["error"] as? String)?.contains("Swift source") == true)
  }
}
