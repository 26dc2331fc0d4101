import AlertLayout
import AlertLint
import AlertPipeline
import AlertRun
import AlertSupport
import Foundation
import StyleSheet

/// `alert-preview lint PATH...`: checks the copy and structure of alerts against the style
/// sheet's rules and prints the findings for people or for CI.
enum LintCommand {
  static let help = """
    USAGE: alert-preview lint PATH... [options]

    Checks every alert against the rule catalogue (docs/rules.md) with the style sheet's voice,
    measuring text with the same layout the previews use. PATH may be Swift files or folders
    of them: findings then point at the Swift literals (see `alert-preview help extract`), and
    `// alert-preview:ignore rule-id — reason` on or above an alert's call suppresses a rule.

    OPTIONS:
      --style NAME|PATH      style sheet: ios (iOS 13–18), ios26 (Liquid Glass), nhs-app,
                             or a sheet's path (default: ios)
      --format FORMAT        text (default; to stderr), json, sarif, github or junit (to stdout)
      --output FILE          write the report to FILE (atomically) instead
      --min-severity LEVEL   show only findings at LEVEL or above: error, warning or suggestion
      --strict               warnings fail the run too
      --verbose              after the notes on Swift calls, count what was skipped or read
                             only in part, by reason
      --text-size LIST       Dynamic Type sizes the measured rules check: xS S M L xL xxL
                             xxxL AX1 … AX5 (or UIKit's names), or all (default: the style
                             sheet's sizes, Large unless it lists others)
    \(LocaleSelection.help)
                             (every rule checks each locale's text; findings of the wording
                             rules end with the locale, "(in de)")
    \(Options.shardHelp)
                             (lint splits by alert; merge json or sarif reports)
      --explain RULE         print a rule's documentation, source and examples, and exit
      --rules-url URL        where rule help links point (default: the docs/rules.md beside
                             the style sheets, as a file: URL); for SARIF uploaded to a code
                             host, give your published copy, e.g. the gallery's rules.html

    Exit codes: 0 no error-level finding; 1 an error-level finding (with --strict, a warning
    too); 2 usage or input errors (reported, and the other files are still linted).
    Findings hidden by --min-severity do not count. Suppressed findings (`lint.ignore` in a
    spec) never count; json and sarif list them as suppressed.
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let arguments = try Arguments(
      argv,
      valued: Inputs.valuedOptions.union([
        "--format", "--output", "--min-severity", "--rules-url", "--explain", "--text-size",
        "--shard",
      ]).union(LocaleSelection.valuedOptions),
      flags: ["--strict", "--verbose"])
    if let id = arguments.value("--explain") {
      FileHandle.standardOutput.write(Data(try explanation(of: id).utf8))
      return 0
    }
    let format = try choice(arguments.value("--format") ?? "text", of: LintFormat.self, "--format")
    let minimum = try choice(
      arguments.value("--min-severity") ?? "suggestion", of: Severity.self, "--min-severity")
    let output = arguments.value("--output")
    let locales = try LocaleSelection(arguments)
    let shard = try Options.shard(arguments)
    var inputs = try Inputs.load(arguments.positional, arguments)
    // Linting is per alert: each alert is linted in one shard.
    if let shard { inputs.specs = inputs.specs.filter { shard.contains($0.id) } }
    let sizes = try Selection.textSizes(
      arguments.list("--text-size"), default: inputs.style.textSizes)
    let configurations = RenderConfiguration.all(
      devices: inputs.style.defaultDevices, orientations: Orientation.allCases,
      appearances: [.light], scales: [2], textSizes: sizes)
    let groups = locales.groups(&inputs)
    var reports = zip(groups, groups.configurations(configurations)).map { group, chosen in
      Linter(style: inputs.style, configurations: chosen).lint(group.specs)
    }
    reports.append(
      LocaleLint.report(LocaleLint.findings(groups, style: inputs.style), style: inputs.style))
    let report = LintReport.joining(
      reports, alerts: inputs.specs, inputErrors: inputs.diagnostics, styleName: inputs.style.name
    ).showing(atLeast: minimum)
    let toStderr = format == .text && output == nil
    let options = LintReportOptions(
      colour: toStderr && Terminal.colour,
      // Inputs.load has printed the input errors to stderr already.
      includeInputErrors: !toStderr,
      tool: LintTool(
        name: "alert-preview", version: Help.version, rulesURI: try rulesURI(arguments)))
    let rendered = try format.render(report, options: options)
    if let output {
      try AtomicFile.write(rendered, to: output)
    } else if toStderr {
      FileHandle.standardError.write(Data(rendered.utf8))
    } else {
      FileHandle.standardOutput.write(Data(rendered.utf8))
    }
    if !inputs.diagnostics.isEmpty { return 2 }
    return report.fails(strict: arguments.flag("--strict")) ? 1 : 0
  }

  /// A rule's section of the rule reference, as Markdown; an unknown id is a usage error that
  /// suggests the nearest.
  static func explanation(of id: String) throws -> String {
    if let rule = Linter.rules.first(where: { $0.id == id }) {
      return RuleReference.section(rule).joined(separator: "\n") + "\n"
    }
    let ids = Linter.rules.map(\.id)
    let hint =
      Suggestion.nearest(to: id, among: ids).map { "; did you mean '\($0)'?" }
      ?? "; the rules are: \(ids.joined(separator: ", "))"
    throw UsageError("--explain '\(id)' is not a rule\(hint)")
  }

  /// The absolute URI of the rule reference: `--rules-url`, `ALERT_PREVIEW_RULES_URL`, or the
  /// first rule reference on disk beside a style-sheet folder (a checkout's `docs/rules.md`, an
  /// installed `share/doc/alert-preview/rules.md`).
  static func rulesURI(_ arguments: Arguments) throws -> String {
    let given =
      arguments.value("--rules-url")
      ?? ProcessInfo.processInfo.environment["ALERT_PREVIEW_RULES_URL"]
    if let given {
      guard let url = URL(string: given), url.scheme != nil else {
        throw UsageError(
          "--rules-url must be an absolute URL such as https://example.com/review/rules.html, not '\(given)'."
        )
      }
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

  /// Parses an option's value into one of an enum's cases, with a hint for a typo.
  private static func choice<Value: RawRepresentable & CaseIterable>(
    _ text: String, of: Value.Type, _ option: String
  ) throws -> Value where Value.RawValue == String {
    if let value = Value(rawValue: text) { return value }
    let names = Value.allCases.map(\.rawValue)
    let hint = Suggestion.nearest(to: text, among: names).map { "; did you mean '\($0)'?" } ?? "."
    throw UsageError(
      "\(option) '\(text)' is not one of \(names.joined(separator: ", "))\(hint)")
  }
}
