import AlertLayout
import AlertPipeline
import AlertRun
import AlertSnapshot
import AlertSpec
import AlertSupport
import Foundation

/// `alert-preview snapshot PATH... --references DIR`: compares renders with references.
enum SnapshotCommand {
  static let help = """
    USAGE: alert-preview snapshot PATH... --references DIR [options]

    Renders every alert in every configuration and compares each PNG with its reference
    DIR/<id>/<id>.<device>.<orientation>.<appearance>@<scale>x.png. Identical pixels pass at
    once; otherwise pixelmatch 7.2.0 (YIQ, threshold 0.1, anti-aliasing ignored), a density
    rule, a total budget and a solid-colour rule decide. A pass that is not pixel-identical
    prints a warning with its numbers. PATH may be spec files or Swift sources (see
    `alert-preview help extract`). References of other text sizes and locales carry them in
    their names: <id>.<device>.<orientation>.<appearance>[.<locale>][.<size>]@<scale>x.png.

    OPTIONS:
      --references DIR        the reference PNGs and fingerprint.json (required)
      --record MODE           missing (default), all, failed or never (default when CI is set);
                              ALERT_PREVIEW_RECORD overrides the defaults. A run that records fails.
      --report DIR            failure images, index.html, report.json, junit.xml
                              (default: snapshot-report)
      --format FORMAT         what to print: text (default), json or junit
      --filter ID...          only these alert ids (orphans are then not reported)
      --prune                 list the orphaned references that --prune --yes deletes
                              (unfiltered runs only; the exit status is unchanged): files
                              named as references of alerts or devices that no longer exist;
                              other PNG files are listed as not references and kept. Refused,
                              deleting nothing, when any input failed to load
      --yes                   with --prune: delete them
      --threshold T           pixelmatch threshold 0-1 (default 0.1)
      --window-pixels N       most differing pixels allowed in any 16×16 window (default 12)
      --budget FRACTION       most differing pixels allowed in all, as a fraction (default 0.0005)
      --no-checkerboard       blend semi-transparent pixels over white, not pixelmatch's
                              checkerboard, before comparing them
      --device, --orientation, --appearance, --scale, --text-size, --keyboard, --style,
      --png-level, -j/--jobs, --backdrop, --chrome
                              as for render
    \(Options.shardHelp)
                             (each part reports its own; --prune needs an unsharded run)
    \(LocaleSelection.help)
                             (references are named like the renders, …light.de@2x.png; with
                             all, alerts without strings are also compared in the others'
                             locales, showing their own text)

    DIFF PICTURE (pixelmatch's options; the diff and panels images of each failure):
      --diff-alpha A          opacity of the faded reference behind the differences, 0-1
                              (default 0.1)
      --diff-color R,G,B      colour of differing pixels (default 255,0,0)
      --diff-color-alt R,G,B  colour of differing pixels where the render is darker
                              (default: --diff-color)
      --aa-color R,G,B        colour of anti-aliased pixels (default 255,255,0)
      --diff-mask             draw only the differences, on a transparent background

    Exit codes: 0 everything matches, 1 a mismatch, a missing reference or a recording,
    2 usage or input errors.
    """

  static let valued: Set<String> = [
    "--references", "--record", "--report", "--filter", "--threshold", "--window-pixels",
    "--budget", "--diff-alpha", "--diff-color", "--diff-color-alt", "--aa-color", "--png-level",
    "--jobs", "-j", "--shard",
  ]

  static let flags: Set<String> = ["--prune", "--yes", "--diff-mask", "--no-checkerboard"]

  static func run(_ argv: [String]) throws -> Int32 {
    let start = Date()
    let allValued = valued.union(Selection.valuedOptions).union(Inputs.valuedOptions)
      .union(LocaleSelection.valuedOptions).union(ScreenOptions.valuedOptions)
    let arguments = try Arguments(argv, valued: allValued, flags: flags)
    guard let referencesPath = arguments.value("--references") else {
      throw UsageError("snapshot needs --references DIR, the folder of reference PNGs.")
    }
    let format = arguments.value("--format") ?? "text"
    guard ["text", "json", "junit"].contains(format) else {
      throw UsageError("--format takes text, json or junit, not '\(format)'.")
    }
    let mode = try recordMode(arguments)
    let shard = try Options.shard(arguments)
    if shard != nil && arguments.flag("--prune") {
      throw UsageError(
        "--prune deletes references no alert makes, which needs the whole run; prune in an "
          + "unsharded run, not with --shard.")
    }
    let options = try comparisonOptions(arguments)
    let locales = try LocaleSelection(arguments)
    var inputs = try Inputs.load(arguments.positional, arguments)
    let prune = try Prune(
      prune: arguments.flag("--prune"), yes: arguments.flag("--yes"),
      diagnostics: inputs.diagnostics)
    // Selection reads --format as image formats; a snapshot is always a PNG.
    var selection = try Selection(
      try Arguments(Arguments.removing(["--format"], from: argv), valued: allValued, flags: flags),
      style: inputs.style)
    let groups = locales.groups(&inputs)
    // One run compares every alert in the same configurations: each locale any group shows.
    var shownLocales: [String?] = []
    for locale in groups.flatMap(\.locales) where !shownLocales.contains(locale) {
      shownLocales.append(locale)
    }
    selection.configurations =
      [LocaleSelection.Group(locales: shownLocales, specs: [])]
      .configurations(selection.configurations)[0]
    let filter = arguments.list("--filter")
    if let filter {
      let ids = inputs.specs.map(\.id)
      for id in filter where !ids.contains(id) {
        let hint = Suggestion.nearest(to: id, among: ids).map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError("--filter: no alert '\(id)' in the specs.\(hint)")
      }
      inputs.specs = inputs.specs.filter { filter.contains($0.id) }
    }
    let references = URL(fileURLWithPath: referencesPath)
    let report = URL(fileURLWithPath: arguments.value("--report") ?? "snapshot-report")
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
      references: references, artifacts: report, mode: mode, options: options)
    let runner = SnapshotRunner(
      style: inputs.style, configurations: selection.configurations, verifier: verifier,
      filtered: filter != nil, prune: prune == .delete, jobs: try Options.jobs(arguments),
      pngOptions: try Options.png(arguments), shard: shard)
    let progress = ProgressBar(
      total: (inputs.specs.count * selection.configurations.count + (shard?.count ?? 1) - 1)
        / (shard?.count ?? 1), label: "snapshot")
    let summary = try runner.run(inputs.specs) { progress.advance() }
    let accept = { (r: SnapshotResult) in acceptCommand(argv, id: r.id) }
    try ReportWriter.write(summary, to: report, accept: accept)
    if let note = FontNote.line(inputs.style) { Terminal.error("snapshot: " + note) }
    switch format {
    case "json": FileHandle.standardOutput.write(try summary.json())
    case "junit": FileHandle.standardOutput.write(try ReportWriter.junit(summary, accept: accept))
    default: printText(summary, report: report.path, prune: prune, accept: accept)
    }
    if filter == nil, let note = prune.note(orphans: summary.orphaned.count) {
      Terminal.error(note)
    }
    let code: Int32 = !inputs.diagnostics.isEmpty ? 2 : summary.fails ? 1 : 0
    if let shard {
      try ShardPart(
        kind: .snapshot, shard: shard,
        arguments: Arguments.removing(["--shard", "--report"], from: argv), exitCode: code
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

  static func recordMode(_ arguments: Arguments) throws -> RecordMode {
    var explicit: RecordMode?
    if let text = arguments.value("--record") {
      guard let mode = RecordMode(rawValue: text) else {
        throw UsageError("--record takes missing, all, failed or never, not '\(text)'.")
      }
      explicit = mode
    }
    do {
      return try RecordMode.resolve(explicit, environment: ProcessInfo.processInfo.environment)
    } catch {
      throw UsageError("\(error)")
    }
  }

  /// The command that accepts the new render of `id`: this command line with
  /// `--record failed --filter ID` instead of its own record mode, filter and prune.
  static func acceptCommand(_ argv: [String], id: String) -> String {
    let kept = Arguments.removing(["--record", "--filter", "--format"], from: argv).filter {
      $0 != "--prune" && $0 != "--yes"
    }
    let words = ["alert-preview", "snapshot"] + kept + ["--record", "failed", "--filter", id]
    return words.map(shellQuoted).joined(separator: " ")
  }

  static func shellQuoted(_ word: String) -> String {
    let safe = word.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) || "-_./=@,:+".unicodeScalars.contains($0)
    }
    return safe && !word.isEmpty
      ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
