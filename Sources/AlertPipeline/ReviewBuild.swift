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

    init(drawn: (pdf: Data, pages: Int), counts: LintSummary) {
      pdf = drawn.pdf
      pages = drawn.pages
      self.counts = counts
    }

    package var description: String {
      "review: "
        + SummaryLine.counts(
          alerts: counts.alerts, errors: counts.errors, warnings: counts.warnings,
          suggestions: counts.suggestions, inputErrors: counts.inputErrors)
        + "; " + FewNames.counted(pages, "page")
    }
  }

  /// Lints `inputs` (on `output`'s worker processes when there are many) and draws the pack,
  /// in the run's style sheet and in each of `looks` (`--style ios,ios26`). Unless `look`
  /// names devices, only the style sheet's first device is shown (its smallest phone, where
  /// copy breaks first); both orientations and both appearances unless narrowed. The alerts
  /// are linted in each configuration shown, and only there, so a finding names where it
  /// is seen and never a device or text size the pack leaves out.
  package static func run(
    _ inputs: Inputs, groups: [LocaleSelection.Group], look: LookOptions, output: OutputOptions,
    title: String, paper: ReviewPaper, date: Date, looks: [StyleSheet] = [], sink: any RunSink
  ) throws -> Outcome {
    let style = inputs.style
    var selection = try Selection(
      look, style: style, defaultAppearances: Appearance.allCases, defaultFormats: [.png])
    if look.devices == nil, let first = style.defaultDevices.first {
      selection.configurations.removeAll { $0.device.id != first.id }
    }
    var runs: [ReviewFindings.Run] = []
    var configurations: [String: [RenderConfiguration]] = [:]
    let workers = WorkerPool(program: output.workerProgram, jobs: output.jobs)
    defer { workers?.finish() }
    let sheets = [style] + looks
    for (group, chosen) in zip(groups, groups.configurations(selection.configurations)) {
      for spec in group.specs { configurations[spec.id] = chosen }
      for sheet in sheets {
        var groupInputs = inputs
        groupInputs.specs = group.specs
        groupInputs.style = sheet
        for measured in Self.measured(chosen) {
          let report = GalleryLint.run(
            groupInputs, jobs: output.jobs, workers: workers, locales: [measured.locale],
            textSizes: [measured.textSize], devices: [measured.device],
            orientations: [measured.orientation], sink: sink)
          runs.append(
            ReviewFindings.Run(
              findings: report.findings, configuration: measured,
              look: looks.isEmpty ? nil : sheet.name))
        }
      }
    }
    runs.append(
      ReviewFindings.Run(
        findings: LocaleLint.findings(groups, style: style), configuration: nil, look: nil))
    // The linter's order: by place in the sources, then by rule.
    let findings = ReviewFindings.joined(runs).enumerated().sorted { a, b in
      let (x, y) = (a.element, b.element)
      return (x.location.file, x.location.line, x.location.column, x.ruleID, a.offset)
        < (y.location.file, y.location.line, y.location.column, y.ruleID, b.offset)
    }
    let report = LintReport(
      alerts: inputs.specs, findings: findings.map(\.element),
      inputErrors: inputs.diagnostics, rules: Linter.rules, styleName: style.name)
    var pack = ReviewPack(
      title: title, date: date, styleName: style.name,
      creator: "alert-preview \(AlertPreviewVersion.current)",
      report: report, configurations: configurations)
    pack.looks = sheets.map(\.name)
    let drawn = try AlertRenderer(style: style).reviewPDF(
      pack, paper: paper, looks: looks.map { AlertRenderer(style: $0) })
    return Outcome(drawn: drawn, counts: pack.summary)
  }

  /// The configurations `chosen` measures in: one per device, orientation, text size and
  /// locale (the appearance changes no measure), in the order first met.
  static func measured(_ chosen: [RenderConfiguration]) -> [RenderConfiguration] {
    var seen: Set<String> = []
    return chosen.compactMap { configuration in
      var light = configuration
      light.appearance = .light
      light.scale = 2
      return seen.insert(light.slug).inserted ? light : nil
    }
  }
}
