/// The words of the index page that are not spec content.
enum GalleryCopy {
  /// Separator between items on one line.
  static let separator = " · "

  /// `1 alert`, `2 alerts`.
  static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
    "\(number) \(number == 1 ? singular : plural)"
  }

  /// The header's counts: alerts, configurations and input errors.
  static func counts(of page: GalleryPage) -> String {
    [
      count(page.entries.count, "alert", "alerts"),
      count(page.configurationCount, "configuration", "configurations"),
      count(page.errors.count, "input error", "input errors"),
    ].joined(separator: separator)
  }

  /// The document title: the gallery title and the style sheet name.
  static func documentTitle(of page: GalleryPage) -> String {
    [page.title, page.styleName].filter { !$0.isEmpty }.joined(separator: separator)
  }

  /// `Locale: en-GB · Trigger: destructive-action`, saying “not set” for missing values.
  static func alertMeta(locale: String?, trigger: String?) -> String {
    "Locale: \(locale ?? "not set")\(separator)Trigger: \(trigger ?? "not set")"
  }

  /// `iPhone SE (3rd generation) · portrait · light`.
  static func caption(_ image: GalleryImage) -> String {
    [image.deviceName, image.orientation, image.appearance].joined(separator: separator)
  }

  /// One input error as the list shows it: `location: message`.
  static func errorLine(_ error: GalleryInputError) -> (location: String, rest: String) {
    (error.location, ": " + error.message)
  }
}
