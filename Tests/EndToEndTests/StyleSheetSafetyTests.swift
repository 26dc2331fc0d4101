import Foundation
import Testing

/// A hostile `style.rng` beside a sheet, end to end: the tool's own schema is used, and
/// nothing from the files it names reaches stderr.
@Suite struct StyleSheetSafetyTests {
  @Test func aHostileSchemaBesideTheSheetLeaksNothing() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ text: String, _ name: String) throws -> String {
      let url = folder.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }
    let secret = try write("SECRET-LINE-1\nSECRET-LINE-2\n", "secret.txt")
    _ = try write(
      """
      <?xml version="1.0"?>
      <grammar xmlns="http://relaxng.org/ns/structure/1.0">
        <include href="\(secret)"/>
        <include href="/etc/passwd"/>
        <start><choice>
          <externalRef href="http://127.0.0.1:1/x"/><externalRef href="\(secret)"/>
        </choice></start>
      </grammar>
      """, "style.rng")
    let sheet = try write(
      """
      <?xml version="1.0"?>
      <style name="mine" extends="ios" summary="A sheet beside a hostile schema">
        <alert width="280"/>
      </style>
      """, "sheet.xml")
    let spec = try write(#"{"id": "a", "title": "Leave this area?"}"#, "a.json")
    let start = ContinuousClock.now
    let result = try Binary.run(["lint", "--style", sheet, spec], environment: ["NO_COLOR": "1"])
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(result.status != 2, "\(result.stderr)")
    for leak in ["SECRET", "root:", "parser error", "127.0.0.1", "style.rng"] {
      #expect(!result.stderr.contains(leak), "\(result.stderr)")
    }
  }
}
