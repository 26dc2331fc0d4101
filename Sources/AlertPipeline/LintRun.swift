import AlertLayout
import AlertLint
import AlertRun
import StyleSheet

/// The lint command's run: every group's alerts against the rules, measured on the sheet's
/// default devices in both orientations at `textSizes`, each group in its locales, then the
/// content rules on each locale's text; one report with the input errors.
package enum LintRun {
  package static func run(
    _ inputs: Inputs, groups: [LocaleSelection.Group], textSizes: [TextSize]
  ) -> LintReport {
    let style = inputs.style
    let configurations = RenderConfiguration.all(
      devices: style.defaultDevices, orientations: Orientation.allCases, appearances: [.light],
      scales: [2], textSizes: textSizes)
    var reports = zip(groups, groups.configurations(configurations)).map { group, chosen in
      Linter(style: style, configurations: chosen).lint(group.specs)
    }
    reports.append(LocaleLint.report(LocaleLint.findings(groups, style: style), style: style))
    return LintReport.joining(
      reports, alerts: inputs.specs, inputErrors: inputs.diagnostics, styleName: style.name)
  }
}
