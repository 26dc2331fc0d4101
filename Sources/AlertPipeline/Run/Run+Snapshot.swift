import AlertLayout
import AlertRun
import AlertSnapshot
import AlertSupport
import Foundation

/// What a snapshot run holds beyond the run's plan: where references and the report are, how
/// it records and compares, which alerts, and what it does with orphaned references.
package struct SnapshotPlan: Sendable {
  package var references: URL
  /// The report folder: failure images, `index.html`, `report.json`.
  package var report: URL
  package var mode: RecordMode
  package var comparison: ComparisonOptions
  /// The ids of the alerts to compare, or `nil` for all.
  package var filter: [String]?
  /// The configurations to compare, as reference names spell them
  /// (`iphone-se.portrait.dark@2x`), or `nil` for all the look selects.
  package var configurations: [String]?
  /// `--prune`: delete (or, without `confirmed`, list) references no alert makes.
  package var prune: Bool
  /// `--yes`: `prune` deletes rather than lists.
  package var confirmed: Bool
  /// The command that accepts a group of failures, or every failure, for the report.
  package var accept: @Sendable (AcceptScope) -> String

  package init(
    references: URL, report: URL, mode: RecordMode, comparison: ComparisonOptions,
    filter: [String]? = nil, configurations: [String]? = nil, prune: Bool = false,
    confirmed: Bool = false, accept: @escaping @Sendable (AcceptScope) -> String
  ) {
    self.configurations = configurations
    self.references = references
    self.report = report
    self.mode = mode
    self.comparison = comparison
    self.filter = filter
    self.prune = prune
    self.confirmed = confirmed
    self.accept = accept
  }
}

extension Run {
  /// What a snapshot run found, and its exit code: 2 when an input failed to load, 1 when a
  /// snapshot failed, else 0.
  package struct Snapshots {
    package var summary: SnapshotSummary
    package var prune: SnapshotPrune
    package var exitCode: Int32
  }

  /// Compares every alert (or those `snapshot.filter` names) in the plan's configurations
  /// with its references, records as the mode says, writes the report, and prunes or lists
  /// the orphaned references. In a shard, the report folder becomes a part for `merge`.
  package func snapshot(_ snapshot: SnapshotPlan) throws -> Snapshots {
    let start = Date()
    let shard = plan.output.shard
    if shard != nil && snapshot.prune {
      throw UsageError(
        "--prune deletes references no alert makes, which needs the whole run; prune in an "
          + "unsharded run, not with --shard.")
    }
    let prune = try SnapshotPrune(
      prune: snapshot.prune, yes: snapshot.confirmed, diagnostics: inputs.diagnostics)
    var specs = inputs.specs
    if let filter = snapshot.filter {
      for id in filter where !ids.contains(id) {
        let hint = Suggestion.nearest(to: id, among: ids).map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError("--filter: no alert '\(id)' in the specs.\(hint)")
      }
      specs = specs.filter { filter.contains($0.id) }
    }
    let references = snapshot.references.standardizedFileURL
    let report = snapshot.report.standardizedFileURL
    guard !report.path.hasPrefix(references.path + "/"), report != references else {
      throw UsageError("--report must be outside the references folder.")
    }
    try OutputFolder(snapshot.report.path).create()
    try ReportWriter.prepare(snapshot.report)
    LeftoverTemporaryFiles.remove(
      in: [snapshot.references.path, snapshot.report.path], subfolders: specs.map(\.id),
      before: start)
    let configurations = try Self.only(
      snapshot.configurations, of: try self.snapshotConfigurations())
    var runner = SnapshotRunner(
      style: inputs.style, configurations: configurations,
      verifier: SnapshotVerifier(
        references: snapshot.references, artifacts: snapshot.report, mode: snapshot.mode,
        options: snapshot.comparison),
      filtered: snapshot.filter != nil || snapshot.configurations != nil, prune: prune == .delete,
      jobs: plan.output.jobs,
      pngOptions: plan.output.png, shard: shard)
    let workers = WorkerPool(program: plan.output.workerProgram, jobs: plan.output.jobs)
    defer { workers?.finish() }
    runner.workers = workers.map { SnapshotWorkerPool($0, label: plan.label, sink: sink) }
    let parts = shard?.count ?? 1
    let progress = sink.progress(
      total: (specs.count * configurations.count + parts - 1) / parts, label: plan.label)
    let summary = try runner.run(specs) { progress.advance() }
    try ReportWriter.write(summary, to: snapshot.report, accept: snapshot.accept)
    noteFonts()
    let code = exitCode(failed: summary.fails)
    if let shard {
      try ShardPart(kind: .snapshot, shard: shard, arguments: plan.partArguments, exitCode: code)
        .write(to: snapshot.report.path)
    }
    return Snapshots(summary: summary, prune: prune, exitCode: code)
  }

  /// The configurations every alert is compared in: the plan's, in each locale any group
  /// shows, so that one run names every reference alike.
  private func snapshotConfigurations() throws -> [RenderConfiguration] {
    let selection = try Selection(plan.look, style: inputs.style)
    var shown: [String?] = []
    for locale in groups.flatMap(\.locales) where !shown.contains(locale) {
      shown.append(locale)
    }
    return [LocaleSelection.Group(locales: shown, specs: [])]
      .configurations(selection.configurations)[0]
  }

  /// The configurations of `all` that `names` (`--only`) keep, in `all`'s order; every name
  /// must be one of them.
  static func only(_ names: [String]?, of all: [RenderConfiguration]) throws
    -> [RenderConfiguration]
  {
    guard let names else { return all }
    let slugs = all.map(\.slug)
    for name in names where !slugs.contains(name) {
      let hint = Suggestion.nearest(to: name, among: slugs).map { " Did you mean '\($0)'?" } ?? ""
      throw UsageError(
        "--only: this run has no configuration '\(name)'; name one as references spell it, "
          + "such as \(slugs.first ?? "iphone-se.portrait.light@2x").\(hint)")
    }
    return all.filter { names.contains($0.slug) }
  }
}
