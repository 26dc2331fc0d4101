import AlertLayout
import AlertRender
import AlertRun
import StyleSheet

extension RenderRun {
  /// Renders each group's alerts in `configurations`, once per locale of the group, and joins
  /// what each group did; failures are also told to `sink`.
  package static func run(
    _ groups: [LocaleSelection.Group], configurations: [RenderConfiguration],
    formats: [ImageFormat], style: StyleSheet, output: OutputOptions, folder: String,
    label: String, sink: any RunSink
  ) -> RenderOutcome {
    var outcome = RenderOutcome()
    let workers = WorkerPool(program: output.workerProgram, jobs: output.jobs)
    defer { workers?.finish() }
    for (group, chosen) in zip(groups, groups.configurations(configurations)) {
      let part = run(
        group.specs, configurations: chosen, formats: formats, style: style,
        pngOptions: output.png, folder: folder, jobs: output.jobs, label: label,
        shard: output.shard, workers: workers, sink: sink)
      outcome.items += part.items
      outcome.failures += part.failures
      outcome.failedIDs.formUnion(part.failedIDs)
    }
    for failure in outcome.failures { sink.diagnostic(failure.description) }
    return outcome
  }
}
