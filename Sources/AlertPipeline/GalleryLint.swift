import AlertLayout
import AlertLint
import AlertRun
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// Lints the gallery's alerts on several threads, one linter per thread.
///
/// With a cache, an alert whose lint hash matches the cache keeps its findings and is not
/// linted again; when nothing changed, no linter is made at all.
package enum GalleryLint {
  /// Lints `inputs.specs`, the measured rules in each of `locales` (`nil`: the spec's text)
  /// at each of `textSizes`, on `devices` (the sheet's default set unless given) in
  /// `orientations`.
  package static func run(
    _ inputs: Inputs, jobs: Int, workers: WorkerPool? = nil, cache: RenderCache? = nil,
    locales: [String?] = [nil], textSizes: [TextSize] = [.standard], devices: [Device]? = nil,
    orientations: [Orientation] = Orientation.allCases, sink: any RunSink
  ) -> LintReport {
    let specs = inputs.specs
    let measured =
      textSizes.map(\.rawValue).joined(separator: ",") + ";"
      + locales.map { $0 ?? "" }.joined(separator: ",")
      + (devices.map {
        ";" + $0.map(\.id).joined(separator: ",") + ";"
          + orientations.map(\.rawValue).joined(separator: ",")
      } ?? "")
    let hashes = cache.map { cache in
      Parallel.map(specs.count, threads: jobs) { cache.lintHash(specs[$0], measured: measured) }
    }
    var known: [String: [Finding]] = [:]
    if let cache, let hashes {
      for (spec, hash) in zip(specs, hashes) {
        known[spec.id] = cache.findings(spec, hash: hash)
      }
    }
    let stale = specs.filter { known[$0.id] == nil }
    var sheetFindings = cache?.sheetFindings
    if !stale.isEmpty || sheetFindings == nil {
      // Findings about the sheet itself have no alert id; every linter run reports them once.
      let configurations = RenderConfiguration.all(
        devices: devices ?? inputs.style.defaultDevices, orientations: orientations,
        appearances: [.light], scales: [2], textSizes: textSizes, locales: locales)
      let fresh = lint(
        stale, inputs: inputs, jobs: jobs, workers: workers, configurations: configurations,
        sink: sink)
      sheetFindings = fresh.filter { $0.alertID.isEmpty }
      let byAlert = Dictionary(grouping: fresh.filter { !$0.alertID.isEmpty }, by: \.alertID)
      for spec in stale { known[spec.id] = byAlert[spec.id] ?? [] }
    }
    if let cache, let hashes {
      for (spec, hash) in zip(specs, hashes) {
        cache.keep(spec.id, lintHash: hash, findings: known[spec.id] ?? [])
      }
      cache.keepSheetFindings(sheetFindings ?? [])
    }
    var findings = sheetFindings ?? []
    for spec in specs { findings += known[spec.id] ?? [] }
    // The linter's order: by place in the sources, then by rule.
    findings.sort { a, b in
      (a.location.file, a.location.line, a.location.column, a.ruleID)
        < (b.location.file, b.location.line, b.location.column, b.ruleID)
    }
    return LintReport(
      alerts: specs, findings: findings, inputErrors: inputs.diagnostics, rules: Linter.rules,
      styleName: inputs.style.name)
  }

  /// The findings of `specs` (and of the sheet, once), linted in batches on the `workers`
  /// when there are enough of them, else in chunks on `jobs` threads.
  private static func lint(
    _ specs: [AlertSpec], inputs: Inputs, jobs: Int, workers: WorkerPool?,
    configurations: [RenderConfiguration], sink: any RunSink
  ) -> [Finding] {
    if let found = workers?.lint(
      specs, style: inputs.style, configurations: configurations, label: "gallery", sink: sink)
    {
      return found
    }
    let threads = max(1, min(jobs, specs.count))
    let chunk = (specs.count + threads - 1) / threads
    let reports = Parallel.map(threads, threads: threads) { thread in
      Linter(style: inputs.style, configurations: configurations).lint(
        Array(specs.dropFirst(thread * chunk).prefix(chunk)))
    }
    return Linter.ordered(reports.flatMap(\.findings))
  }
}
