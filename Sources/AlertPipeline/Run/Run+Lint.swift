import AlertLayout
import AlertLint
import AlertRun
import StyleSheet

extension Run {
  /// Every group's alerts against the rules, measured on the sheet's default devices in both
  /// orientations at the plan's text sizes (the sheet's by default), each group in its
  /// locales, then the content rules on each locale's text; one report with the input errors.
  /// In a shard, only that shard's alerts are linted: each alert in one shard. Many alerts
  /// are linted in batches on the plan's worker processes (``WorkerPool``).
  package func lint() -> LintReport {
    let style = inputs.style
    let configurations = RenderConfiguration.all(
      devices: style.defaultDevices, orientations: Orientation.allCases, appearances: [.light],
      scales: [2], textSizes: plan.look.textSizes ?? style.textSizes)
    var groups = self.groups
    var alerts = inputs.specs
    if let shard = plan.output.shard {
      alerts = alerts.filter { shard.contains($0.id) }
      for index in groups.indices { groups[index].specs.removeAll { !shard.contains($0.id) } }
    }
    let workers = WorkerPool(program: plan.output.workerProgram, jobs: plan.output.jobs)
    defer { workers?.finish() }
    var reports = zip(groups, groups.configurations(configurations)).map { group, chosen in
      let found = workers?.lint(
        group.specs, style: style, configurations: chosen, label: plan.label, sink: sink)
      return found.map {
        LintReport(
          alerts: group.specs, findings: $0, inputErrors: [], rules: Linter.rules,
          styleName: style.name)
      } ?? Linter(style: style, configurations: chosen).lint(group.specs)
    }
    reports.append(LocaleLint.report(LocaleLint.findings(groups, style: style), style: style))
    return LintReport.joining(
      reports, alerts: alerts, inputErrors: inputs.diagnostics, styleName: style.name)
  }
}
