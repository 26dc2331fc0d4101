import AlertLayout
import AlertRender
import AlertRun
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

extension WorkerPool {
  /// Starting a worker costs about as much as drawing this many image sets.
  package static let imagesPerWorker = 16

  /// Draws and writes `work` on the workers (as many as it is worth, at least two; see
  /// ``workers(for:perWorker:)``); the results come back in `work`'s order, each with the
  /// files the worker wrote. Items no worker could take are drawn by `fallback`.
  func draw(
    _ work: [RenderRun.DrawItem], formats: [ImageFormat],
    style: StyleSheet, pngOptions: PNGOptions, folder: String, cards: Set<String>,
    label: String, sink: any RunSink, progress: any RunProgress,
    fallback: (Int) -> Result<RenderedItem, Error>
  ) -> [Result<RenderedItem, Error>] {
    let sheet = sheetID(style, pngOptions)
    let alerts = WorkerMessage.Alert.numbers(work.map(\.spec))
    return perform(
      work.count, workers: workers(for: work.count, perWorker: Self.imagesPerWorker),
      sheet: sheet, answer: WorkerMessage.Drawn.self, label: label, sink: sink,
      alert: { alerts[$0] },
      alertLine: {
        try? WorkerMessage.line(WorkerMessage.Alert(alert: $0, spec: work[$0].spec.unplaced))
      },
      request: { index in
        let configuration = work[index].configuration
        return try? WorkerMessage.line(
          WorkerMessage.Draw(
            item: index, sheet: sheet, alert: alerts[index],
            configuration: ConfigurationKey(configuration, in: style),
            formats: formats, folder: folder,
            cardPictureWidth: cards.contains(configuration.slug) ? CardPictures.width : nil,
            cacheHash: work[index].hash))
      },
      answer: { drawn in
        let (spec, configuration) = (work[drawn.item].spec, work[drawn.item].configuration)
        if let error = drawn.error { return .failure(WorkerError(error)) }
        guard let summary = drawn.summary else {
          return .failure(WorkerError("the worker answered without a picture"))
        }
        TestKill.wrote()
        return .success(
          RenderedItem(
            spec: spec, configuration: configuration, summary: summary, files: drawn.files,
            card: drawn.card, stamps: drawn.stamps))
      },
      describe: { index in "drawing '\(work[index].spec.id)' in \(work[index].configuration.slug)"
      },
      fallback: fallback, done: { progress.advance() })
  }
}
