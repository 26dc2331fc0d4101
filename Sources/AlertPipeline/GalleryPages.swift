import AlertGallery
import AlertSpec
import AlertSupport
import Foundation

/// Writes the gallery's pages with the render cache: an alert page whose inputs are those it
/// was last written from, and whose file is untouched, is not built again; then what earlier
/// runs wrote for alerts no longer among the inputs is removed.
package enum GalleryPages {
  /// Writes `page` into `folder` and returns the path of index.html. `alerts` are every alert
  /// of the inputs (those that could not be drawn included): the files of the others go.
  package static func write(
    _ page: GalleryPage, to folder: String, cache: RenderCache, alerts: [AlertSpec]
  ) throws -> String {
    let keyed = Parallel.map(
      page.entries.count, threads: ProcessInfo.processInfo.activeProcessorCount
    ) { index in
      (page.entries[index].spec.id, cache.pageKey(page.entries[index], in: page))
    }
    let keys = Dictionary(keyed, uniquingKeysWith: { first, _ in first })
    let index = try GalleryWriter.write(
      page, to: folder, unchanged: cache.unchangedPages(keys))
    cache.keepPages(keys)
    cache.removeAbsent(keeping: Set(alerts.map(\.id)))
    return index
  }
}
