import AlertLint
import StyleSheet

/// The words of the pages that are not spec content.
enum GalleryCopy {
  /// Separator between items on one line.
  static let separator = " · "

  /// `1 alert`, `2 alerts`.
  static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
    "\(number) \(number == 1 ? singular : plural)"
  }

  /// The index header's line: style sheet, alerts, configurations and input errors.
  static func counts(of page: GalleryPage) -> String {
    [
      count(page.entries.count, "alert", "alerts"),
      count(page.configurationCount, "configuration", "configurations"),
      count(page.errors.count, "input error", "input errors"),
    ].joined(separator: separator)
  }

  /// `2 errors · 1 warning · 0 suggestions` for one alert's active findings.
  static func findingCounts(_ entry: GalleryEntry) -> String {
    [
      count(entry.count(.error), "error", "errors"),
      count(entry.count(.warning), "warning", "warnings"),
      count(entry.count(.suggestion), "suggestion", "suggestions"),
    ].joined(separator: separator)
  }

  /// The document title: the page's own name, the gallery title and the style sheet name.
  static func documentTitle(_ name: String?, of page: GalleryPage) -> String {
    [name ?? "", page.title, page.styleName].filter { !$0.isEmpty }.joined(separator: separator)
  }

  /// `Locale: en-GB · Trigger: destructive-action`, saying “not set” for missing values.
  static func alertMeta(locale: String?, trigger: String?) -> String {
    "Locale: \(locale ?? "not set")\(separator)Trigger: \(trigger ?? "not set")"
  }

  /// Dynamic Type sizes from smallest to largest, for listing them in order.
  static let textSizeOrder = TextSize.allCases.map(\.rawValue)

  /// `iPhone SE (3rd generation) · portrait · light`.
  static func caption(_ image: GalleryImage) -> String {
    ([image.deviceName, image.orientation, image.appearance] + [image.look].compactMap { $0 })
      .joined(separator: separator)
  }

  /// The title shown for an alert: its title, or `No title`.
  static func title(_ entry: GalleryEntry) -> (text: String, missing: Bool) {
    if let title = entry.spec.title, !GalleryAltText.singleLine(title).isEmpty {
      return (title, false)
    }
    return ("No title", true)
  }

  /// What the search box matches for an alert: id, title, message, labels and findings.
  static func searchText(_ entry: GalleryEntry) -> String {
    let spec = entry.spec
    let parts =
      [spec.id, spec.title ?? "", spec.message ?? ""] + spec.buttons.map(\.label)
      + entry.findings.flatMap { [$0.ruleID, $0.message] }
    return GalleryAltText.singleLine(parts.joined(separator: " ")).lowercased()
  }
}
