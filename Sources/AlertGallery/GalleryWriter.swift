import AlertMarkup
import AlertSupport
import Foundation

/// Publishes the gallery as a static site: `index.html`, a page per alert, `rules.html`,
/// `report.json` and the style sheet and script, each written atomically inside the folder.
///
/// Every page is a libxml2 HTML tree serialised by libxml2. Every path is checked
/// (``OutputFolder/check(_:)``) before anything is written, and written through
/// ``OutputFolder``, which refuses links inside the folder, so nothing lands outside it.
public enum GalleryWriter {
  /// The file name of the index page inside the gallery folder.
  public static let indexFileName = SitePaths.index

  /// The width, in CSS pixels, of the picture on an index card.
  public static let cardWidth = AlertCard.pictureWidth

  /// The HTML of the index page for `page`; the same page always gives the same bytes.
  public static func html(for page: GalleryPage) throws -> String {
    try serialise(IndexPage.document(for: page))
  }

  /// The HTML of the page of `entry`, which lives at `<id>/index.html`.
  public static func alertHTML(for entry: GalleryEntry, in page: GalleryPage) throws -> String {
    try serialise(AlertPage.document(for: entry, in: page))
  }

  /// The HTML of `rules.html`.
  public static func rulesHTML(for page: GalleryPage) throws -> String {
    try serialise(RulesPage.document(for: page))
  }

  /// `report.json`: alerts, image paths, findings, input errors and rules, pretty-printed.
  public static func reportJSON(for page: GalleryPage) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(GalleryReport(page)) + Data("\n".utf8)
  }

  /// The files of the site besides the alerts' pages, relative to its folder.
  public static let siteFiles = [
    SitePaths.stylesheet, SitePaths.script, SitePaths.report, SitePaths.rules, SitePaths.index,
  ]

  /// Every file of the site, by path relative to the folder, in a stable order; the pages of
  /// the alerts in `skipping` are left out, and so are the ``siteFiles`` unless `site`.
  public static func files(
    for page: GalleryPage, skipping: Set<String> = [], site: Bool = true
  ) throws -> [(path: String, data: Data)] {
    // The site's own pages and the alerts' pages are independent: built on every core. The
    // index, the costliest, starts first and the report beside it (dealt round-robin, the
    // report and the index fell to one thread of two, one after the other).
    let threads = ProcessInfo.processInfo.activeProcessorCount
    let built: [Result<Data, Error>] =
      site
      ? Parallel.map(3, threads: threads, cost: { [2, 1, 3][$0] }) { index in
        Result {
          switch index {
          case 0: return try reportJSON(for: page)
          case 1: return Data(try rulesHTML(for: page).utf8)
          default: return Data(try html(for: page).utf8)
          }
        }
      } : []
    var files: [(String, Data)] = []
    if site {
      files += [
        (SitePaths.stylesheet, Data(GalleryAssets.css.description.utf8)),
        (SitePaths.script, Data(GalleryAssets.script.description.utf8)),
        (SitePaths.report, try built[0].get()), (SitePaths.rules, try built[1].get()),
      ]
    }
    let entries = page.entries.filter { !skipping.contains($0.spec.id) }
    let pages = Parallel.map(entries.count, threads: threads) { index in
      Result { Data(try alertHTML(for: entries[index], in: page).utf8) }
    }
    for (entry, built) in zip(entries, pages) {
      files.append((SitePaths.alertPage(entry.spec.id), try built.get()))
    }
    if site { files.append((SitePaths.index, try built[2].get())) }
    return files
  }

  /// Writes the site into `folder`, creating it, and returns the path of `index.html`.
  ///
  /// Files whose bytes are already on disk are left alone, so a re-run touches only what
  /// changed; the pages of the alerts in `unchanged`, and the ``siteFiles`` when
  /// `siteUnchanged`, are not even built (the caller knows they are on disk as they would be
  /// written). Throws before writing anything when a path would leave `folder`.
  @discardableResult
  public static func write(
    _ page: GalleryPage, to folder: String, unchanged: Set<String> = [],
    siteUnchanged: Bool = false
  ) throws -> String {
    let files = try files(for: page, skipping: unchanged, site: !siteUnchanged)
    let output = OutputFolder(folder)
    for file in files {
      do {
        try output.check(file.path)
      } catch {
        throw GalleryError(
          "The gallery refused to write “\(file.path)”: it would land outside the output "
            + "folder \(folder). Use ids made of a-z, 0-9 and hyphens.")
      }
    }
    for file in files {
      if let existing = output.contents(of: file.path), existing == file.data { continue }
      try output.write(file.data, to: file.path)
    }
    return URL(fileURLWithPath: folder).appendingPathComponent(indexFileName).path
  }

  private static func serialise(_ root: MarkupElement) throws -> String {
    do {
      return try MarkupDocument.html(root)
    } catch let error as MarkupError {
      throw GalleryError(error.description)
    }
  }
}
