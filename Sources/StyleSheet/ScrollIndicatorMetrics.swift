/// The scroll indicator drawn beside an alert's text when it scrolls (`<scroll-indicator>` and
/// the `scroll-indicator` colour).
public struct ScrollIndicatorMetrics: Hashable, Sendable, Codable {
  /// Thickness of the bar.
  public var width: Double = 3
  /// Space between the bar and the right, top and bottom edges of the scrolling area.
  public var inset: Double = 3
  /// The shortest the bar gets, however long the text.
  public var minimumLength: Double = 36
  /// The bar's colour in light appearance: the label colour at low alpha.
  public var light = RGBA(red: 0, green: 0, blue: 0, alpha: 0.35)
  /// The bar's colour in dark appearance.
  public var dark = RGBA(red: 1, green: 1, blue: 1, alpha: 0.35)

  public init() {}

  /// The colour of an appearance.
  public func color(_ appearance: Appearance) -> RGBA {
    appearance == .light ? light : dark
  }
}
