/// Where each file of the site lives, relative to the gallery folder.
public enum SitePaths {
  /// The index page.
  public static let index = "index.html"
  /// The rule catalogue page.
  public static let rules = "rules.html"
  /// The machine-readable report.
  public static let report = "report.json"
  /// The style sheet.
  public static let stylesheet = "assets/gallery.css"
  /// The enhancing script.
  public static let script = "assets/gallery.js"

  /// `<id>/index.html`: an alert's page sits beside its images.
  public static func alertPage(_ id: String) -> String { id + "/" + index }

  /// `path` (relative to the gallery folder) as seen from a page `depth` folders down.
  static func link(_ path: String, depth: Int) -> String {
    String(repeating: "../", count: depth) + path
  }
}
