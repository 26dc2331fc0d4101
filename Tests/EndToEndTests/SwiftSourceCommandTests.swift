import Foundation
import Testing

/// `extract`, and `lint` on Swift sources, end to end on `Tests/Fixtures/SwiftSources`.
@Suite struct SwiftSourceCommandTests {
  static let fixtures = "Tests/Fixtures/SwiftSources"

  @Test func lintPointsAtTheSwiftLiterals() throws {
    let result = try Binary.run(["lint", Self.fixtures], environment: ["NO_COLOR": "1"])
    #expect(result.status == 1, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix(
          "Tests/Fixtures/SwiftSources/Settings/SettingsView.swift:36:16: warning: cancel button "
            + "is labelled “Keep Items”")
          && $0.hasSuffix("[cancel-label]")
      }, "\(result.stderr)")
    #expect(
      lines.contains {
        $0.hasPrefix("Tests/Fixtures/SwiftSources/AccountViewController.swift:25:17: error: ")
          && $0.hasSuffix("[title-required]")
      }, "\(result.stderr)")
    // The UIKit action sheet is linted as a sheet: it lacks the Cancel a sheet needs.
    #expect(
      lines.contains {
        $0.hasPrefix("Tests/Fixtures/SwiftSources/AccountViewController.swift:31:17: warning: ")
          && $0.hasSuffix("[sheet-cancel-missing]")
      }, "\(result.stderr)")
    #expect(!lines.contains { $0.contains(": note: ") }, "\(result.stderr)")
  }

  @Test func sarifNamesTheSwiftFile() throws {
    let result = try Binary.run(["lint", Self.fixtures, "--format", "sarif"])
    let sarif = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let runs = try #require(sarif["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let places = results.compactMap { result -> String? in
      guard let location = (result["locations"] as? [[String: Any]])?.first,
        let physical = location["physicalLocation"] as? [String: Any],
        let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String,
        let region = physical["region"] as? [String: Any],
        let line = region["startLine"] as? Int, let column = region["startColumn"] as? Int
      else { return nil }
      return "\(uri):\(line):\(column)"
    }
    #expect(places.contains { $0.hasSuffix("Settings/SettingsView.swift:36:16") }, "\(places)")
    #expect(places.allSatisfy { $0.contains(".swift:") }, "\(places)")
  }

  /// Each run hashes with a fresh seed, so a result that hung on a dictionary's order would
  /// differ between runs; helpers of the same name and copy across files make it likely.
  @Test func extractIsTheSameInEveryRun() throws {
    let runs = try (0..<3).map { _ in
      try Binary.run(["extract", "Tests/Fixtures/SwiftFactories", "Tests/Fixtures/SwiftRepository"])
    }
    #expect(runs[0].status == 0, "\(runs[0].stderr)")
    #expect(runs.allSatisfy { $0.stdout == runs[0].stdout })
  }

  @Test func extractPrintsOneSpecFileAndASummary() throws {
    let result = try Binary.run(["extract", Self.fixtures])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.hasSuffix("found 10 alerts in 3 files; 2 with placeholders\n"))
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let alerts = try #require(document["alerts"] as? [[String: Any]])
    #expect(
      alerts.compactMap { $0["id"] as? String } == [
        "account-view-controller-confirm-rename-rename-account",
        "account-view-controller-warn-offline-offline-message",
        "account-view-controller-share-sheet-share",
        "welcome-view-body-welcome-aboard", "welcome-view-body-update-available",
        "welcome-view-body-use-face-id", "settings-view-body-sign-out",
        "settings-view-body-delete-itemcount-items", "settings-view-body-reset-all-settings",
        "settings-view-body-camera",
      ])
    #expect(alerts.first?["preferred"] as? String == "RENAME")
  }

  @Test func extractWritesSpecsThatLintReadsBack() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("specs").path
    let result = try Binary.run(["extract", Self.fixtures, "--out", out])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(names.first == "account-view-controller-confirm-rename-rename-account.json")
    #expect(names.count == 10)
    let spec = try String(
      contentsOfFile: out + "/settings-view-body-sign-out.json", encoding: .utf8)
    #expect(spec.contains(#""title": "Sign out?""#))
    let lint = try Binary.run(["lint", out], environment: ["NO_COLOR": "1"])
    #expect(lint.stderr.contains("in 10 alerts"), "\(lint.stderr)")
    let sheet = try String(contentsOfFile: out + "/settings-view-body-camera.json", encoding: .utf8)
    #expect(sheet.contains(#""style": "actionSheet""#))
  }

  @Test func ignoreCommentSuppressesAFinding() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Leave.swift")
    let source = """
      let view = Color.clear
        // alert-preview:ignore cancel-label — "Keep Editing" is clearer here
        .alert("Leave this page?", isPresented: $leaving) {
          Button("Keep Editing", role: .cancel) {}
          Button("Leave", role: .destructive) {}
        } message: {
          Text("Your changes will not be saved.")
        }
      """
    try source.write(to: file, atomically: true, encoding: .utf8)
    let plain = try Binary.run(["lint", file.path], environment: ["NO_COLOR": "1"])
    #expect(!plain.stderr.contains("[cancel-label]"), "\(plain.stderr)")
    let json = try Binary.run(["lint", file.path, "--format", "json"])
    #expect(json.stdout.contains("cancel-label"), "\(json.stdout)")
    #expect(json.stdout.contains("is clearer here"), "\(json.stdout)")
  }

  /// A spec beside the sources with an alert's id corrects its copy and adds a trigger; the
  /// findings about what the spec wrote point at the spec, the rest at the Swift call.
  @Test func aSpecWithTheSameIDJoinsTheAlert() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let overlay = folder.appendingPathComponent("settings-view-body-delete-itemcount-items.json")
    try #"""
    {"id": "settings-view-body-delete-itemcount-items", "trigger": "destructive-action",
     "buttons": [{"label": "Delete All", "role": "destructive"},
                 {"label": "Cancel", "role": "cancel"}]}
    """#.write(to: overlay, atomically: true, encoding: .utf8)
    let settings = Self.fixtures + "/Settings"
    let alone = try Binary.run(["lint", settings], environment: ["NO_COLOR": "1"])
    #expect(alone.stderr.contains("[cancel-label]"))
    let joined = try Binary.run(["lint", settings, overlay.path], environment: ["NO_COLOR": "1"])
    #expect(!joined.stderr.contains("[cancel-label]"), "\(joined.stderr)")
    #expect(joined.stderr.contains("in 4 alerts"), "one alert, not a fifth: \(joined.stderr)")
    let layout = try Binary.run([
      "layout", settings, overlay.path, "--device", "iphone-se", "--orientation", "portrait",
    ])
    #expect(layout.stdout.contains("\"Cancel\""))
  }
}
