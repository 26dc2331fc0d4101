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
      "gallery: \(summary.alerts) alerts, \(summary.errors) errors, \(summary.warnings) warnings, "
        + "\(summary.suggestions) suggestions, \(summary.inputErrors) input errors; "
        + "rendered \(rendered) configurations, reused \(reused) unchanged"
    }
  }

  /// Renders, lints and writes the site; returns what it did and the path of index.html.
  package static func run(
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
        label: "gallery", cache: cache, cards: CardPictures.slugs(configurations))
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
    let index = try GalleryPages.write(page, to: folder, cache: cache, alerts: inputs.specs)
    TestKill.wrote()
    try cache.save()
    let reused = items.filter(\.reused).count
    return Outcome(
      index: index, summary: GallerySummary(page), rendered: items.count - reused, reused: reused)
  }
}
