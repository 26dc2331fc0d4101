import AlertLayout
import AlertRender
import AlertRun
import AlertSnapshot
import AlertSpec
import Foundation
import StyleSheet

/// The worker processes as a snapshot run's (``SnapshotRunner/workers``): each snapshot is
/// rendered and verified in a worker, which writes the recorded reference or the failure's
/// artifacts itself.
package struct SnapshotWorkerPool: SnapshotWorkers {
  let pool: WorkerPool
  let label: String
  let sink: any RunSink

  package init(_ pool: WorkerPool, label: String, sink: any RunSink) {
    self.pool = pool
    self.label = label
    self.sink = sink
  }

  package func verify(
    _ work: [(spec: AlertSpec, configuration: RenderConfiguration)], style: StyleSheet,
    pngOptions: PNGOptions, verifier: SnapshotVerifier, advance: @Sendable () -> Void
  ) -> [Result<SnapshotResult, Error>]? {
    let wanted = pool.workers(for: work.count, perWorker: WorkerPool.imagesPerWorker)
    guard wanted > 0 else { return nil }
    let sheet = pool.sheetID(style, pngOptions, verifier: verifier)
    let renderer = AlertRenderer(style: style, pngOptions: pngOptions)
    let alerts = WorkerMessage.Alert.numbers(work.map(\.spec))
    return pool.perform(
      work.count, workers: wanted, sheet: sheet, answer: WorkerMessage.Verified.self,
      label: label, sink: sink, alert: { alerts[$0] },
      alertLine: {
        try? WorkerMessage.line(WorkerMessage.Alert(alert: $0, spec: work[$0].spec.unplaced))
      },
      request: { index in
        try? WorkerMessage.line(
          WorkerMessage.Snapshot(
            item: index, sheet: sheet, alert: alerts[index],
            configuration: ConfigurationKey(work[index].configuration, in: style)))
      },
      answer: { verified in
        if let result = verified.result { return .success(result) }
        return .failure(WorkerError(verified.error ?? "the worker answered without a result"))
      },
      describe: { index in
        "comparing '\(work[index].spec.id)' in \(work[index].configuration.slug)"
      },
      fallback: { index in
        Result {
          let (spec, configuration) = work[index]
          let image = try renderer.rendered(spec, in: configuration)
          return try verifier.verify(
            id: spec.id, configuration: configuration, png: image.png, pixels: image.pixels,
            geometry: image.geometry)
        }
      }, done: advance)
  }
}

extension WorkerMessage.Verified: WorkerAnswer {
  static let message = "verified"
}
