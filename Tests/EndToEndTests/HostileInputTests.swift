import Foundation
import Testing

/// Hostile specs end to end: terminal escapes are shown, never obeyed, and the documented
/// limits are input errors that come back in well under two seconds.
@Suite(.serialized) struct HostileInputTests {
  /// A folder holding one spec file `name` with `text`; removed by the caller.
  func spec(_ text: String, name: String = "hostile.json") throws -> URL {
    let folder = try Binary.temporaryFolder()
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return folder
  }

  /// Runs `lint` on `folder` and returns the result with the wall-clock seconds it took.
  func lint(_ folder: URL, _ extra: [String] = []) throws -> (Binary.Result, Duration) {
    let start = ContinuousClock.now
    let result = try Binary.run(["lint", folder.path] + extra, environment: ["NO_COLOR": "1"])
    return (result, ContinuousClock.now - start)
  }

  @Test func terminalEscapesInASpecReachStderrEscaped() throws {
    let folder = try spec(
      #"""
      {"id": "pwned", "title": "Hi \u001B]0;pwned\u0007 \u001B[2J",
       "ti\u001B]0;pwned\u0007tle\u001B[2J": "x"}
      """#)
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in ["text", "github"] {
      let (result, _) = try lint(folder, ["--format", format])
      let output = result.stderr + result.stdout
      #expect(result.status == 2, "\(output)")
      #expect(!output.contains("\u{1B}"), "\(output.debugDescription)")
      #expect(!output.contains("\u{07}"), "\(output.debugDescription)")
      #expect(output.contains(#"unknown field 'ti\u{1B}]0;pwned\u{7}tle\u{1B}[2J'"#), "\(output)")
      #expect(output.contains("the title contains the control character U+001B (ESC)"), "\(output)")
    }
  }

  @Test func aNULInALabelIsAnInputErrorNotATruncatedButton() throws {
    let folder = try spec(
      #"{"id": "keep", "title": "Delete?", "buttons": [{"label": "Keep\u0000 (deletes everything)"}]}"#
    )
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, _) = try lint(folder)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "hostile.json:1:58: error: the label of 'buttons[0]' contains the control character "
          + #"U+0000 (NUL) after "Keep""#), "\(result.stderr)")
    #expect(!result.stderr.contains("\u{0}"))
  }

  /// The worst cases of docs/measurements.md ("Limits"), each refused (or linted) in under two
  /// seconds.
  static let worstCases: [(name: String, text: String, message: String)] = [
    (
      "a 100,000-character word in a title",
      #"{"id": "word", "title": ""# + String(repeating: "a", count: 100_000) + #""}"#,
      "hostile.json:1:25: error: the title is 100,000 characters long; alerts are limited to 1,000"
    ),
    (
      "10,000 buttons",
      #"{"id": "many", "title": "Pick one?", "buttons": ["#
        + (0..<10_000).map { #"{"label": "B\#($0)"}"# }.joined(separator: ",") + "]}",
      "hostile.json:1:49: error: this alert has 10,000 buttons; alerts are limited to 20"
    ),
    (
      "a 250-character id",
      #"{"id": ""# + String(repeating: "a", count: 250) + #"", "title": "Long?"}"#,
      "hostile.json:1:8: error: the id is 250 characters long; ids are limited to 64"
    ),
    (
      "a 5 MB spec file",
      #"{"id": "big", "title": "Big?"}"# + String(repeating: " ", count: 5 << 20),
      "hostile.json:1:1: error: this spec file is 5,242,910 bytes; spec files are limited to 1,048,576"
    ),
  ]

  @Test(arguments: worstCases.indices) func worstCaseIsRefusedQuickly(index: Int) throws {
    let worst = Self.worstCases[index]
    let folder = try spec(worst.text)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, time) = try lint(folder)
    #expect(result.status == 2, "\(worst.name): \(result.stderr.prefix(500))")
    #expect(result.stderr.contains(worst.message), "\(worst.name): \(result.stderr.prefix(500))")
    #expect(time < .seconds(2), "\(worst.name) took \(time)")
  }

  /// An alert at every limit at once (unbreakable 1,000-character title and message, 20 long
  /// labels, 5 full text fields) is linted in every default configuration in under 2 s.
  @Test func anAlertAtEveryLimitLintsInUnderTwoSeconds() throws {
    let labels = (0..<20).map {
      #"{"label": "\#(String(repeating: "w", count: 98))\#($0 % 10)\#($0 / 10)"}"#
    }
    let fields = (0..<5).map { _ in
      #"{"placeholder": "\#(String(repeating: "p", count: 200))", "text": "\#(String(repeating: "t", count: 200))"}"#
    }
    let folder = try spec(
      #"{"id": ""# + String(repeating: "m", count: 64) + #"", "title": ""#
        + String(repeating: "a", count: 1_000) + #"", "message": ""#
        + String(repeating: "b", count: 1_000) + #"", "buttons": ["# + labels.joined(separator: ",")
        + #"], "textFields": ["# + fields.joined(separator: ",") + "]}")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, time) = try lint(folder)
    #expect(result.status == 1, "\(result.stderr.prefix(500))")
    #expect(result.stderr.contains("in 1 alert"), "\(result.stderr.suffix(300))")
    #expect(time < .seconds(2), "linting the largest alert took \(time)")
  }
}
