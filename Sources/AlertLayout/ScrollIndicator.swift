import StyleSheet

extension ScrollIndicatorMetrics {
  /// The indicator's bar beside the scrolling text, scrolled to the top: at the right edge of
  /// the visible text area (`alert`'s top down to `visibleBottom`), inset on three sides, as
  /// long as the visible share of the `contentHeight` tall text (never shorter than
  /// ``minimumLength``).
  func bar(in alert: Rect, visibleBottom: Double, contentHeight: Double) -> Rect {
    let visible = visibleBottom - alert.y
    let track = max(0, visible - 2 * inset)
    let length = min(track, max(minimumLength, track * visible / max(contentHeight, visible)))
    return Rect(
      x: alert.maxX - inset - width, y: alert.y + inset, width: width, height: length)
  }
}
