import AlertLayout
import AlertLint
import AlertRun
import AlertSpec
import Foundation
import StyleSheet

extension WorkerPool {
  /// Starting a worker (fonts, dictionaries, WordNet) costs about as much as linting this
  /// many alerts.
  package static let alertsPerWorker = 48
  /// Alerts per message at most; the last batches get smaller (``batchSizes(_:workers:)``).
  static let alertsPerBatch = 25
  /// Alerts per message at least: a message's round trip costs about as much as linting one.
  static let fewestPerBatch = 4

  /// The sizes of the batches `count` alerts are sent in to `workers` workers: full batches
  /// while much is left, then each a quarter of what is left per worker, so the workers run
  /// out of work within a few alerts of each other instead of one finishing a whole batch
  /// alone at the end.
  static func batchSizes(_ count: Int, workers: Int) -> [Int] {
    var sizes: [Int] = []
    var left = count
    while left > 0 {
      let size = min(
        max(left / (4 * max(workers, 1)), Self.fewestPerBatch), Self.alertsPerBatch, left)
      sizes.append(size)
      left -= size
    }
    return sizes
  }

  /// The findings of `specs` linted on the workers in batches, joined as one linter run over
  /// them all would give them (``Linter/ordered(_:)``); `nil` when there are too few alerts to
  /// be worth two workers, and the caller lints them itself. The specs travel without their
  /// places (``AlertSpec/unplaced``), two thirds of their size, and the findings are placed
  /// here.
  package func lint(
    _ specs: [AlertSpec], style: StyleSheet, configurations: [RenderConfiguration],
    label: String, sink: any RunSink
  ) -> [Finding]? {
    let wanted = workers(for: specs.count, perWorker: Self.alertsPerWorker)
    guard wanted > 0 else { return nil }
    var batches: [[AlertSpec]] = []
    var start = 0
    for size in Self.batchSizes(specs.count, workers: wanted) {
      batches.append(Array(specs[start..<start + size]))
      start += size
    }
    let sheet = sheetID(style)
    let keys = configurations.map { ConfigurationKey($0, in: style) }
    let results = perform(
      batches.count, workers: wanted, sheet: sheet, answer: WorkerMessage.Linted.self,
      label: label, sink: sink,
      request: { index in
        try? WorkerMessage.line(
          WorkerMessage.Lint(
            item: index, sheet: sheet, specs: batches[index].map(\.unplaced),
            configurations: keys))
      },
      // Placed as each answer comes, while the workers go on.
      answer: { .success(Linter.placing($0.findings, in: batches[$0.item])) },
      describe: { index in
        let ids = batches[index].map(\.id)
        return "linting '\(ids[0])'" + (ids.count > 1 ? " and \(ids.count - 1) more" : "")
      },
      fallback: { index in
        .success(Linter(style: style, configurations: configurations).lint(batches[index]).findings)
      })
    var findings: [Finding] = []
    for (index, result) in results.enumerated() {
      switch result {
      case .success(let placed): findings += placed
      case .failure(let error):
        // A batch no worker could lint is linted here, so no finding is lost.
        sink.diagnostic("\(label): \(error); linting those alerts in this process")
        findings +=
          Linter(style: style, configurations: configurations).lint(batches[index])
          .findings
      }
    }
    return Linter.ordered(findings)
  }
}
