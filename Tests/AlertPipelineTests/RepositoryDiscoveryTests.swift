import AlertRun
import Foundation
import Testing

@testable import AlertPipeline

/// A repository's root read as a whole: its Swift alerts and its specs are read, and what is
/// neither (a root `package.json`, asset catalogs, dependencies, `.git`) is passed by without
/// a word, counted under `--verbose`.
@Suite struct RepositoryDiscoveryTests {
  /// A small repository laid out as real iOS apps are.
  private func repository() throws -> URL {
    let files: [String: String] = [
      "package.json": #"{"name": "tools", "version": "1.0.0", "private": true}"#,
      "renovate.json": #"{"extends": ["config:base"]}"#,
      ".vscode/settings.json": #"{"id": "editor", "x": 1, "y": 2}"#,
      "App/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
      "App/Assets.xcassets/AppIcon.appiconset/Contents.json": #"{"images": []}"#,
      "App/Settings/SettingsView.swift": """
      import SwiftUI
      struct SettingsView: View {
        @State var asking = false
        var body: some View {
          Text("Settings").alert("Sign out?", isPresented: $asking) {
            Button("Sign Out", role: .destructive) {}
          }
        }
      }
      """,
      "Pods/Vendor/VendorAlert.swift": """
      import UIKit
      let vendor = UIAlertController(title: "Vendor", message: nil, preferredStyle: .alert)
      """,
      "node_modules/x/package.json": #"{"name": "x"}"#,
      "Carthage/Checkouts/Lib/Lib.swift": """
      import SwiftUI
      let a = Text("x").alert("Lib", isPresented: .constant(true)) {}
      """,
      "design/alerts/delete.json": #"{"id": "delete-draft", "title": "Delete Draft?"}"#,
    ]
    return try TemporaryTree.make(files, prefix: "repo")
  }

  @Test func aRepositoryRootReadsItsSwiftAlertsAndSpecsAndNothingElse() throws {
    let root = try repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let sink = CollectingSink()
    let run = try Run.start(
      RunPlan(paths: [root.path], inputs: InputOptions(verbose: true), label: "lint"), sink: sink)
    #expect(run.inputs.diagnostics.isEmpty, "\(run.inputs.diagnostics)")
    #expect(run.inputs.specs.count == 2)
    #expect(run.inputs.specs.compactMap(\.title).sorted() == ["Delete Draft?", "Sign out?"])
    #expect(run.exitCode() == 0)
    let summary = try #require(sink.lines.first { $0.hasPrefix("inputs:") })
    #expect(
      summary
        == "inputs: 1 Swift file, 1 spec file; 2 alerts in all; passed by 2 JSON files that "
        + "are not specs, 1 asset catalog, 3 dependency folders, 1 hidden folder")
  }

  @Test func aFolderWithNothingToReadIsOneError() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try #"{"name": "tools"}"#.write(
      to: root.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: root) }
    let sink = CollectingSink()
    let run = try Run.start(RunPlan(paths: [root.path], label: "lint"), sink: sink)
    #expect(
      run.inputs.diagnostics.map(\.description) == [
        "\(root.path):1:1: error: this directory holds no alert specs (*.json with an \"id\" "
          + "or \"alerts\") and no Swift sources; add some, or pass the files themselves"
      ])
    #expect(run.exitCode() == 2)
  }

  @Test func aJSONFileNamedOnTheCommandLineIsReadAsASpecWhateverItsShape() throws {
    let root = try repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("package.json").path
    let run = try Run.start(RunPlan(paths: [file], label: "lint"), sink: CollectingSink())
    #expect(run.inputs.diagnostics.contains { $0.message.hasPrefix("unknown field 'name'") })
  }

  @Test func aBrokenSpecInAFolderIsStillReported() throws {
    let root = try repository()
    defer { try? FileManager.default.removeItem(at: root) }
    try "{\"id\": \"broken\"\n\"title\": \"x\"}".write(
      to: root.appendingPathComponent("design/alerts/broken.json"), atomically: true,
      encoding: .utf8)
    let run = try Run.start(RunPlan(paths: [root.path], label: "lint"), sink: CollectingSink())
    #expect(run.inputs.diagnostics.map(\.location.line) == [2])
    #expect(run.exitCode() == 2)
  }

  @Test func anotherToolsBrokenJSONIsPassedBy() throws {
    let root = try repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let fixtures = root.appendingPathComponent("Parser/Tests/Resources")
    try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    try #"{"version": "1", "items": []}"#.write(
      to: fixtures.appendingPathComponent("feed.json"), atomically: true, encoding: .utf8)
    try #"{"id": "post-1", "title": "Unterminated"#.write(
      to: fixtures.appendingPathComponent("feed-partial.json"), atomically: true,
      encoding: .utf8)
    // An icon font's map, over the size a spec may have.
    let icons = String(
      repeating: #"{"name": "alert-circle", "codepoint": "F0026"},"#, count: 25_000)
    try "[\(icons.dropLast())]".write(
      to: fixtures.appendingPathComponent("Icons.json"), atomically: true, encoding: .utf8)
    let run = try Run.start(RunPlan(paths: [root.path], label: "lint"), sink: CollectingSink())
    #expect(run.inputs.diagnostics.isEmpty, "\(run.inputs.diagnostics)")
    #expect(run.inputs.specs.count == 2)
  }
}
