import AlertLint
import AlertSpec

/// `report.json`: the gallery for machines — every alert, its image paths and its findings.
public struct GalleryReport: Hashable, Sendable, Codable {
  /// One preview file set.
  public struct Image: Hashable, Sendable, Codable {
    public var device: String
    public var orientation: String
    public var appearance: String
    public var width: Int
    public var height: Int
    /// Files relative to the gallery folder (PNG first, then SVG…).
    public var files: [String]
  }

  /// One alert with everything the gallery knows about it.
  public struct Alert: Hashable, Sendable, Codable {
    public var id: String
    public var title: String?
    public var locale: String?
    public var trigger: String?
    /// The spec file, as the user named it.
    public var file: String?
    /// The alert's page, relative to the gallery folder.
    public var page: String
    /// The worst active severity, or `nil` when nothing was found.
    public var worstSeverity: Severity?
    public var images: [Image]
    public var findings: [Finding]
  }

  /// A spec that failed validation.
  public struct InputError: Hashable, Sendable, Codable {
    public var location: String
    public var message: String
  }

  public var title: String
  public var style: String
  public var summary: GallerySummary
  public var alerts: [Alert]
  public var inputErrors: [InputError]
  public var rules: [RuleDescription]

  /// The report of `page`.
  public init(_ page: GalleryPage) {
    title = page.title
    style = page.styleName
    summary = GallerySummary(page)
    alerts = page.entries.map { entry in
      Alert(
        id: entry.spec.id, title: entry.spec.title, locale: entry.spec.locale,
        trigger: entry.spec.trigger?.rawValue, file: entry.file,
        page: SitePaths.alertPage(entry.spec.id),
        worstSeverity: entry.worstSeverity,
        images: entry.images.map {
          Image(
            device: $0.deviceName, orientation: $0.orientation, appearance: $0.appearance,
            width: $0.width, height: $0.height, files: $0.files)
        },
        findings: entry.findings)
    }
    inputErrors = page.errors.map { InputError(location: $0.location, message: $0.message) }
    rules = page.rules
  }
}
