import AlertLayout
// C-facing: draws the scroll indicator of an alert whose text scrolls.
internal import CCairo
import StyleSheet

/// Fills the alert's scroll indicator, a bar with round ends, when its text scrolls; nothing
/// otherwise.
func paintScrollIndicator(_ cr: OpaquePointer, _ geometry: AlertGeometry, style: StyleSheet) {
  guard let bar = geometry.scrollIndicator else { return }
  addRoundedRect(cr, bar, radius: bar.width / 2, continuous: false)
  setColor(cr, style.scrollIndicator.color(geometry.appearance))
  cairo_fill(cr)
}
