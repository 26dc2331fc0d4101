import AlertLint
import AlertMarkup
import AlertSpec

/// Pieces of the gallery's pages for other sites that want to look the same (`serve`).
public enum GalleryFragments {
  /// The findings `<section>` of an alert page, as the gallery shows it; rule links point at
  /// `rules.html` from a page `depth` folders down.
  public static func findings(
    _ findings: [Finding], of spec: AlertSpec, styleName: String, depth: Int
  ) -> MarkupNode {
    let page = GalleryPage(
      title: "", styleName: styleName, entries: [], errors: [], rules: Linter.rules)
    let entry = GalleryEntry(spec: spec, images: [], findings: findings)
    return FindingList.section(entry, in: page, depth: depth)
  }

  /// The severity badge: a shape and a word as well as a colour (`nil`: no findings).
  public static func badge(_ severity: Severity?) -> MarkupNode {
    SeverityBadge.node(severity)
  }

  /// `error`, `warning`, `suggestion` or `none`: the class suffix of a worst severity.
  public static func severityKey(_ severity: Severity?) -> String {
    SeverityBadge.key(severity)
  }

  /// `2 errors · 1 warning · 0 suggestions` for active findings.
  public static func counts(_ findings: [Finding], of spec: AlertSpec) -> String {
    GalleryCopy.findingCounts(GalleryEntry(spec: spec, images: [], findings: findings))
  }
}
