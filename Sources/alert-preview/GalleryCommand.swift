import AlertGallery
import AlertLayout
import AlertLint
import AlertRender
import AlertRun
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// `alert-preview gallery PATH... --out DIR`: renders, lints and writes the review site.
enum GalleryCommand {
  static let help = """
    USAGE: alert-preview gallery PATH... [--out DIR] [--style NAME|PATH] [--title TEXT] [-j N]

    Renders every alert (of spec files or Swift sources) in every configuration of the style
    sheet (devices × orientations × appearances × its text sizes, in every locale of the
    alert's strings, PNG and SVG), lints it, and writes a static site for design review into
    DIR: index.html (summary, most broken rules, cards filterable by severity, rule, locale,
    text size and fit), a page per alert (a fit table of locales and text sizes by device,
    every configuration, findings, the spec, downloads), rules.html, report.json and assets/.
    Links are relative, so the folder works from disk, a static host or a sub-path.
    Specs that fail validation appear as error cards; the rest of the site is still built.
    A re-run renders and lints only the alerts whose spec, style sheet or renderer changed
    (a content hash in DIR/.alert-preview-cache.json decides) and rewrites only changed files;
    an image is reused only while its file is the one the cache recorded (size, time, inode).
    Temporary files left by an interrupted run (.NAME.UUID.tmp) are removed.

    OPTIONS:
      --out DIR              where to write (default: Output)
      --title TEXT           the site's title (default: Alert previews)
      --style NAME|PATH      style sheet: ios (iOS 13–18), ios26 (Liquid Glass), nhs-app,
                             or a sheet's path (default: ios)
      -j, --jobs N           threads (default: all cores)
      --device, --orientation, --appearance, --scale, --text-size, --format, --png-level,
      --backdrop, --chrome   narrow the configurations as for `alert-preview render`
                             (default here: every device, orientation and appearance, the
                             style sheet's text sizes; png,svg)
    \(LocaleSelection.help)
                             (default here: all, so each alert's page shows a fit table of
                             every locale and text size by device; the index filters by them)

    Exit codes: 0 site written, 2 usage or input errors (the site is still written).
    Use `alert-preview lint` to fail a build on findings.
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let arguments = try Arguments(
      argv,
      valued: Selection.valuedOptions.union(Inputs.valuedOptions).union(Options.output)
        .union(["--title"]).union(LocaleSelection.valuedOptions)
        .union(ScreenOptions.valuedOptions),
      flags: [])
    let start = Date()
    let locales = try LocaleSelection(arguments, defaultsToAll: true)
    var inputs = try Inputs.load(arguments.positional, arguments)
    let groups = locales.groups(&inputs)
    let folder = arguments.value("--out") ?? "Output"
    try OutputFolder(folder).create()
    LeftoverTemporaryFiles.remove(
      in: [folder], subfolders: ["assets"] + inputs.specs.map(\.id), before: start)
    let result = try build(
      inputs, groups: groups, arguments: arguments, folder: folder,
      title: arguments.value("--title"))
    Terminal.error(result.description)
    print(result.index)
    return result.summary.inputErrors == 0 ? 0 : 2
  }

  /// What a gallery run did.
  struct Outcome: CustomStringConvertible {
    var index: String
    var summary: GallerySummary
    var rendered: Int
    var reused: Int

    var description: String {
      "gallery: \(summary.alerts) alerts, \(summary.errors) errors, \(summary.warnings) warnings, "
        + "\(summary.suggestions) suggestions, \(summary.inputErrors) input errors; "
        + "rendered \(rendered) configurations, reused \(reused) unchanged"
    }
  }

  /// Renders, lints and writes the site; returns what it did and the path of index.html.
  static func build(
    _ inputs: Inputs, groups: [LocaleSelection.Group], arguments: Arguments, folder: String,
    title: String?
  ) throws -> Outcome {
    let selection = try Selection(
      arguments, style: inputs.style, defaultAppearances: Appearance.allCases,
      defaultFormats: [.png, .svg])
    let pngOptions = try Options.png(arguments)
    let jobs = try Options.jobs(arguments)
    let cache = RenderCache(
      folder: folder, style: inputs.style, formats: selection.formats, pngOptions: pngOptions)
    var outcome = RenderOutcome(items: [], failures: [], failedIDs: [])
    var reports: [LintReport] = []
    for (group, configurations) in zip(groups, groups.configurations(selection.configurations)) {
      let part = RenderRun.run(
        group.specs, configurations: configurations, formats: selection.formats,
        style: inputs.style, pngOptions: pngOptions, folder: folder, jobs: jobs,
        label: "gallery", cache: cache)
      outcome.items += part.items
      outcome.failures += part.failures
      outcome.failedIDs.formUnion(part.failedIDs)
      var groupInputs = inputs
      groupInputs.specs = group.specs
      reports.append(
        GalleryLint.run(
          groupInputs, jobs: jobs, cache: cache, locales: group.locales,
          textSizes: selection.textSizes))
    }
    let items = outcome.items
    // An alert whose images could not be written becomes an error card, like a bad spec.
    for failure in outcome.failures { Terminal.diagnostic(failure.description) }
    let shown = inputs.specs.filter { !outcome.failedIDs.contains($0.id) }
    reports.append(
      LocaleLint.report(LocaleLint.findings(groups, style: inputs.style), style: inputs.style))
    let report = LintReport.joining(
      reports, alerts: inputs.specs, inputErrors: inputs.diagnostics, styleName: inputs.style.name)
    let page = GalleryPage(
      title: title ?? "Alert previews", styleName: inputs.style.name,
      entries: GalleryEntries.make(
        shown, items: items, findings: report.findings, folder: folder),
      errors: inputs.diagnostics.map {
        GalleryInputError(location: $0.location.description, message: $0.message)
      }
        + outcome.failures.map {
          GalleryInputError(
            location: $0.location.description, message: $0.message,
            heading: "This alert could not be drawn")
        },
      rules: Linter.rules)
    let index = try GalleryWriter.write(page, to: folder)
    TestKill.wrote()
    try cache.save()
    let reused = items.filter(\.reused).count
    return Outcome(
      index: index, summary: GallerySummary(page), rendered: items.count - reused, reused: reused)
  }
}
