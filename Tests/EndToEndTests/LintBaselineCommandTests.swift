import Foundation
import Testing

/// `lint --baseline FILE`: the first run records today's findings and passes; later runs report
/// only findings the baseline does not hold, in every format (SARIF marks them `new`).
@Suite struct LintBaselineCommandTests {
  static let spec = #"""
    {"alerts": [
      {"id": "delete-draft", "title": "Delete Draft?", "message": "This can't be undone.",
       "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}]},
      {"id": "saved", "title": "Error", "buttons": [{"label": "Ok"}]}
    ]}
    """#

  private func project() throws -> URL {
    let folder = try Binary.temporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Alerts"), withIntermediateDirectories: true)
    try Self.spec.write(
      to: folder.appendingPathComponent("Alerts/alerts.json"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func theFirstRunRecordsAndLaterRunsReportOnlyNewFindings() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let baseline = folder.appendingPathComponent("baseline.json").path
    // Two warnings, which fail a --strict run.
    let before = try Binary.run(
      ["lint", "Alerts", "--strict"], in: folder, environment: ["NO_COLOR": "1"])
    #expect(before.status == 1, "\(before.stderr)")
    let recorded = try Binary.run(
      ["lint", "Alerts", "--strict", "--baseline", baseline], in: folder,
      environment: ["NO_COLOR": "1"])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stderr.contains("recorded "), "\(recorded.stderr)")
    #expect(recorded.stderr.hasSuffix(" known from the baseline\n"), "\(recorded.stderr)")
    // Moving the alerts in their file keeps every finding known.
    let moved = "\n\n" + Self.spec
    try moved.write(
      to: folder.appendingPathComponent("Alerts/alerts.json"), atomically: true, encoding: .utf8)
    let again = try Binary.run(
      ["lint", "Alerts", "--baseline", baseline], in: folder, environment: ["NO_COLOR": "1"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stderr.hasPrefix("0 errors, 0 warnings, 0 suggestions"), "\(again.stderr)")
    // A new finding is reported alone, and marked new in SARIF.
    let changed = moved.replacingOccurrences(
      of: #""label": "Delete""#, with: #""label": "Delete.""#)
    try changed.write(
      to: folder.appendingPathComponent("Alerts/alerts.json"), atomically: true, encoding: .utf8)
    let text = try Binary.run(
      ["lint", "Alerts", "--baseline", baseline], in: folder, environment: ["NO_COLOR": "1"])
    let findings = text.stderr.split(separator: "\n").filter {
      $0.contains("delete-draft") || $0.contains(": warning: ") || $0.contains(": error: ")
        || $0.contains(": suggestion: ")
    }
    #expect(findings.count == 1, "\(text.stderr)")
    #expect(findings.first?.contains("[button-no-period]") == true, "\(text.stderr)")
    let sarif = try Binary.run(
      ["lint", "Alerts", "--baseline", baseline, "--format", "sarif"], in: folder)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results.first?["baselineState"] as? String == "new")
  }

  @Test func theProjectFileNamesTheBaseline() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "include: [Alerts]\nbaseline: .alert-preview/baseline.json\n".write(
      to: folder.appendingPathComponent(".alert-preview.yml"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".alert-preview"), withIntermediateDirectories: true)
    let first = try Binary.run(["lint"], in: folder, environment: ["NO_COLOR": "1"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(".alert-preview/baseline.json").path))
  }

  @Test func aFileThatIsNotABaselineIsAnError() throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "[]".write(
      to: folder.appendingPathComponent("baseline.json"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["lint", "Alerts", "--baseline", "baseline.json"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "baseline.json: this is not a baseline alert-preview wrote"), "\(result.stderr)")
  }
}
