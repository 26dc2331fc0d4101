import AlertLayout
import AlertRender

/// What the gallery needs of one rendered image besides its files: the screen size and the
/// inputs of its alt text. Small enough to keep in the render cache for every configuration.
package struct ImageSummary: Codable, Sendable, Equatable {
  /// The screen, in points.
  package var width: Double
  package var height: Double
  /// Indices into the spec's buttons, in the order they are drawn.
  package var buttonOrder: [Int]
  /// Whether the buttons are stacked vertically.
  package var stacked: Bool
  /// The label of the emphasised (semibold) button, if any.
  package var emphasisedLabel: String?
  /// Lines of the title after wrapping; 0 without a title.
  package var titleLines: Int
  /// Whether a button label was cut with "…".
  package var truncated: Bool
  /// Whether the alert's text scrolls.
  package var scrolls: Bool
  /// The part of the screen around the alert that card pictures show (``CardCrop``), in
  /// points; `nil` for images drawn before it was kept.
  package var crop: Rect?

  package init(
    width: Double, height: Double, buttonOrder: [Int], stacked: Bool, emphasisedLabel: String?,
    titleLines: Int = 1, truncated: Bool = false, scrolls: Bool = false, crop: Rect? = nil
  ) {
    self.crop = crop
    self.width = width
    self.height = height
    self.buttonOrder = buttonOrder
    self.stacked = stacked
    self.emphasisedLabel = emphasisedLabel
    self.titleLines = titleLines
    self.truncated = truncated
    self.scrolls = scrolls
  }

  /// The summary of a laid-out alert.
  package init(_ geometry: AlertGeometry) {
    self.init(
      width: geometry.screen.width, height: geometry.screen.height,
      buttonOrder: geometry.buttons.map(\.specIndex), stacked: geometry.stacked,
      emphasisedLabel: geometry.buttons.first(where: \.emphasised)?.label,
      titleLines: geometry.title?.lineCount ?? 0,
      truncated: geometry.buttons.contains(where: \.truncated), scrolls: geometry.scrolls,
      crop: CardCrop(geometry).bounds)
  }
}
