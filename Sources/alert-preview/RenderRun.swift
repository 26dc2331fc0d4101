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
}

/// Renders every alert in every configuration on `jobs` threads, each with its own renderer
/// (Pango contexts are not shared across threads). Results keep the input order.
enum RenderRun {
  static func run(
    _ specs: [AlertSpec], configurations: [RenderConfiguration], formats: [ImageFormat],
    style: StyleSheet, pngOptions: PNGOptions, folder: String, jobs: Int, label: String
  ) throws -> [RenderedItem] {
    let work = specs.flatMap { spec in configurations.map { (spec, $0) } }
    let progress = Progress(total: work.count, label: label)
    let workers = max(1, min(jobs, work.count))
    let results = Results(count: work.count)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let renderer = AlertRenderer(style: style, pngOptions: pngOptions)
      for index in stride(from: worker, to: work.count, by: workers) {
        let (spec, configuration) = work[index]
        do {
          let (geometry, files) = try renderer.write(
            spec, in: configuration, formats: formats, to: folder)
          results.set(
            index,
            .success(
              RenderedItem(
                spec: spec, configuration: configuration, geometry: geometry, files: files)))
        } catch {
          results.set(index, .failure(error))
        }
        progress.advance()
      }
    }
    return try results.items.compactMap { try $0?.get() }
  }

  /// Slots filled from several threads.
  private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var items: [Result<RenderedItem, Error>?]
    init(count: Int) { items = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ result: Result<RenderedItem, Error>) {
      lock.lock()
      items[index] = result
      lock.unlock()
    }
  }
}
