import AlertGallery
import AlertSpec
import AlertSupport
import Foundation

/// Writes the gallery's pages with the render cache: an alert page whose inputs are those it
/// was last written from, and whose file is untouched, is not built again, nor are the index,
/// rules page, report and assets when every page key, the page order and the site's own inputs
/// are those they were last written from; then what earlier runs wrote for alerts no longer
/// among the inputs is removed.
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
    let site = cache.siteKey(page, pageKeys: keyed.map(\.1))
    let index = try GalleryWriter.write(
      page, to: folder, unchanged: cache.unchangedPages(keys),
      siteUnchanged: cache.siteUnchanged(site))
    cache.keepPages(keys)
    cache.keepSite(site)
    try cache.removeAbsent(keeping: Set(alerts.map(\.id)))
    return index
  }
}
