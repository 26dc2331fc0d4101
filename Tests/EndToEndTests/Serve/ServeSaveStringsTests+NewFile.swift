import Foundation
import Testing

/// Saving a translation into a locale whose `<locale>.lproj/<Table>.strings` does not exist
/// yet: created (with its folder) when the page read it as missing, refused when it appeared
/// since.
extension ServeSaveStringsTests {
  /// A folder whose strings have `Localizable` in en.lproj and fr.lproj, and German only in
  /// `InfoPlist.xcstrings`, so German is one of the alert's locales with no
  /// `de.lproj/Localizable.strings` and no `de.lproj` folder.
  static func germanlessFolder() throws -> URL {
    let folder = try Binary.temporaryFolder()
    let strings = folder.appendingPathComponent("Strings")
    for (locale, title) in [("en", "Leave this area?"), ("fr", "Quitter cette zone ?")] {
      let lproj = strings.appendingPathComponent("\(locale).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data("\"leave.title\" = \"\(title)\";\n".utf8)
        .write(to: lproj.appendingPathComponent("Localizable.strings"))
    }
    try Data(
      #"{"sourceLanguage": "en", "strings": {"CFBundleName": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Karte"}}}}}, "version": "1.0"}"#
        .utf8
    ).write(to: strings.appendingPathComponent("InfoPlist.xcstrings"))
    try Data(
      #"{"id": "leave", "strings": "Strings", "title": {"key": "leave.title"}, "buttons": [{"label": "OK", "role": "default"}]}"#
        .utf8
    ).write(to: folder.appendingPathComponent("leave.json"))
    return folder
  }

  /// ``germanlessFolder()`` served, with the German `.lproj` folder and file it lacks; the
  /// page reads the German file as missing (an empty stamp).
  static func servedWithoutGerman() throws -> (
    folder: URL, lproj: URL, file: URL, server: ServeProcess
  ) {
    let folder = try germanlessFolder()
    let lproj = folder.appendingPathComponent("Strings/de.lproj")
    let server = try ServeProcess([folder.path])
    #expect(try stamp(server, "leave", "title", "de") == "")
    return (folder, lproj, lproj.appendingPathComponent("Localizable.strings"), server)
  }

  @Test("A locale with no .lproj file yet gets its folder and file, holding the key")
  func createsAStringsFile() throws {
    let (folder, lproj, file, server) = try Self.servedWithoutGerman()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(!FileManager.default.fileExists(atPath: lproj.path))
    let saved = try server.post(
      "/alerts/leave/strings",
      try Self.body("title", "de", "Diesen \"Bereich\" verlassen?", stamp: ""))
    #expect(saved.status == 200, "\(saved.text)")
    #expect(
      try String(contentsOf: file, encoding: .utf8)
        == "\"leave.title\" = \"Diesen \\\"Bereich\\\" verlassen?\";\n")
    let stamps = saved.json["stamps"] as? [String: String]
    #expect(stamps?.values.first?.count == 64, "\(saved.text)")
    let values = try Self.keyed(server, "leave", "title")["values"] as? [String: String]
    #expect(values?["de"] == "Diesen \"Bereich\" verlassen?")
    #expect(try Self.stamp(server, "leave", "title", "de") == stamps?.values.first)
    // The page's empty stamp is old now: a second save from it is refused.
    let again = try server.post(
      "/alerts/leave/strings", try Self.body("title", "de", "Verlassen?", stamp: ""))
    #expect(again.status == 409, "\(again.text)")
  }

  @Test("A file created since the page read it as missing is refused, and kept as it is")
  func refusesAFileCreatedMeanwhile() throws {
    let (folder, lproj, file, server) = try Self.servedWithoutGerman()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Someone else adds German after the page read the strings.
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    let theirs = Data("\"leave.title\" = \"Bereich verlassen?\";\n".utf8)
    try theirs.write(to: file)
    let refused = try server.post(
      "/alerts/leave/strings", try Self.body("title", "de", "Verlassen?", stamp: ""))
    #expect(refused.status == 409, "\(refused.text)")
    let error = refused.json["error"] as? String ?? ""
    #expect(error.contains("was created since this page read the strings"), "\(error)")
    #expect(error.contains("Reload the page"), "\(error)")
    #expect(try Data(contentsOf: file) == theirs)
  }
}
