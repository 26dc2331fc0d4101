import AlertLayout
import AlertRender
import AlertSpec
import Foundation
import StyleSheet

/// Snapshot assertions for a team's own Swift Testing or XCTest suite: the same record modes,
/// names, comparison and artifacts as `alert-preview snapshot`.
///
/// ```swift
/// @Test func logOutAlert() throws {
///   try AlertSnapshotTesting.assertSnapshots(of: spec, style: style, configurations: configs)
/// }
/// ```
/// A mismatch, a missing reference or a recording throws a ``SnapshotFailure``; both test
/// frameworks report a thrown error as a failure with its description.
public enum AlertSnapshotTesting {
  /// Verifies every configuration of `spec` against `__Snapshots__/<TestFile>/` beside the
  /// calling test file, and throws a ``SnapshotFailure`` when the run fails.
  ///
  /// - Parameters:
  ///   - record: the record mode; `nil` reads `ALERT_PREVIEW_RECORD`, then `CI`, then uses
  ///     `missing`.
  ///   - references: the references folder, instead of the one beside the test file.
  ///   - artifacts: where failure images and the report go; default `ALERT_PREVIEW_ARTIFACTS`
  ///     or a folder in the temporary directory.
  /// - Returns: the summary of a passing run (warnings included).
  @discardableResult
  public static func assertSnapshots(
    of spec: AlertSpec, style: StyleSheet, configurations: [RenderConfiguration],
    record: RecordMode? = nil, options: ComparisonOptions = ComparisonOptions(),
    references: URL? = nil, artifacts: URL? = nil, file: StaticString = #filePath
  ) throws -> SnapshotSummary {
    let testFile = URL(fileURLWithPath: "\(file)")
    let suite = testFile.deletingPathExtension().lastPathComponent
    let environment = ProcessInfo.processInfo.environment
    let folder =
      references
      ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(suite)
    let output =
      artifacts
      ?? environment["ALERT_PREVIEW_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("alert-preview-snapshots")
    let reportFolder = output.appendingPathComponent(suite).appendingPathComponent(spec.id)
    let mode = try RecordMode.resolve(record, environment: environment)
    let verifier = SnapshotVerifier(
      references: folder, artifacts: reportFolder, mode: mode, options: options)
    let runner = SnapshotRunner(
      style: style, configurations: configurations, verifier: verifier, filtered: true, jobs: 1)
    let summary = try runner.run([spec])
    let accept = "ALERT_PREVIEW_RECORD=failed swift test --filter \(suite)"
    var lines: [String] = []
    for result in summary.results {
      lines += TextReport.lines(
        result, summary: summary, artifactsFolder: reportFolder.path, accept: accept)
    }
    if summary.fails {
      try ReportWriter.write(summary, to: reportFolder) { _ in accept }
      lines.append(TextReport.totals(summary))
      lines.append("report: \(reportFolder.path)/index.html")
      throw SnapshotFailure(summary: summary, message: lines.joined(separator: "\n"))
    }
    if !lines.isEmpty {
      FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
    return summary
  }
}

/// Snapshots of an alert failed, were missing, or were recorded.
public struct SnapshotFailure: Error, CustomStringConvertible, Sendable {
  /// Everything the run found.
  public var summary: SnapshotSummary
  /// What failed and how to accept it, one line each.
  public var message: String
  public var description: String { message }
}
