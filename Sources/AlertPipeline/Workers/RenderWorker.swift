import AlertLayout
import AlertLint
import AlertRender
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// The worker side of ``WorkerPool``: `alert-preview __worker` reads ``WorkerMessage``s from
/// standard input; draws and writes each alert configuration it is sent (atomically, as a run
/// on one core does), renders and verifies each snapshot, or lints each batch of alerts;
/// answers each on standard output; and exits at the end of its input. Each worker has its
/// own font thread and font state, so N workers draw on N cores.
package enum RenderWorker {
  /// Serves the run on standard input and output; returns the exit code.
  package static func serve() -> Int32 {
    // A worker does all its work on this thread, its font work included.
    FontThread.adoptCurrentThread()
    // Anything a library prints must not land in the protocol: our answers go to a copy of
    // standard output, and standard output itself becomes standard error.
    return serve(input: 0, output: WorkerProcess.takeStandardOutput())
  }

  static func serve(input: Int32, output: Int32) -> Int32 {
    var reader = LineBuffer()
    var sheets: [Int: WorkerMessage.Sheet] = [:]
    var kept = KeptAlerts()
    var alerts: [Int: AlertSpec] = [:]
    var renderers: [Int: AlertRenderer] = [:]
    var linters: [Int: [(configurations: [ConfigurationKey], linter: Linter)]] = [:]
    var stores = CacheStores()
    var started = false
    let decoder = JSONDecoder()
    /// The renderer of sheet `id`, made on first use.
    func renderer(_ id: Int) throws -> AlertRenderer {
      if let made = renderers[id] { return made }
      let sheet = try sent(sheets, id)
      let made = AlertRenderer(
        style: sheet.style,
        pngOptions: PNGOptions(
          level: sheet.pngLevel, filters: PNGFilters(rawValue: sheet.pngFilters)))
      renderers[id] = made
      return made
    }
    while let bytes = WorkerProcess.read(input) {
      for line in reader.lines(adding: bytes) {
        do {
          switch try decoder.decode(WorkerMessage.Request.self, from: line) {
          case .start(let start):
            let speaks = start.protocolVersion == WorkerMessage.version
            try answer(
              WorkerMessage.Ready(
                protocolVersion: WorkerMessage.version,
                process: ProcessInfo.processInfo.processIdentifier,
                refused: speaks
                  ? nil
                  : "this alert-preview speaks worker protocol \(WorkerMessage.version), "
                    + "not \(start.protocolVersion)"),
              to: output)
            guard speaks else { return 2 }
            started = true
          case .sheet(let sheet) where started:
            sheets[sheet.sheet] = sheet
          case .alert(let alert) where started:
            if let forgotten = kept.keep(alert.alert) { alerts[forgotten] = nil }
            alerts[alert.alert] = alert.spec
          case .draw(let draw) where started:
            let style = try sent(sheets, draw.sheet).style
            try answer(
              drawn(
                draw, spec: try held(alerts, draw.alert), in: style,
                renderer: try renderer(draw.sheet), stores: &stores),
              to: output)
          case .snapshot(let snapshot) where started:
            let renderer = try renderer(snapshot.sheet)
            let spec = try held(alerts, snapshot.alert)
            var verified = WorkerMessage.Verified(item: snapshot.item)
            do {
              let sheet = try sent(sheets, snapshot.sheet)
              guard let verifier = sheet.verifier else {
                throw WorkerError("sheet \(snapshot.sheet) has no verifier to compare with")
              }
              let configuration = try snapshot.configuration.configuration(in: sheet.style)
              let image = try renderer.rendered(spec, in: configuration)
              verified.result = try verifier.verify(
                id: spec.id, configuration: configuration, png: image.png,
                pixels: image.pixels,
                geometry: image.geometry)
            } catch {
              verified.error = ErrorSentence.of(error)
            }
            try answer(verified, to: output)
          case .lint(let lint) where started:
            let sheet = try sent(sheets, lint.sheet)
            var kept = linters[lint.sheet, default: []]
            let linter =
              try kept.first { $0.configurations == lint.configurations }?.linter
              ?? Linter(
                style: sheet.style,
                configurations: lint.configurations.map { try $0.configuration(in: sheet.style) })
            if !kept.contains(where: { $0.linter === linter }) {
              kept.append((lint.configurations, linter))
              linters[lint.sheet] = kept
            }
            let findings = linter.findings(lint.specs)
            try answer(WorkerMessage.Linted(item: lint.item, findings: findings), to: output)
          case let other:
            FileHandle.standardError.write(
              Data("alert-preview worker: unexpected message '\(other.name)'\n".utf8))
            return 2
          }
        } catch {
          FileHandle.standardError.write(
            Data("alert-preview worker: \(ErrorSentence.of(error))\n".utf8))
          return 2
        }
      }
    }
    return 0
  }

  /// The sheet `id`, which the run must have sent before naming it.
  private static func sent(_ sheets: [Int: WorkerMessage.Sheet], _ id: Int) throws
    -> WorkerMessage.Sheet
  {
    guard let sheet = sheets[id] else {
      throw WorkerError("sheet \(id) was named before it was sent")
    }
    return sheet
  }

  /// The alert `id`, which the run must have sent before naming it and not since made the
  /// worker forget (``KeptAlerts``).
  private static func held(_ alerts: [Int: AlertSpec], _ id: Int) throws -> AlertSpec {
    guard let spec = alerts[id] else {
      throw WorkerError("alert \(id) was named while the worker did not hold it")
    }
    return spec
  }

  /// Draws and writes one item, `spec` in the draw's configuration; its errors become the
  /// answer's.
  private static func drawn(
    _ draw: WorkerMessage.Draw, spec: AlertSpec, in style: StyleSheet, renderer: AlertRenderer,
    stores: inout CacheStores
  ) -> WorkerMessage.Drawn {
    do {
      let configuration = try draw.configuration.configuration(in: style)
      let (geometry, files, card) = try renderer.write(
        spec, in: configuration, formats: draw.formats, to: draw.folder,
        cardPictureWidth: draw.cardPictureWidth)
      let stamps = (files + (card.map { [$0] } ?? [])).map { FileStamp(path: $0) }
      let summary = ImageSummary(geometry)
      if let hash = draw.cacheHash, !stamps.contains(nil) {
        try stores.store(draw.folder).record(
          CacheStore.ImageRow(
            alert: spec.id, slug: configuration.slug, hash: hash, formats: draw.formats,
            card: card != nil, summary: summary, stamps: stamps.compactMap { $0 }))
      }
      TestKill.workerWrote()
      return WorkerMessage.Drawn(
        item: draw.item, summary: summary, files: files, card: card,
        stamps: stamps.contains(nil) ? nil : stamps.compactMap { $0 })
    } catch {
      return WorkerMessage.Drawn(item: draw.item, files: [], error: ErrorSentence.of(error))
    }
  }

  /// The render cache of each output folder a worker records into, opened on first use.
  struct CacheStores {
    private var opened: [String: CacheStore] = [:]

    mutating func store(_ folder: String) throws -> CacheStore {
      if let store = opened[folder] { return store }
      let store = try CacheStore(folder: folder)
      opened[folder] = store
      return store
    }
  }

  private static func answer(_ message: some Encodable, to output: Int32) throws {
    guard writeAll(try WorkerMessage.line(message), to: output) == 0 else {
      throw WorkerError("could not answer the run: \(WorkerProcess.lastError)")
    }
  }
}
