import AlertGallery
import AlertLayout
import AlertLint
import AlertRender
import AlertRun
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// The gallery's run: render (reusing what the cache still holds) → lint → pages, shared by
/// `alert-preview gallery` and the server's `/gallery/`.
package enum GalleryBuild {
  /// What a gallery run did.
  package struct Outcome: CustomStringConvertible {
    package var index: String
    package var summary: GallerySummary
    package var rendered: Int
    package var reused: Int

    package var description: String {
      "gallery: "
        + SummaryLine.counts(
          alerts: summary.alerts, errors: summary.errors, warnings: summary.warnings,
          suggestions: summary.suggestions, inputErrors: summary.inputErrors)
        + "; rendered \(FewNames.counted(rendered, "configuration")), reused \(reused) unchanged"
    }
  }

  /// Renders, lints and writes the site; returns what it did and the path of index.html.
  ///
  /// `looks` are more style sheets to show beside `inputs.style` (`--style ios,ios26`): each
  /// draws into its own folder, `look.<name>/` (ids cannot hold a dot, so no alert folder is
  /// ever named so), with its own cache, and its findings that differ from the first sheet's
  /// name it.
  ///
  /// `reviewPDF` is the path in the site of a review pack written beside it, which every
  /// page then links to.
  ///
  /// With a shard (`--shard I/N`) it renders that shard's alert configurations, lints that shard's
  /// alerts and writes no pages: the folder is a part for `alert-preview merge`, which
  /// builds the site from every part's images and cache.
  package static func run(
    _ inputs: Inputs, groups: [LocaleSelection.Group], look options: LookOptions,
    output: OutputOptions, folder: String, title: String?, looks: [StyleSheet] = [],
    reviewPDF: String? = nil, sink: any RunSink
  ) throws -> Outcome {
    var outcome = RenderOutcome(items: [], failures: [], failedIDs: [])
    var reports: [LintReport] = []
    var caches: [RenderCache] = []
    // One set of worker processes for every look (each is sent the sheets it draws with).
    let workers = WorkerPool(program: output.workerProgram, jobs: output.jobs)
    defer { workers?.finish() }
    for (index, style) in ([inputs.style] + looks).enumerated() {
      let look = looks.isEmpty ? nil : style.name
      let part = try renderAndLint(
        inputs, style: style, look: look, groups: groups, options: options, output: output,
        workers: workers, sink: sink,
        folder: index == 0 ? folder : folder + "/" + lookFolder(style.name))
      outcome.items += part.outcome.items
      outcome.failures += part.outcome.failures
      outcome.failedIDs.formUnion(part.outcome.failedIDs)
      reports.append(
        contentsOf: index == 0
          ? part.reports : named(part.reports, look: style.name, besides: reports))
      caches.append(part.cache)
    }
    let shard = output.shard
    let items = outcome.items
    // An alert whose images could not be written becomes an error card, like a bad spec.
    for failure in outcome.failures { sink.diagnostic(failure.description) }
    let shown = inputs.specs.filter { !outcome.failedIDs.contains($0.id) }
    if shard == nil {
      reports.append(
        LocaleLint.report(LocaleLint.findings(groups, style: inputs.style), style: inputs.style))
    }
    let report = LintReport.joining(
      reports, alerts: inputs.specs, inputErrors: inputs.diagnostics, styleName: inputs.style.name)
    var page = GalleryPage(
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
    page.reviewPDF = reviewPDF
    page.creator = "alert-preview \(AlertPreviewVersion.current)"
    let index =
      shard == nil
      ? try GalleryPages.write(page, to: folder, cache: caches[0], alerts: inputs.specs) : folder
    // The sheets shown beside the first drop the images of alerts no longer among the inputs.
    for cache in caches.dropFirst() { try cache.removeAbsent(keeping: Set(inputs.specs.map(\.id))) }
    TestKill.wrote()
    for cache in caches { try cache.save() }
    let reused = items.filter(\.reused).count
    return Outcome(
      index: index, summary: GallerySummary(page), rendered: items.count - reused, reused: reused)
  }

  /// A look's findings as the gallery lists them beside the first sheet's: those measured in
  /// a configuration name the look after it (`iPhone SE (3rd generation) portrait (ios26)`);
  /// the others are left out when the first sheet found the same, and named by the look
  /// otherwise (a sheet with another voice).
  static func named(_ reports: [LintReport], look: String, besides first: [LintReport])
    -> [LintReport]
  {
    let known = Set(first.flatMap(\.findings))
    return reports.map { report in
      var report = report
      report.findings = report.findings.compactMap { finding in
        var finding = finding
        if let configuration = finding.configuration {
          finding.configuration = configuration + " (\(look))"
          return finding
        }
        guard !known.contains(finding) else { return nil }
        finding.configuration = look
        return finding
      }
      return report
    }
  }

  /// The folder of a look's images inside the site: `look.ios26`.
  package static func lookFolder(_ name: String) -> String { "look." + name }

  /// One style sheet's images (reusing what its cache holds) and findings.
  private static func renderAndLint(
    _ inputs: Inputs, style: StyleSheet, look: String?, groups: [LocaleSelection.Group],
    options: LookOptions, output: OutputOptions, workers: WorkerPool?, sink: any RunSink,
    folder: String
  ) throws -> (outcome: RenderOutcome, reports: [LintReport], cache: RenderCache) {
    // The site shows PNGs. Its SVGs, when asked for (`--format png,svg`), are for design
    // tools: the alert alone (the screen is the PNG), its text kept as text, editable when a
    // designer imports it into Figma or Sketch (7 KB each on the examples, against 40 KB for
    // the screen in glyph outlines). Left out by default: they were 17 % of the examples' site.
    var style = style
    style.svgText = .live
    style.svgFrame = .alert
    let selection = try Selection(
      options, style: style, defaultAppearances: Appearance.allCases, defaultFormats: [.png])
    let pngOptions = output.png
    let jobs = output.jobs
    let shard = output.shard
    try OutputFolder(folder).create()
    let cache = try RenderCache(
      folder: folder, style: style, formats: selection.formats, pngOptions: pngOptions)
    if let recovery = cache.recovery { sink.diagnostic("gallery: " + recovery) }
    var outcome = RenderOutcome(items: [], failures: [], failedIDs: [])
    var reports: [LintReport] = []
    for (group, configurations) in zip(groups, groups.configurations(selection.configurations)) {
      let part = RenderRun.run(
        group.specs, configurations: configurations, formats: selection.formats,
        style: style, pngOptions: pngOptions, folder: folder, jobs: jobs,
        label: look.map { "gallery \($0)" } ?? "gallery", cache: cache, shard: shard,
        // Every look draws card pictures: the index's look control swaps them in.
        cards: CardPictures.slugs(configurations), workers: workers,
        sink: sink)
      // What earlier runs wrote and this one did not (SVGs once left out) goes.
      cache.removeReplaced(part.items)
      outcome.items += part.items.map { item in
        var item = item
        item.look = look
        return item
      }
      outcome.failures += part.failures
      outcome.failedIDs.formUnion(part.failedIDs)
      var groupInputs = inputs
      groupInputs.style = style
      // Linting is per alert: each alert is linted in one shard.
      groupInputs.specs = group.specs.filter { shard?.contains($0.id) ?? true }
      reports.append(
        GalleryLint.run(
          groupInputs, jobs: jobs, workers: workers, cache: cache, locales: group.locales,
          textSizes: selection.textSizes, sink: sink))
    }
    return (outcome, reports, cache)
  }
}
