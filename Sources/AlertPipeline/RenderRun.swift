import AlertLayout
import AlertRender
import AlertRun
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// What a render run made: the images, and one input error per alert whose images could not
/// be drawn or written (the other alerts are still rendered).
package struct RenderOutcome {
  package var items: [RenderedItem]
  package var failures: [SpecDiagnostic]
  /// The ids of the alerts in `failures`.
  package var failedIDs: Set<String>

  package init(
    items: [RenderedItem] = [], failures: [SpecDiagnostic] = [], failedIDs: Set<String> = []
  ) {
    self.items = items
    self.failures = failures
    self.failedIDs = failedIDs
  }
}

/// One rendered image set: an alert in one configuration.
package struct RenderedItem {
  package var spec: AlertSpec
  package var configuration: RenderConfiguration
  package var summary: ImageSummary
  /// Paths written, one per format, in format order.
  package var files: [String]
  /// The card picture's path, for the configurations a gallery's index shows.
  package var card: String?
  /// The stamps of `files`, then of `card`, right after they were written (or as the cache
  /// recorded them); `nil` when one could not be read, so the next run draws this
  /// configuration again.
  package var stamps: [FileStamp]?
  /// Whether the files were kept from an earlier run because nothing they depend on changed.
  package var reused = false
  /// The style sheet's name when the gallery shows several side by side.
  package var look: String?
}

/// Renders every alert in every configuration: on the `workers` when there is enough work for
/// two of them (``WorkerPool``), each process drawing with its own font state; otherwise on
/// `jobs` threads of this process, which share one renderer (each lays out and draws on the
/// font thread and compresses its PNG on its own). Results keep the input order, and the files
/// are the same either way.
///
/// With a `cache`, the images whose alert's content hash matches the cache's (and whose files
/// are still the ones it describes, by ``FileStamp``) are kept, and only the others are drawn;
/// whoever draws an image (a worker or a thread here) records it in the cache as soon as its
/// files are in place. The progress bar counts the images drawn.
///
/// With a `shard`, only the alert configurations of that shard are drawn or kept.
///
/// The configurations whose slugs are in `cards` also get a card picture
/// (``CardPictures``).
package enum RenderRun {
  package static func run(
    _ specs: [AlertSpec], configurations: [RenderConfiguration], formats: [ImageFormat],
    style: StyleSheet, pngOptions: PNGOptions, folder: String, jobs: Int, label: String,
    cache: RenderCache? = nil, shard: Shard? = nil, cards: Set<String> = [],
    workers: WorkerPool? = nil, sink: any RunSink
  ) -> RenderOutcome {
    let kept = cache.map { reusable(specs, configurations, cards, cache: $0, jobs: jobs) }
    let chosen = specs.map { spec in
      configurations.filter { configuration in
        shard?.contains(Shard.key(id: spec.id, configuration: configuration.slug)) ?? true
      }
    }
    var work: [DrawItem] = []
    for (index, spec) in specs.enumerated() {
      for configuration in chosen[index] where kept?[index].images[configuration.slug] == nil {
        work.append(DrawItem(spec: spec, configuration: configuration, hash: kept?[index].hash))
      }
    }
    let drawn = draw(
      work, formats: formats, style: style, pngOptions: pngOptions, folder: folder, jobs: jobs,
      label: label, cards: cards, cache: cache, workers: workers, sink: sink)
    var next = drawn.makeIterator()
    var outcome = RenderOutcome(items: [], failures: [], failedIDs: [])
    for (index, spec) in specs.enumerated() {
      var failure: Error?
      var made: [RenderedItem] = []
      for configuration in chosen[index] {
        if let image = kept?[index].images[configuration.slug], let cache {
          made.append(
            RenderedItem(
              spec: spec, configuration: configuration, summary: image.summary,
              files: cache.files(spec, configuration),
              card: cards.contains(configuration.slug)
                ? cache.cardPicture(spec, configuration) : nil,
              stamps: image.stamps, reused: true))
        } else {
          switch next.next() {
          case .success(let item)?: made.append(item)
          case .failure(let error)?: failure = failure ?? error
          case nil: break
          }
        }
      }
      if let failure {
        outcome.failures.append(Self.diagnostic(spec, failure))
        outcome.failedIDs.insert(spec.id)
        continue
      }
      outcome.items += made
      if let cache, let hash = kept?[index].hash { cache.noteRender(spec.id, hash: hash) }
    }
    return outcome
  }

  /// The input error of an alert whose images failed, at the alert's id in its spec.
  private static func diagnostic(_ spec: AlertSpec, _ error: Error) -> SpecDiagnostic {
    let location =
      spec.locations["id"] ?? spec.locations[""]
      ?? SourceLocation(file: "<input>", line: 1, column: 1)
    return SpecDiagnostic(
      location, "the images of '\(spec.id)' were not made: \(ErrorSentence.of(error))")
  }

  /// Each alert's render hash and the images of it that can be kept, on `jobs` threads.
  private static func reusable(
    _ specs: [AlertSpec], _ configurations: [RenderConfiguration], _ cards: Set<String>,
    cache: RenderCache, jobs: Int
  ) -> [(hash: String, images: [String: (summary: ImageSummary, stamps: [FileStamp])])] {
    Parallel.map(specs.count, threads: jobs) { index in
      let hash = cache.renderHash(specs[index])
      return (
        hash, cache.reusableImages(specs[index], hash: hash, in: configurations, cards: cards)
      )
    }
  }

  /// One alert configuration to draw, with its alert's render hash when a cache records it.
  struct DrawItem {
    var spec: AlertSpec
    var configuration: RenderConfiguration
    var hash: String?
  }

  /// Draws and writes `work`, in order, recording each image in `cache`; each item succeeds or
  /// fails on its own.
  private static func draw(
    _ work: [DrawItem], formats: [ImageFormat], style: StyleSheet, pngOptions: PNGOptions,
    folder: String, jobs: Int, label: String, cards: Set<String>, cache: RenderCache?,
    workers: WorkerPool?, sink: any RunSink
  ) -> [Result<RenderedItem, Error>] {
    guard !work.isEmpty else { return [] }
    let progress = sink.progress(total: work.count, label: label)
    let renderer = AlertRenderer(style: style, pngOptions: pngOptions)
    let drawOne: @Sendable (Int) -> Result<RenderedItem, Error> = { index in
      let (spec, configuration) = (work[index].spec, work[index].configuration)
      return Result {
        let (geometry, files, card) = try renderer.write(
          spec, in: configuration, formats: formats, to: folder,
          cardPictureWidth: cards.contains(configuration.slug) ? CardPictures.width : nil)
        // Stamped right after the rename: from now on a rewrite of the file is noticed.
        let stamps = (files + (card.map { [$0] } ?? [])).map { FileStamp(path: $0) }
        let summary = ImageSummary(geometry)
        if let cache, let hash = work[index].hash, !stamps.contains(nil) {
          try cache.record(
            spec, configuration, hash: hash, summary: summary, stamps: stamps.compactMap { $0 },
            card: card != nil)
        }
        TestKill.wrote()
        return RenderedItem(
          spec: spec, configuration: configuration, summary: summary, files: files,
          card: card, stamps: stamps.contains(nil) ? nil : stamps.compactMap { $0 })
      }
    }
    if let workers, workers.workers(for: work.count, perWorker: WorkerPool.imagesPerWorker) > 0 {
      return workers.draw(
        work, formats: formats, style: style, pngOptions: pngOptions, folder: folder,
        cards: cards, label: label, sink: sink, progress: progress
      ) { index in drawOne(index) }
    }
    return Parallel.map(work.count, threads: jobs) { index in
      defer { progress.advance() }
      return drawOne(index)
    }
  }
}
