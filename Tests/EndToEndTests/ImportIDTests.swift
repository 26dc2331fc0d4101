import Foundation
import Testing

/// `import` never writes two alerts to one file, and writes only ids every command accepts.
@Suite struct ImportIDTests {
  @Test func keysThatMakeOneIDBecomeTwoSpecsTheLoaderReads() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let long = String(repeating: "settings.", count: 9) + "title"
    let keys = ["a/b.title": "First", "a..b.title": "Second", long: "Long"]
    let strings = keys.mapValues { value in
      ["localizations": ["en": ["stringUnit": ["state": "translated", "value": value]]]]
    }
    let catalog: [String: Any] = ["sourceLanguage": "en", "strings": strings]
    try JSONSerialization.data(withJSONObject: catalog).write(
      to: folder.appendingPathComponent("Localizable.xcstrings"))
    let imported = try Binary.run(
      ["import", "Localizable.xcstrings", "--out", "specs"], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      imported.stderr.contains(
        "note: the keys a..b.* and a/b.* both make the id 'a-b'; the spec of a/b.* is a-b-"),
      "\(imported.stderr)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("specs").path)
    #expect(files.count == 3, "\(files)")
    #expect(files.contains("a-b.json"))
    let lint = try Binary.run(["lint", "specs"], in: folder, environment: ["NO_COLOR": "1"])
    #expect(lint.status != 2, "every imported spec loads: \(lint.stderr)")
    #expect((lint.stdout + lint.stderr).contains(" in 3 alerts"), "\(lint.stdout)\(lint.stderr)")
  }
}
