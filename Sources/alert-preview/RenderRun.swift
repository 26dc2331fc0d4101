import AlertLayout
import AlertRender
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// One rendered image set: an alert in one configuration.
struct RenderedItem {
  var spec: AlertSpec
  var configuration: RenderConfiguration
  var summary: ImageSummary
  /// Paths written, one per format, in format order.
  var files: [String]
  /// The files' stamps right after they were written (or as the cache recorded them); `nil`
  /// when one could not be read, so the next run draws this configuration again.
  var stamps: [FileStamp]?
  /// Whether the files were kept from an earlier run because nothing they depend on changed.
  var reused = false
}

/// Renders every alert in every configuration on `jobs` threads, which share one renderer: each
/// lays out and draws on the font thread and compresses its PNG on its own. Results keep the
/// input order.
///
/// With a `cache`, the images whose alert's content hash matches the manifest (and whose files
/// are still the ones it describes, by ``FileStamp``) are kept, only the others are drawn, and
/// each alert's images are noted in the cache with their stamps for its next manifest. The
/// progress bar counts the images drawn.
enum RenderRun {
  static func run(
    _ specs: [AlertSpec], configurations: [RenderConfiguration], formats: [ImageFormat],
    style: StyleSheet, pngOptions: PNGOptions, folder: String, jobs: Int, label: String,
    cache: RenderCache? = nil
  ) throws -> [RenderedItem] {
    let kept = cache.map { reusable(specs, configurations, cache: $0, jobs: jobs) }
    var work: [(spec: AlertSpec, configuration: RenderConfiguration)] = []
    for (index, spec) in specs.enumerated() {
      for configuration in configurations where kept?[index].images[configuration.slug] == nil {
        work.append((spec, configuration))
      }
    }
    let drawn = try draw(
      work, formats: formats, style: style, pngOptions: pngOptions, folder: folder, jobs: jobs,
      label: label)
    var next = drawn.makeIterator()
    var items: [RenderedItem] = []
    for (index, spec) in specs.enumerated() {
      var images: [String: ImageSummary] = [:]
      var stamps: [String: [FileStamp]] = [:]
      for configuration in configurations {
        if let image = kept?[index].images[configuration.slug], let cache {
          items.append(
            RenderedItem(
              spec: spec, configuration: configuration, summary: image.summary,
              files: cache.files(spec, configuration), stamps: image.stamps, reused: true))
        } else if let item = next.next() {
          items.append(item)
        }
        images[configuration.slug] = items.last?.summary
        stamps[configuration.slug] = items.last?.stamps
      }
      if let cache, let hash = kept?[index].hash {
        cache.keep(spec.id, renderHash: hash, images: images, stamps: stamps)
      }
    }
    return items
  }

  /// Each alert's render hash and the images of it that can be kept, on `jobs` threads.
  private static func reusable(
    _ specs: [AlertSpec], _ configurations: [RenderConfiguration], cache: RenderCache, jobs: Int
  ) -> [(hash: String, images: [String: (summary: ImageSummary, stamps: [FileStamp])])] {
    Parallel.map(specs.count, threads: jobs) { index in
      let hash = cache.renderHash(specs[index])
      return (hash, cache.reusableImages(specs[index], hash: hash, in: configurations))
    }
  }

  /// Draws and writes `work`, in order.
  private static func draw(
    _ work: [(spec: AlertSpec, configuration: RenderConfiguration)], formats: [ImageFormat],
    style: StyleSheet, pngOptions: PNGOptions, folder: String, jobs: Int, label: String
  ) throws -> [RenderedItem] {
    guard !work.isEmpty else { return [] }
    let progress = Progress(total: work.count, label: label)
    let renderer = AlertRenderer(style: style, pngOptions: pngOptions)
    let results = Parallel.map(work.count, threads: jobs) { index in
      let (spec, configuration) = work[index]
      defer { progress.advance() }
      return Result {
        let (geometry, files) = try renderer.write(
          spec, in: configuration, formats: formats, to: folder)
        // Stamped right after the rename: from now on a rewrite of the file is noticed.
        let stamps = files.map { FileStamp(path: $0) }
        TestKill.wrote()
        return RenderedItem(
          spec: spec, configuration: configuration, summary: ImageSummary(geometry), files: files,
          stamps: stamps.contains(nil) ? nil : stamps.compactMap { $0 })
      }
    }
    return try results.map { try $0.get() }
  }
}
