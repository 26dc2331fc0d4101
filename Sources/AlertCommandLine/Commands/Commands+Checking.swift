/// The commands that check: lint, rules, snapshot, merge.
extension Commands {
  public static let lint = CommandDeclaration(
    "lint", abstract: "check the copy against the rules (text, json, sarif, github, junit)",
    usage: "lint [PATH...] [options]",
    discussion: """
      Checks every alert against the rule catalogue (docs/rules.md) with the style sheet's voice,
      measuring text with the same layout the previews use. PATH may be Swift files or folders
      of them: findings then point at the Swift literals (see `alert-preview help extract`), and
      `// alert-preview:ignore rule-id — reason` on or above an alert's call suppresses a rule.
      Without PATH, lints what the project file includes; its `rules` set each rule's severity
      or turn it off.
      """,
    options: [
      Options.style.use(), Options.lintFormat.use(), Options.outputFile.use(),
      Options.minSeverity.use(), Options.strict.use(), Options.baseline.use(), Options.fix.use(),
      Options.verbose.use(),
      Options.textSize.use(
        help: "Dynamic Type sizes the measured rules check: xS S M L xL xxL xxxL AX1 … AX5 (or "
          + "UIKit's names, any case), or all"),
      Options.locale.use(
        help: Options.locale.declaration.help
          + "; every rule checks each locale's text, and findings of the wording rules end with "
          + "the locale, \"(in de)\""),
      Options.shard.use(
        help: Options.shard.declaration.help
          + " (lint splits by alert; merge json or sarif reports)"),
      Options.explain.use(), Options.rulesURL.use(), Options.jobs.use(),
    ],
    footer: """
      Exit codes: 0 no error-level finding; 1 an error-level finding (with --strict, a warning
      too); 2 usage or input errors (reported, and the other files are still linted).
      Findings hidden by --min-severity do not count. Suppressed findings (`lint.ignore` in a
      spec) never count; json and sarif list them as suppressed.
      """)

  public static let rules = CommandDeclaration(
    "rules", abstract: "list every lint rule: id, default severity, guidance, what it checks",
    usage: "rules [RULE]",
    discussion: """
      Lists every rule `lint` runs, in the catalogue's order: its id, its default severity, the
      guidance it enforces and one line on what it checks. With RULE, prints that rule in full:
      what it checks and why, good and bad examples, and where to read the guidance (the same
      as `lint --explain RULE`). A style sheet's <voice> or the project file's `rules` change a
      rule's severity; `alert-preview config` shows the project file's.
      """,
    options: [],
    footer: "Exit codes: 0 printed, 2 a RULE that is not a rule.")

  public static let snapshot = CommandDeclaration(
    "snapshot", abstract: "compare renders with reference PNGs (snapshot tests for CI)",
    usage: "snapshot [PATH...] --references DIR [options]",
    discussion: """
      Renders every alert in every configuration and compares each PNG with its reference
      DIR/<id>/<id>.<device>.<orientation>.<appearance>@<scale>x.png. Identical pixels pass at
      once; otherwise pixelmatch 7.2.0 (YIQ, threshold 0.1, anti-aliasing ignored), a density
      rule, a total budget and a solid-colour rule decide. A pass that is not pixel-identical
      prints a warning with its numbers. PATH may be spec files or Swift sources (see
      `alert-preview help extract`). References of other text sizes and locales carry them in
      their names: <id>.<device>.<orientation>.<appearance>[.<locale>][.<size>]@<scale>x.png.
      Failures of one alert whose differences fall in the same parts of it (the title, a
      button…) print as one group with its configurations and the command that accepts just
      that group; index.html shows each group's change enlarged.
      """,
    options: [
      Options.references.use(help: Options.references.declaration.help + " (required)"),
      Options.record.use(), Options.report.use(), Options.snapshotFormat.use(),
      Options.filter.use(), Options.only.use(), Options.prune.use(), Options.yes.use(),
    ] + Options.comparison.uses + Options.look.uses + [
      Options.style.use(), Options.pngLevel.use(), Options.jobs.use(), Options.backdrop.use(),
      Options.chrome.use(),
      Options.shard.use(
        help: Options.shard.declaration.help
          + " (each part reports its own; --prune needs an unsharded run)"),
      Options.locale.use(
        help: Options.locale.declaration.help
          + "; references are named like the renders, …light.de@2x.png; with all, alerts "
          + "without strings are also compared in the others' locales, showing their own text"),
      Options.verbose.use(),
    ] + Options.diffPicture.uses,
    footer: """
      Exit codes: 0 everything matches, 1 a mismatch, a missing reference or a recording,
      2 usage or input errors.
      """)

  public static let merge = CommandDeclaration(
    "merge", abstract: "join the parts of a run split with --shard I/N (CI job matrices)",
    usage: "merge PART... --out PATH [--strict]",
    discussion: """
      Joins the outputs of a run split with --shard I/N (one process, job or machine per part)
      into what the same run unsharded makes:
        gallery folders   (gallery --shard I/N --out DIR): the site, pages and all, in PATH;
                          nothing is drawn or linted again
        snapshot reports  (snapshot --shard I/N --report DIR): one report folder in PATH
                          (index.html, report.json, junit.xml and the failure images)
        lint reports      (lint --shard I/N --format json|sarif --output FILE): one report of
                          the same format in the file PATH (standard output without --out)
      A gallery or snapshot part says which part it is: every part 1…N of one run must be
      given, once (N is at most 1,000). Run merge in the checkout the parts were made in: a
      gallery merge reads the specs again, with the parts' command line, to write the pages.
      Only files inside the parts are copied: a symbolic link in a snapshot part, or a report
      naming a path outside its part, is refused.
      """,
    options: [
      Options.outPath.use(), Options.strict.use(help: "lint reports: warnings fail the merge too"),
    ],
    footer: """
      Exit codes: as the command merged, over all parts: 0 success; 1 a snapshot mismatch or
      an error-level finding in any part; 2 usage or input errors in any part.
      """)
}
