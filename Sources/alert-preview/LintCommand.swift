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
    let run = try Run.start(try options.plan(for: "lint"), sink: TerminalSink())
    var linted = run.lint()
    if let path = options[Options.baseline] {
      linted = try baselined(linted, path)
    }
    let report = linted.showing(atLeast: minimum)
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
