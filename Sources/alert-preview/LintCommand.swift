import AlertCommandLine
import AlertLint
import AlertPipeline
import AlertRun
import AlertSupport
import Foundation
import StyleSheet

/// `alert-preview lint PATH...`: checks the copy and structure of alerts against the style
/// sheet's rules and prints the findings for people or for CI.
enum LintCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    if let id = options[Options.explain] {
      FileHandle.standardOutput.write(Data(try explanation(of: id).utf8))
      return 0
    }
    let format = options[Options.lintFormat] ?? .text
    let minimum = options[Options.minSeverity] ?? .suggestion
    let output = options[Options.outputFile]
    var run = try Run.start(try options.plan(for: "lint"), sink: TerminalSink())
    var linted = run.lint()
    // A fix can uncover another ("Okay." → "Okay" → "OK"): three rounds at most, then report
    // what the fixes left.
    if options[Options.fix] ?? false {
      var total = 0
      var files: Set<String> = []
      var elsewhere: [LiteralEdit] = []
      for _ in 0..<3 {
        let round = try fixed(linted)
        elsewhere = round.elsewhere
        guard round.applied > 0 else { break }
        total += round.applied
        files.formUnion(round.files)
        run = try Run.start(try options.plan(for: "lint"), sink: TerminalSink())
        linted = run.lint()
      }
      var parts: [String] = []
      if total > 0 || elsewhere.isEmpty {
        parts.append(
          "fixed \(total) \(total == 1 ? "finding" : "findings") in \(files.count) "
            + "\(files.count == 1 ? "spec" : "specs")")
      }
      if !elsewhere.isEmpty {
        let patch = try LintPatch.unifiedDiff(elsewhere)
        let count =
          "\(elsewhere.count) \(elsewhere.count == 1 ? "fix" : "fixes") in Swift sources or "
          + "catalogs"
        if format == .text && output == nil {
          FileHandle.standardOutput.write(Data(patch.utf8))
          parts.append("\(count), printed as a patch on stdout (apply it with `git apply`)")
        } else {
          parts.append("\(count), in SARIF's `fixes` or as a patch with the text format")
        }
      }
      let summary = parts.joined(separator: "; ")
      Terminal.diagnostic(summary)
    }
    if let path = options[Options.baseline] {
      linted = try baselined(linted, path)
    }
    // Only SARIF carries where each fix goes; the other formats need not read the sources.
    let shown = linted.showing(atLeast: minimum)
    let report = format == .sarif ? LintFix.placingEdits(shown) : shown
    let toStderr = format == .text && output == nil
    let reportOptions = LintReportOptions(
      colour: toStderr && Terminal.colour,
      // Inputs.load has printed the input errors to stderr already.
      includeInputErrors: !toStderr,
      tool: LintTool(
        name: "alert-preview", version: Help.version,
        rulesURI: rulesURI(options[Options.rulesURL])))
    let rendered = try format.render(report, options: reportOptions)
    if let output {
      try AtomicFile.write(rendered, to: output)
    } else if toStderr {
      FileHandle.standardError.write(Data(rendered.utf8))
    } else {
      FileHandle.standardOutput.write(Data(rendered.utf8))
    }
    return run.exitCode(failed: report.fails(strict: options[Options.strict] ?? false))
  }

  /// Writes the active findings' mechanical fixes into their JSON spec files (atomically):
  /// how many were applied, in which files, and the edits of other files (Swift sources,
  /// `.strings`, String Catalogs), which are the developer's to apply.
  static func fixed(_ report: LintReport) throws -> (
    applied: Int, files: Set<String>, elsewhere: [LiteralEdit]
  ) {
    let edits = LintFix.placingEdits(report).activeFindings.compactMap(\.edit)
    let byFile = Dictionary(grouping: edits, by: \.file)
    var applied = 0
    var files: Set<String> = []
    var elsewhere: [LiteralEdit] = []
    for (file, fileEdits) in byFile.sorted(by: { $0.key < $1.key }) {
      guard file.hasSuffix(".json") || file.hasSuffix(".json5") else {
        elsewhere += fileEdits
        continue
      }
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
      let result = LintFix.apply(fileEdits, to: text)
      guard result.applied > 0 else { continue }
      try AtomicFile.write(Data(result.text.utf8), to: file)
      applied += result.applied
      files.insert(file)
    }
    return (applied, files, elsewhere)
  }

  /// `report` without the findings the baseline at `path` holds; when there is none yet, the
  /// baseline is recorded from `report` first (so no finding is new).
  static func baselined(_ report: LintReport, _ path: String) throws -> LintReport {
    guard FileManager.default.fileExists(atPath: path) else {
      let baseline = LintBaseline(report)
      try AtomicFile.write(baseline.data(), to: path)
      Terminal.diagnostic(
        "recorded \(baseline.count) \(baseline.count == 1 ? "finding" : "findings") in the "
          + "baseline \(path); from now on lint reports only new ones")
      return baseline.applied(to: report)
    }
    do throws(BaselineError) {
      return try LintBaseline(contentsOf: path).applied(to: report)
    } catch {
      throw UsageError(error.description)
    }
  }

  /// A rule explained as plain text (``RuleExplanation``); an unknown id is a usage error that
  /// suggests the nearest.
  static func explanation(of id: String) throws -> String {
    RuleExplanation.text(try rule(id, option: "--explain"))
  }

  /// The rule `id`, or a usage error naming `option` that suggests the nearest id.
  static func rule(_ id: String, option: String) throws -> RuleDescription {
    if let rule = Linter.rules.first(where: { $0.id == id }) { return rule }
    let ids = Linter.rules.map(\.id)
    let hint =
      Suggestion.nearest(to: id, among: ids).map { "; did you mean '\($0)'?" }
      ?? "; the rules are: \(ids.joined(separator: ", "))"
    throw UsageError("\(option.isEmpty ? "" : option + " ")'\(id)' is not a rule\(hint)")
  }

  /// The absolute URI of the rule reference: `--rules-url`, `ALERT_PREVIEW_RULES_URL`, or the
  /// first rule reference on disk beside a style-sheet folder (a checkout's `docs/rules.md`, an
  /// installed `share/doc/alert-preview/rules.md`).
  static func rulesURI(_ given: String?) -> String {
    if let given = given ?? ProcessInfo.processInfo.environment["ALERT_PREVIEW_RULES_URL"] {
      return given
    }
    let folders = StyleSheetLoader.defaultSearchPaths().filter { !BuiltInStyles.isBuiltIn($0) }
    // A checkout's `Styles` has `docs/rules.md` beside it; an installed
    // `share/alert-preview/Styles` has `share/doc/alert-preview/rules.md`.
    let pages = folders.flatMap { folder -> [URL] in
      let root = URL(fileURLWithPath: folder).deletingLastPathComponent()
      return [
        root.appendingPathComponent("docs/rules.md"),
        root.deletingLastPathComponent().appendingPathComponent("doc/alert-preview/rules.md"),
      ]
    }
    let page =
      pages.first { FileManager.default.fileExists(atPath: $0.path) }
      ?? URL(fileURLWithPath: folders.first ?? "Styles").deletingLastPathComponent()
      .appendingPathComponent("docs/rules.md")
    return page.standardizedFileURL.absoluteString
  }
}
