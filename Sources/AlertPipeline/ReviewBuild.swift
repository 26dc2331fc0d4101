import AlertLayout
import AlertLint
import AlertRender
import AlertReview
import AlertRun
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// The review pack's run: lint as the gallery does, then draw the cover and a page per alert
/// into one PDF (`alert-preview review`).
package enum ReviewBuild {
  /// What a review run made.
  package struct Outcome: CustomStringConvertible {
    package var pdf: Data
    package var pages: Int
    package var counts: LintSummary

    package var description: String {
      "review: "
        + SummaryLine.counts(
          alerts: counts.alerts, errors: counts.errors, warnings: counts.warnings,
          suggestions: counts.suggestions, inputErrors: counts.inputErrors)
        + "; " + FewNames.counted(pages, "page")
    }
  }

  /// Lints `inputs` (on `output`'s worker processes when there are many) and draws the pack. Unless `look` names devices,
  /// only the style sheet's first device is shown (its smallest phone, where copy breaks
  /// first); both orientations and both appearances unless narrowed.
  package static func run(
    _ inputs: Inputs, groups: [LocaleSelection.Group], look: LookOptions, output: OutputOptions,
    title: String, paper: ReviewPaper, date: Date, sink: any RunSink
  ) throws -> Outcome {
    let style = inputs.style
    var selection = try Selection(
      look, style: style, defaultAppearances: Appearance.allCases, defaultFormats: [.png])
    if look.devices == nil, let first = style.defaultDevices.first {
      selection.configurations.removeAll { $0.device.id != first.id }
    }
    var reports: [LintReport] = []
    var configurations: [String: [RenderConfiguration]] = [:]
    let workers = WorkerPool(program: output.workerProgram, jobs: output.jobs)
    defer { workers?.finish() }
    for (group, chosen) in zip(groups, groups.configurations(selection.configurations)) {
      for spec in group.specs { configurations[spec.id] = chosen }
      var groupInputs = inputs
      groupInputs.specs = group.specs
      reports.append(
        GalleryLint.run(
          groupInputs, jobs: output.jobs, workers: workers, locales: group.locales,
          textSizes: selection.textSizes, sink: sink))
    }
    reports.append(LocaleLint.report(LocaleLint.findings(groups, style: style), style: style))
    let report = LintReport.joining(
      reports, alerts: inputs.specs, inputErrors: inputs.diagnostics, styleName: style.name)
    let pack = ReviewPack(
      title: title, date: date, styleName: style.name,
      creator: "alert-preview \(AlertPreviewVersion.current)",
      report: report, configurations: configurations)
    let drawn = try AlertRenderer(style: style).reviewPDF(pack, paper: paper)
    return Outcome(pdf: drawn.pdf, pages: drawn.pages, counts: pack.summary)
  }
}
