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
      filter: options[Options.filter], configurations: options[Options.only],
      prune: options[Options.prune] ?? false, confirmed: options[Options.yes] ?? false,
      accept: { acceptCommand(arguments, scope: $0) })
    let plan = try options.plan(for: "snapshot", output: Options.report.declaration)
    let run = try Run.start(plan, sink: TerminalSink())
    let made = try run.snapshot(snapshot)
    let summary = made.summary
    let accept = snapshot.accept
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
    accept: (AcceptScope) -> String
  ) {
    for group in summary.groups {
      for line in TextReport.lines(
        group, summary: summary, artifactsFolder: report, accept: accept(group.acceptScope))
      {
        print(line)
      }
    }
    for result in summary.results where !result.failsRun {
      for line in TextReport.lines(
        result, summary: summary, artifactsFolder: report, accept: accept(.everything))
      {
        print(line)
      }
    }
    if summary.groupsToAccept.count > 1 {
      print("accept every failure: \(accept(.everything))")
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

  /// The command that accepts `scope`: this command line with `--record failed` instead of
  /// its own record mode, format and prune; for one alert's group also `--filter ID` and, when
  /// the alert has other failures, `--only` and the group's configurations, instead of its own
  /// filters. `--record failed` re-records only what fails, so nothing that passes changes.
  static func acceptCommand(_ argv: [String], scope: AcceptScope) -> String {
    var removed = [
      Options.record.declaration, Options.snapshotFormat.declaration,
      Options.prune.declaration, Options.yes.declaration,
    ]
    var added = ["--record", "failed"]
    if case .alert(let id, let configurations) = scope {
      removed += [Options.filter.declaration, Options.only.declaration]
      added +=
        ["--filter", id] + (configurations.map { ["--only", $0.joined(separator: ",")] } ?? [])
    }
    let kept = CommandLineWords.removing(removed, from: argv)
    let words = ["alert-preview", "snapshot"] + kept + added
    return words.map(CommandLineWords.shellQuoted).joined(separator: " ")
  }
}
