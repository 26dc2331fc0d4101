import AlertLayout
// C-facing: the drawing steps the alert and action-sheet painters share.
internal import CCairo
internal import CPangoCairo
import StyleSheet

/// Shows laid-out text at its place in its colour.
func draw(_ cr: OpaquePointer, _ text: PlacedText) {
  setColor(cr, text.color)
  cairo_move_to(cr, text.originX, text.originY)
  pango_cairo_show_layout(cr, text.layout.pangoLayout)
}

/// Fills the screen: the backdrop when there is one, else the palette's flat screen colour.
func paintScreen(_ cr: OpaquePointer, _ palette: Palette, _ backdrop: Backdrop?) {
  if let backdrop {
    backdrop.paintScreen(cr)
  } else {
    setColor(cr, palette.screen)
    cairo_paint(cr)
  }
}

/// Fills the current path, which is also the clip, with the material: over a backdrop the
/// blurred app under the `material` tint (UIKit knocks the dimming out under the alert, so
/// the material sees the undimmed app), else the flat `background` colour.
func fillMaterial(_ cr: OpaquePointer, _ palette: Palette, _ backdrop: Backdrop?) {
  if let backdrop {
    backdrop.paintMaterial(cr)
    setColor(cr, palette.material)
  } else {
    setColor(cr, palette.background)
  }
  cairo_fill(cr)
}

/// Makes `color` the source of the next fills and strokes.
func setColor(_ cr: OpaquePointer, _ color: RGBA) {
  cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
}

extension Double {
  /// Rounded to a multiple of `pixel` (a device pixel, in points).
  func snapped(_ pixel: Double) -> Double { (self / pixel).rounded() * pixel }
}
