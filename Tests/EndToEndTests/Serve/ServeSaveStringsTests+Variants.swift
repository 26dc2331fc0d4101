import Foundation
import Testing

/// Saving and previewing one form of a String Catalog translation that varies (plural, device,
/// plural inside a device, a substitution's plural), and a `.stringsdict` plural refused.
extension ServeSaveStringsTests {
  static let variantsID = "photos-deleted"

  /// A folder holding `Tests/Fixtures/Strings/Variants`: the photos-deleted alert and its
  /// catalog.
  static func variantsFolder() throws -> URL {
    let folder = try Binary.temporaryFolder()
    let fixture = Binary.root.appendingPathComponent("Tests/Fixtures/Strings/Variants")
    for name in ["photos-deleted.json", "Localizable.xcstrings"] {
      try FileManager.default.copyItem(
        at: fixture.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    return folder
  }

  /// A `{"strings": [...]}` body of `edits`, each `[field, locale, variant, value]` (an empty
  /// variant is left out), all with `stamp`.
  static func body(_ edits: [[String]], stamp: String) throws -> String {
    let strings = edits.map { edit -> [String: String] in
      var item = ["field": edit[0], "locale": edit[1], "value": edit[3], "stamp": stamp]
      if !edit[2].isEmpty { item["variant"] = edit[2] }
      return item
    }
    let data = try JSONSerialization.data(withJSONObject: ["strings": strings])
    return String(decoding: data, as: UTF8.self)
  }

  @Test("GET lists each form of a translation that varies, with its label and value")
  func listsForms() throws {
    let folder = try Self.variantsFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try ServeProcess([folder.path])
    func forms(_ field: String, _ locale: String) throws -> [String] {
      let text = try Self.keyed(server, Self.variantsID, field)
      let forms = (text["forms"] as? [String: [[String: String]]])?[locale] ?? []
      return forms.map { "\($0["variant"] ?? "?") | \($0["label"] ?? "?") | \($0["value"] ?? "?")" }
    }
    #expect(
      try forms("title", "en") == [
        "plural.one | One | %lld photo deleted", "plural.other | Other | %lld photos deleted",
      ])
    #expect(
      try forms("title", "pl") == [
        " | Text | Usunięto %#@photos@",
        "substitutions.photos.plural.one | photos: One | %arg zdjęcie",
        "substitutions.photos.plural.few | photos: Few | %arg zdjęcia",
        "substitutions.photos.plural.many | photos: Many | %arg zdjęć",
      ])
    #expect(
      try forms("message", "en") == [
        "device.iphone.plural.one | iPhone · One | Tap the photo",
        "device.iphone.plural.other | iPhone · Other | Tap the %lld photos",
        "device.mac.plural.one | Mac · One | Click the photo",
        "device.mac.plural.other | Mac · Other | Click the %lld photos",
        "device.other | Other devices | Touch the photos",
      ])
    let title = try Self.keyed(server, Self.variantsID, "title")
    #expect((title["varies"] as? [String]) == [])
    #expect((title["values"] as? [String: String]) == [:])
  }

  /// ``variantsFolder()`` served: its catalog, the catalog's text before any save, and the
  /// catalog's stamp as the page reads it.
  static func servedVariants() throws -> (
    folder: URL, file: URL, before: String, server: ServeProcess, stamp: String
  ) {
    try served(
      try variantsFolder(), catalog: "Localizable.xcstrings", id: variantsID, locale: "en")
  }

  @Test("Saving plural, device and substitution forms changes only those values' bytes")
  func savesForms() throws {
    let (folder, file, before, server, stamp) = try Self.servedVariants()
    defer { try? FileManager.default.removeItem(at: folder) }
    let saved = try server.post(
      "/alerts/\(Self.variantsID)/strings",
      try Self.body(
        [
          ["title", "en", "plural.one", "One photo is gone"],
          ["message", "en", "device.iphone.plural.other", "Tap all %lld photos"],
          ["title", "pl", "substitutions.photos.plural.few", "%arg zdjęcia!"],
        ], stamp: stamp))
    #expect(saved.status == 200, "\(saved.text)")
    let expected =
      before
      .replacingOccurrences(of: #""%lld photo deleted""#, with: #""One photo is gone""#)
      .replacingOccurrences(of: #""Tap the %lld photos""#, with: #""Tap all %lld photos""#)
      .replacingOccurrences(
        of: #""state" : "needs_review", "value" : "%arg zdjęcia""#,
        with: #""state" : "translated", "value" : "%arg zdjęcia!""#)
    #expect(expected != before)
    #expect(try String(contentsOf: file, encoding: .utf8) == expected)
    let forms = try Self.keyed(server, Self.variantsID, "title")["forms"] as? [String: Any]
    let english = forms?["en"] as? [[String: String]]
    #expect(english?.first?["value"] == "One photo is gone")
  }

  @Test("A form the locale lacks, and a plain value for one that varies, are refused")
  func refusesMissingForms() throws {
    let (folder, file, before, server, stamp) = try Self.servedVariants()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (variant, reason) in [
      ("plural.few", "has no Few form"), ("", "varies by plural or device"),
      ("plural.lots", "is not a form of a translation"),
    ] {
      let refused = try server.post(
        "/alerts/\(Self.variantsID)/strings",
        try Self.body([["title", "en", variant, "x"]], stamp: stamp))
      #expect(refused.status == 409 || refused.status == 400, "\(refused.text)")
      #expect((refused.json["error"] as? String)?.contains(reason) == true, "\(refused.text)")
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == before)
  }

  @Test("A form edited beside the alert is drawn where the reader shows it")
  func previewDrawsForm() throws {
    let folder = try Self.variantsFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try ServeProcess([folder.path])
    let id = Self.variantsID
    let spec = try #require(try server.request("/alerts/\(id).json").json["spec"] as? String)
    func drawn(_ locale: String, _ edits: [[String]]) throws -> Data {
      let strings = edits.map {
        ["field": $0[0], "locale": locale, "variant": $0[1], "value": $0[2]]
      }
      let list = String(
        decoding: try JSONSerialization.data(withJSONObject: strings), as: UTF8.self)
      let response = try server.post(
        "/render.png?id=\(id)&locale=\(locale)", #"{"alert": \#(spec), "strings": \#(list)}"#)
      #expect(response.status == 200, "\(response.text)")
      return response.body
    }
    // Three photos: English draws `other`, Polish `few`; the reader takes the iPhone's text.
    let english = try drawn("en", [])
    #expect(try drawn("en", [["title", "plural.one", "Gone"]]) == english)
    #expect(try drawn("en", [["title", "plural.other", "Gone"]]) != english)
    #expect(try drawn("en", [["message", "device.mac.plural.other", "Gone"]]) == english)
    #expect(try drawn("en", [["message", "device.iphone.plural.other", "Gone"]]) != english)
    let polish = try drawn("pl", [])
    #expect(try drawn("pl", [["title", "substitutions.photos.plural.many", "%arg x"]]) == polish)
    #expect(try drawn("pl", [["title", "substitutions.photos.plural.few", "%arg x"]]) != polish)
    // The findings read the edited form too: the Polish few form no longer needs review.
    let findings = { (edits: String) in
      try server.post(
        "/alerts/\(id)/findings?locale=pl", #"{"alert": \#(spec), "strings": \#(edits)}"#
      ).text
    }
    #expect(try findings("[]").contains("needs_review"))
    #expect(
      try !findings(
        #"[{"field": "title", "locale": "pl", "variant": "substitutions.photos.plural.few", "value": "%arg zdjęcia"}]"#
      ).contains("needs_review"))
  }

  @Test("A .stringsdict plural is refused with a sentence to edit it in Xcode")
  func refusesStringsdict() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent("Tests/Fixtures/Strings/Legacy"),
      to: folder.appendingPathComponent("Strings"))
    try Data(
      #"{"id": "unsent", "strings": "Strings", "title": {"key": "sign-out.title"}, "message": {"key": "sign-out.unsent", "arguments": [2]}, "buttons": [{"label": "OK", "role": "default"}]}"#
        .utf8
    ).write(to: folder.appendingPathComponent("unsent.json"))
    let file = folder.appendingPathComponent("Strings/de.lproj/Localizable.strings")
    let before = try Data(contentsOf: file)
    let server = try ServeProcess([folder.path])
    let message = try Self.keyed(server, "unsent", "message")
    #expect((message["varies"] as? [String])?.contains("de") == true)
    let stamp = try Self.stamp(server, "unsent", "message", "de")
    let refused = try server.post(
      "/alerts/unsent/strings", try Self.body("message", "de", "Du hast %d.", stamp: stamp))
    #expect(refused.status == 409, "\(refused.text)")
    #expect(
      (refused.json["error"] as? String)?.contains(
        "varies by plural in de.lproj/Localizable.stringsdict, and serve does not edit "
          + ".stringsdict files; change its forms in Xcode") == true, "\(refused.text)")
    #expect(try Data(contentsOf: file) == before)
  }
}
