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
  /// Alerts per message: small enough that the workers finish together.
  static let alertsPerBatch = 25

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
    let batches = stride(from: 0, to: specs.count, by: Self.alertsPerBatch).map {
      Array(specs[$0..<min($0 + Self.alertsPerBatch, specs.count)])
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
      answer: { .success($0.findings) },
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
      case .success(let found): findings += Linter.placing(found, in: batches[index])
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
