import AlertLint
import AlertRun
import Foundation

/// How `lint` reports.
extension Options {
  public static let lintFormat = Option<LintFormat>.value(
    "lint-format", ["--format"], "FORMAT",
    help: "text (to stderr), json, sarif, github or junit (to stdout)", default: "text",
    read: { text throws(UsageError) in
      try ChoiceValue.one(text, of: LintFormat.self, for: "--format")
    })

  public static let outputFile = Option<String>.text(
    "output-file", ["--output"], "FILE", help: "write the report to FILE (atomically) instead")

  public static let minSeverity = Option<Severity>.value(
    "min-severity", ["--min-severity"], "LEVEL",
    help: "show only findings at LEVEL or above: error, warning or suggestion",
    default: "suggestion",
    read: { text throws(UsageError) in
      try ChoiceValue.one(text, of: Severity.self, for: "--min-severity")
    })

  public static let baseline = Option<String>.text(
    "baseline", ["--baseline"], "FILE",
    help: "report only findings FILE does not hold; when FILE does not exist, record today's "
      + "findings in it (and report none)",
    fileKey: "baseline", paths: .all)

  public static let strict = Option<Bool>.flag(
    "strict", ["--strict"], help: "warnings fail the run too")

  public static let fix = Option<Bool>.flag(
    "fix", ["--fix"],
    help: "write the mechanical fixes (OK's spelling, a label's end punctuation, the Cancel "
      + "label, sentence case) into the JSON specs, then report what is left; fixes in Swift "
      + "sources, .strings files and String Catalogs are printed as a patch on stdout (text "
      + "format) for `git apply`, and SARIF carries every fix as `fixes`")

  public static let explain = Option<String>.text(
    "explain", ["--explain"], "RULE",
    help: "print a rule's documentation, guidance and examples as text, and exit")

  public static let rulesURL = Option<String>.value(
    "rules-url", ["--rules-url"], "URL",
    help: "where rule help links point; for SARIF uploaded to a code host, give your published "
      + "copy, e.g. the gallery's rules.html",
    default: "the docs/rules.md beside the style sheets, as a file: URL",
    read: { text throws(UsageError) in
      guard let url = URL(string: text), url.scheme != nil else {
        throw UsageError(
          "--rules-url must be an absolute URL such as https://example.com/review/rules.html, "
            + "not '\(text)'.")
      }
      return text
    })
}
