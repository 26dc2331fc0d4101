import AlertSupport
import Foundation

/// Publishes the gallery's `index.html`, built as a libxml2 HTML tree and serialised by libxml2.
public enum GalleryWriter {
  /// The file name of the index page inside the gallery folder.
  public static let indexFileName = "index.html"

  /// The HTML of the index page for `page`; the same page always gives the same bytes.
  public static func html(for page: GalleryPage) throws -> String {
    let document = try LibXML2HTMLDocument(root: IndexPage.document(for: page))
    return try document.serialised()
  }

  /// Writes `index.html` into `folder` atomically, creating the folder, and returns its path.
  @discardableResult
  public static func write(_ page: GalleryPage, to folder: String) throws -> String {
    let html = try html(for: page)
    let path = URL(fileURLWithPath: folder).appendingPathComponent(indexFileName).path
    try AtomicFile.write(html, to: path)
    return path
  }
}
