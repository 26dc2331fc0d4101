import Foundation
import Testing

/// Bidi controls in a spec never reach a person's screen raw (they would reverse the tool's
/// own sentence and rule id), and `bidi-control` reports them in the copy.
@Suite(.serialized) struct BidiControlTests {
  /// A folder with a spec whose title, a label and an unknown field's name hold U+202E.
  func folder() throws -> URL {
    let folder = try Binary.temporaryFolder()
    let spec =
      "{\"id\": \"bidi\", \"title\": \"Delete \\u202Eotohp\\u202C?\",\n"
      + " \"buttons\": [{\"label\": \"Cancel\", \"role\": \"cancel\"}, "
      + "{\"label\": \"Delete\u{202E}.\", \"role\": \"destructive\"}]}\n"
    try spec.write(
      to: folder.appendingPathComponent("bidi.json"), atomically: true, encoding: .utf8)
    try "{\"id\": \"bad\", \"title\": \"Saved\", \"ti\u{2067}tle\": \"x\"}\n".write(
      to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test(arguments: ["text", "github", "junit", "sarif"])
  func everyHumanFacingFormatEscapesThem(format: String) throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Binary.run(
      ["lint", folder.path, "--format", format], environment: ["NO_COLOR": "1"])
    let output = result.stdout + result.stderr
    #expect(result.status == 2, "\(output)")
    for code in [0x202E, 0x202C, 0x2067] {
      let scalar = try #require(Unicode.Scalar(code))
      #expect(!output.unicodeScalars.contains(scalar), "U+\(code): \(output.debugDescription)")
    }
    #expect(output.contains(#"\u{202E}"#), "\(output)")
    #expect(output.contains(#"\u{2067}"#), "\(output)")
  }

  @Test func theRuleFiresAtTheControlInTheTitle() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Binary.run(["lint", folder.path], environment: ["NO_COLOR": "1"])
    #expect(
      result.stderr.contains(
        #"bidi.json:1:33: error: the title holds the bidi control \u{202E}, which reorders"#),
      "\(result.stderr)")
    #expect(
      result.stderr.contains(#"bidi.json:2:"#) && result.stderr.contains("button 2 holds"),
      "\(result.stderr)")
  }

  /// The `ar-XB` pseudo-locale wraps text in U+202E/U+202C on purpose: never a finding.
  @Test func thePseudoLocalesOwnOverridesAreNotFindings() throws {
    let result = try Binary.run(
      ["lint", "Tests/Fixtures/Strings/Photos/delete-album.json", "--locale", "ar-XB"],
      environment: ["NO_COLOR": "1"])
    #expect(!result.stderr.contains("bidi-control"), "\(result.stderr)")
  }
}
