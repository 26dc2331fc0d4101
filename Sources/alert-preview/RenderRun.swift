import AlertLayout
import AlertRender
import AlertSpec
import Foundation
import StyleSheet

/// One rendered image set: an alert in one configuration.
struct RenderedItem {
  var spec: AlertSpec
  var configuration: RenderConfiguration
  var geometry: AlertGeometry
  /// Paths written, one per format, in format order.
  var files: [String]
  /// Whether the files were kept from an earlier run because nothing they depend on changed.
  var reused = false
}

/// Renders every alert in every configuration on `jobs` threads, each with its own renderer
/// (Pango contexts are not shared across threads). Results keep the input order.
///
/// With a `cache`, a configuration whose content hash matches the manifest is not drawn
/// again, and the manifest is rewritten for this run's renders.
enum RenderRun {
  static func run(
    _ specs: [AlertSpec], configurations: [RenderConfiguration], formats: [ImageFormat],
    style: StyleSheet, pngOptions: PNGOptions, folder: String, jobs: Int, label: String,
    cache: RenderCache? = nil
  ) throws -> [RenderedItem] {
    let work = specs.flatMap { spec in configurations.map { (spec, $0) } }
    let progress = Progress(total: work.count, label: label)
    let workers = max(1, min(jobs, work.count))
    let results = Results(count: work.count)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var renderer: AlertRenderer?
      for index in stride(from: worker, to: work.count, by: workers) {
        let (spec, configuration) = work[index]
        let hash = cache?.hash(spec, configuration)
        if let cache, let hash, let entry = cache.reusable(spec, configuration, hash: hash) {
          let item = RenderedItem(
            spec: spec, configuration: configuration, geometry: entry.geometry,
            files: entry.files.map { folder + "/" + $0 }, reused: true)
          results.set(index, .success(item), hash: hash)
          progress.advance()
          continue
        }
        do {
          let active = renderer ?? AlertRenderer(style: style, pngOptions: pngOptions)
          renderer = active
          let (geometry, files) = try active.write(
            spec, in: configuration, formats: formats, to: folder)
          let item = RenderedItem(
            spec: spec, configuration: configuration, geometry: geometry, files: files)
          results.set(index, .success(item), hash: hash)
        } catch {
          results.set(index, .failure(error), hash: nil)
        }
        progress.advance()
      }
    }
    let items = try results.items.compactMap { try $0?.get() }
    if let cache {
      var entries: [String: RenderCache.Entry] = [:]
      let prefix = folder + "/"
      for (item, hash) in zip(items, results.hashes) {
        guard let hash else { continue }
        entries[RenderCache.key(item.spec, item.configuration)] = RenderCache.Entry(
          hash: hash,
          files: item.files.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 },
          geometry: item.geometry)
      }
      try cache.save(entries)
    }
    return items
  }

  /// Slots filled from several threads.
  private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var items: [Result<RenderedItem, Error>?]
    private(set) var hashes: [String?]
    init(count: Int) {
      items = Array(repeating: nil, count: count)
      hashes = Array(repeating: nil, count: count)
    }
    func set(_ index: Int, _ result: Result<RenderedItem, Error>, hash: String?) {
      lock.lock()
      items[index] = result
      hashes[index] = hash
      lock.unlock()
    }
  }
}
