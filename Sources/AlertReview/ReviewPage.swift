import AlertLayout
import AlertLint
import AlertSpec
import StyleSheet

/// One thing drawn on a review page, placed in points from the page's top-left corner.
enum PageItem {
  /// Laid-out text, its top-left corner at `x`, `y`.
  case text(TextLayout, x: Double, y: Double, color: RGBA)
  /// The alert alone as the painter draws it in the pack's look number `look`, scaled into
  /// `frame`.
  case preview(AlertSpec, RenderConfiguration, look: Int, frame: Rect)
  /// A rectangle, filled and/or stroked, its corners rounded by `radius`.
  case box(Rect, fill: RGBA?, stroke: RGBA?, radius: Double)
  /// A severity's shape (circle, triangle, diamond), centred in `frame`.
  case marker(Severity, frame: Rect)
  /// A link to a named destination, over `frame`.
  case link(destination: String, frame: Rect)
  /// A named destination at the top of `y`, for links and bookmarks.
  case destination(String, y: Double)
}

/// A page of the review pack, planned before any drawing.
struct ReviewPage {
  var items: [PageItem] = []
  /// What the page's footer names: the pack's title or an alert's id.
  var footer: String
}

/// A bookmark in the PDF's outline.
struct ReviewBookmark {
  var title: String
  var destination: String
}

/// The colours and measures of the pages, in one place.
enum ReviewLook {
  static let margin = 48.0
  static let footerHeight = 24.0
  static let gap = 12.0
  static let ink = RGBA(red: 0.11, green: 0.11, blue: 0.12)
  static let muted = RGBA(red: 0.40, green: 0.40, blue: 0.43)
  static let rule = RGBA(red: 0.80, green: 0.80, blue: 0.82)
  static let tile = RGBA(red: 0.95, green: 0.95, blue: 0.96)
  static let link = RGBA(red: 0.0, green: 0.33, blue: 0.73)

  static func color(_ severity: Severity) -> RGBA {
    switch severity {
    case .error: RGBA(red: 0.77, green: 0.12, blue: 0.13)
    case .warning: RGBA(red: 0.68, green: 0.40, blue: 0.0)
    case .suggestion: RGBA(red: 0.10, green: 0.38, blue: 0.70)
    }
  }

  /// The named destination of an alert's first page.
  static func destination(_ alertID: String) -> String { "alert-" + alertID }
}
