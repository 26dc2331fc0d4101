import AlertLayout
import AlertRun
import AlertSnapshot
import Foundation
import Testing

@testable import AlertPipeline

/// Every product runs from a typed plan, with no command line: the library calls the same
/// run the commands do, and what the run says reaches the caller's sink.
@Suite struct RunTests {
  private func specs(_ folder: URL) -> String { folder.appendingPathComponent("specs").path }

  /// A folder with `specs/saved.json`, a good spec, and room for outputs beside it.
  private func inputs() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let specs = folder.appendingPathComponent("specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    try #"{"id": "saved", "title": "Saved", "buttons": [{"label": "OK"}]}"#.write(
      to: specs.appendingPathComponent("saved.json"), atomically: true, encoding: .utf8)
    return folder
  }

  private func plan(_ paths: [String], out: String? = nil) -> RunPlan {
    var look = LookOptions()
    look.devices = .named(["iphone-se"])
    look.orientations = [.portrait]
    return RunPlan(
      paths: paths, look: look, output: OutputOptions(out: out, jobs: 1), label: "test")
  }

  @Test func renderWritesTheImagesThePlanNames() throws {
    let folder = try inputs()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out").path
    let sink = CollectingSink()
    let run = try Run.start(plan([specs(folder)], out: out), sink: sink)
    let rendered = try run.render()
    #expect(rendered.outcome.items.map(\.spec.id) == ["saved"])
    #expect(rendered.description == "wrote 1 file for 1 alert to \(out)/")
    #expect(FileManager.default.fileExists(atPath: rendered.outcome.items[0].files[0]))
    #expect(run.exitCode() == 0)
  }

  @Test func anInputErrorGoesToTheSinkAndMakesTheExitCodeTwo() throws {
    let folder = try inputs()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"{"id": "broken", "title": "#.write(
      to: folder.appendingPathComponent("specs/broken.json"), atomically: true, encoding: .utf8)
    let sink = CollectingSink()
    let run = try Run.start(plan([specs(folder)]), sink: sink)
    let report = run.lint()
    #expect(report.inputErrors.count == 1)
    #expect(sink.lines.contains { $0.contains("broken.json:1:") }, "\(sink.lines)")
    #expect(run.exitCode(failed: false) == 2)
  }

  @Test func snapshotRecordsThenPasses() throws {
    let folder = try inputs()
    defer { try? FileManager.default.removeItem(at: folder) }
    let references = folder.appendingPathComponent("refs")
    let snapshot = SnapshotPlan(
      references: references, report: folder.appendingPathComponent("report"),
      mode: .missing, comparison: ComparisonOptions(), accept: { "accept \($0)" })
    let first = try Run.start(plan([specs(folder)]), sink: CollectingSink()).snapshot(snapshot)
    #expect(first.summary.recorded.count == 1, "\(first.summary.recorded)")
    #expect(first.exitCode == 1)  // a recording fails the run, as in CI
    let second = try Run.start(plan([specs(folder)]), sink: CollectingSink()).snapshot(snapshot)
    #expect(second.summary.passed.count == 1)
    #expect(second.exitCode == 0)
  }

  @Test func aFilterNamingNoAlertIsAUsageErrorWithTheNearest() throws {
    let folder = try inputs()
    defer { try? FileManager.default.removeItem(at: folder) }
    var snapshot = SnapshotPlan(
      references: folder.appendingPathComponent("refs"),
      report: folder.appendingPathComponent("report"), mode: .missing,
      comparison: ComparisonOptions(), accept: { "\($0)" })
    snapshot.filter = ["savd"]
    let run = try Run.start(plan([specs(folder)]), sink: CollectingSink())
    #expect(throws: UsageError.self) { try run.snapshot(snapshot) }
    do {
      _ = try run.snapshot(snapshot)
    } catch {
      #expect("\(error)".contains("Did you mean 'saved'?"), "\(error)")
    }
  }
}
