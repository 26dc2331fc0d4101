import AlertLayout
import AlertLint
import AlertRender
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
    package var counts: ReviewPack.Counts

    package var description: String {
      "review: \(counts.alerts) alerts, \(counts.errors) errors, \(counts.warnings) warnings, "
        + "\(counts.suggestions) suggestions, \(counts.inputErrors) input errors; "
        + "\(pages) pages"
    }
  }

  /// Lints `inputs` with `jobs` threads and draws the pack. Unless `look` names devices,
  /// only the style sheet's first device is shown (its smallest phone, where copy breaks
  /// first); both orientations and both appearances unless narrowed.
  package static func run(
    _ inputs: Inputs, groups: [LocaleSelection.Group], look: LookOptions, jobs: Int,
    title: String, paper: ReviewPaper, date: Date
  ) throws -> Outcome {
    let style = inputs.style
    var selection = try Selection(
      look, style: style, defaultAppearances: Appearance.allCases, defaultFormats: [.png])
    if look.devices == nil, let first = style.defaultDevices.first {
      selection.configurations.removeAll { $0.device.id != first.id }
    }
    var reports: [LintReport] = []
    var configurations: [String: [RenderConfiguration]] = [:]
    for (group, chosen) in zip(groups, groups.configurations(selection.configurations)) {
      for spec in group.specs { configurations[spec.id] = chosen }
      var groupInputs = inputs
      groupInputs.specs = group.specs
      reports.append(
        GalleryLint.run(
          groupInputs, jobs: jobs, locales: group.locales, textSizes: selection.textSizes))
    }
    reports.append(LocaleLint.report(LocaleLint.findings(groups, style: style), style: style))
    let report = LintReport.joining(
      reports, alerts: inputs.specs, inputErrors: inputs.diagnostics, styleName: style.name)
    let pack = ReviewPack(
      title: title, date: date, styleName: style.name,
      creator: "alert-preview \(AlertPreviewVersion.current)",
      report: report, configurations: configurations)
    let drawn = try AlertRenderer(style: style).reviewPDF(pack, paper: paper)
    return Outcome(pdf: drawn.pdf, pages: drawn.pages, counts: pack.counts)
  }
}

extension ReviewPack {
  /// The pack of a lint report: each alert with its configurations and its findings, each
  /// finding with the guidance its rule enforces.
  init(
    title: String, date: Date, styleName: String, creator: String, report: LintReport,
    configurations: [String: [RenderConfiguration]]
  ) {
    let sources = Dictionary(
      Linter.rules.map { ($0.id, $0.source) }, uniquingKeysWith: { first, _ in first })
    let byAlert = Dictionary(
      grouping: report.findings.filter { !$0.alertID.isEmpty }, by: \.alertID)
    let alerts = report.alerts.map { spec in
      let location = spec.locations[""].map { "\($0.file):\($0.line)" } ?? spec.id
      let findings = (byAlert[spec.id] ?? []).map { finding in
        ReviewPack.Finding(
          ruleID: finding.ruleID, severity: ReviewPack.Severity(finding.severity),
          message: finding.message, source: sources[finding.ruleID] ?? "—",
          configuration: finding.configuration, suppression: finding.suppression)
      }
      return ReviewPack.Alert(
        spec: spec, location: location, configurations: configurations[spec.id] ?? [],
        findings: ordered(findings))
    }
    let active = alerts.flatMap(\.findings).filter { $0.suppression == nil }
    var rules: [String: (count: Int, first: String)] = [:]
    for alert in alerts {
      for finding in alert.findings where finding.suppression == nil {
        rules[finding.ruleID, default: (0, alert.spec.id)].count += 1
      }
    }
    self.init(
      title: title, date: date, styleName: styleName, creator: creator,
      counts: Counts(
        alerts: alerts.count, errors: active.filter { $0.severity == .error }.count,
        warnings: active.filter { $0.severity == .warning }.count,
        suggestions: active.filter { $0.severity == .suggestion }.count,
        inputErrors: report.inputErrors.count),
      rules: rules.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }.map {
        RuleCount(
          ruleID: $0.key, findings: $0.value.count, source: sources[$0.key] ?? "—",
          firstAlertID: $0.value.first)
      },
      inputErrors: report.inputErrors.map {
        Problem(location: $0.location.description, message: $0.message)
      },
      alerts: alerts)
  }
}

/// Errors first, then warnings, then suggestions, the suppressed last; the linter's order
/// (place in the spec) within each.
private func ordered(_ findings: [ReviewPack.Finding]) -> [ReviewPack.Finding] {
  func rank(_ finding: ReviewPack.Finding) -> Int {
    guard finding.suppression == nil else { return 3 }
    switch finding.severity {
    case .error: return 0
    case .warning: return 1
    case .suggestion: return 2
    }
  }
  return findings.enumerated().sorted {
    (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
  }
  .map(\.element)
}

extension ReviewPack.Severity {
  init(_ severity: AlertLint.Severity) {
    switch severity {
    case .error: self = .error
    case .warning: self = .warning
    case .suggestion: self = .suggestion
    }
  }
}
