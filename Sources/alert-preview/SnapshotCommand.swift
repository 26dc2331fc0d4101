import AlertCommandLine
import AlertLayout
import AlertPipeline
import AlertRun
import AlertSnapshot
import AlertSpec
import AlertSupport
import Foundation

/// `alert-preview snapshot PATH... --references DIR`: compares renders with references.
enum SnapshotCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    let sink = TerminalSink()
    let start = Date()
    guard let referencesPath = options[Options.references] else {
      throw UsageError(
        "snapshot needs --references DIR, the folder of reference PNGs (or `references` in "
          + "the project file).")
    }
    let format = options[Options.snapshotFormat] ?? .text
    let mode = try recordMode(options[Options.record])
    let output = options.output
    let shard = output.shard
    let pruning = options[Options.prune] ?? false
    if shard != nil && pruning {
      throw UsageError(
        "--prune deletes references no alert makes, which needs the whole run; prune in an "
          + "unsharded run, not with --shard.")
    }
    var inputs = try Inputs.load(options.paths(), try options.inputs(), sink: sink)
    let prune = try Prune(
      prune: pruning, yes: options[Options.yes] ?? false, diagnostics: inputs.diagnostics)
    // A snapshot is always a PNG.
    var selection = try Selection(options.look, style: inputs.style)
    let groups = options.locales().groups(&inputs, sink: sink)
    // One run compares every alert in the same configurations: each locale any group shows.
    var shownLocales: [String?] = []
    for locale in groups.flatMap(\.locales) where !shownLocales.contains(locale) {
      shownLocales.append(locale)
    }
    selection.configurations =
      [LocaleSelection.Group(locales: shownLocales, specs: [])]
      .configurations(selection.configurations)[0]
    let filter = options[Options.filter]
    if let filter {
      let ids = inputs.specs.map(\.id)
      for id in filter where !ids.contains(id) {
        let hint = Suggestion.nearest(to: id, among: ids).map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError("--filter: no alert '\(id)' in the specs.\(hint)")
      }
      inputs.specs = inputs.specs.filter { filter.contains($0.id) }
    }
    let references = URL(fileURLWithPath: referencesPath)
    let report = URL(fileURLWithPath: options[Options.report] ?? "snapshot-report")
    guard !report.standardizedFileURL.path.hasPrefix(references.standardizedFileURL.path + "/"),
      report.standardizedFileURL != references.standardizedFileURL
    else {
      throw UsageError("--report must be outside the references folder.")
    }
    try OutputFolder(report.path).create()
    try ReportWriter.prepare(report)
    LeftoverTemporaryFiles.remove(
      in: [references.path, report.path], subfolders: inputs.specs.map(\.id), before: start)
    let verifier = SnapshotVerifier(
      references: references, artifacts: report, mode: mode, options: options.comparison)
    let runner = SnapshotRunner(
      style: inputs.style, configurations: selection.configurations, verifier: verifier,
      filtered: filter != nil, prune: prune == .delete, jobs: output.jobs,
      pngOptions: output.png, shard: shard)
    let progress = ProgressBar(
      total: (inputs.specs.count * selection.configurations.count + (shard?.count ?? 1) - 1)
        / (shard?.count ?? 1), label: "snapshot")
    let summary = try runner.run(inputs.specs) { progress.advance() }
    let accept = { (r: SnapshotResult) in acceptCommand(options.arguments, id: r.id) }
    try ReportWriter.write(summary, to: report, accept: accept)
    if let note = FontNote.line(inputs.style) { Terminal.error("snapshot: " + note) }
    switch format {
    case .json: FileHandle.standardOutput.write(try summary.json())
    case .junit: FileHandle.standardOutput.write(try ReportWriter.junit(summary, accept: accept))
    case .text: printText(summary, report: report.path, prune: prune, accept: accept)
    }
    if filter == nil, let note = prune.note(orphans: summary.orphaned.count) {
      Terminal.error(note)
    }
    let code: Int32 = !inputs.diagnostics.isEmpty ? 2 : summary.fails ? 1 : 0
    if let shard {
      try ShardPart(
        kind: .snapshot, shard: shard,
        arguments: CommandLineWords.removing(
          [Options.shard.declaration, Options.report.declaration], from: options.arguments),
        exitCode: code
      ).write(to: report.path)
    }
    return code
  }

  private static func printText(
    _ summary: SnapshotSummary, report: String, prune: Prune,
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
