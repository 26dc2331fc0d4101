import AlertCommandLine
import AlertPipeline
import AlertRun
import AlertSnapshot
import Foundation

/// `alert-preview snapshot PATH... --references DIR`: compares renders with references.
enum SnapshotCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    guard let references = options[Options.references] else {
      throw UsageError(
        "snapshot needs --references DIR, the folder of reference PNGs (or `references` in "
          + "the project file).")
    }
    let format = options[Options.snapshotFormat] ?? .text
    let arguments = options.arguments
    let snapshot = SnapshotPlan(
      references: URL(fileURLWithPath: references),
      report: URL(fileURLWithPath: options[Options.report] ?? "snapshot-report"),
      mode: try recordMode(options[Options.record]), comparison: options.comparison,
      filter: options[Options.filter], prune: options[Options.prune] ?? false,
      confirmed: options[Options.yes] ?? false,
      accept: { acceptCommand(arguments, id: $0) })
    let plan = try options.plan(for: "snapshot", output: Options.report.declaration)
    let run = try Run.start(plan, sink: TerminalSink())
    let made = try run.snapshot(snapshot)
    let summary = made.summary
    let accept = { (result: SnapshotResult) in snapshot.accept(result.id) }
    switch format {
    case .json: FileHandle.standardOutput.write(try summary.json())
    case .junit: FileHandle.standardOutput.write(try ReportWriter.junit(summary, accept: accept))
    case .text:
      printText(summary, report: snapshot.report.path, prune: made.prune, accept: accept)
    }
    if snapshot.filter == nil, let note = made.prune.note(orphans: summary.orphaned.count) {
      run.sink.diagnostic(note)
    }
    return made.exitCode
  }

  private static func printText(
    _ summary: SnapshotSummary, report: String, prune: SnapshotPrune,
    accept: (SnapshotResult) -> String
  ) {
    for result in summary.results {
      for line in TextReport.lines(
        result, summary: summary, artifactsFolder: report, accept: accept(result))
      {
        print(line)
      }
    }
    if !summary.orphaned.isEmpty {
      let verb = prune.verb(pruned: !summary.pruned.isEmpty)
      for name in summary.orphaned { print("\(verb): \(name)") }
    }
    for name in summary.notReferences {
      print("not a reference, left alone: \(name)")
    }
    print(TextReport.totals(summary))
    print("report: \(report)/index.html")
  }

  static func recordMode(_ explicit: RecordMode?) throws -> RecordMode {
    do {
      return try RecordMode.resolve(explicit, environment: ProcessInfo.processInfo.environment)
    } catch {
      throw UsageError("\(error)")
    }
  }

  /// The command that accepts the new render of `id`: this command line with
  /// `--record failed --filter ID` instead of its own record mode, filter and prune.
  static func acceptCommand(_ argv: [String], id: String) -> String {
    let kept = CommandLineWords.removing(
      [
        Options.record.declaration, Options.filter.declaration,
        Options.snapshotFormat.declaration, Options.prune.declaration, Options.yes.declaration,
      ], from: argv)
    let words = ["alert-preview", "snapshot"] + kept + ["--record", "failed", "--filter", id]
    return words.map(CommandLineWords.shellQuoted).joined(separator: " ")
  }
}
