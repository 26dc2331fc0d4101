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

/// Shows a button's label at its exact place. On a PNG it is filled as outlines: cairo 1.16
/// puts each glyph on an image surface at a whole device pixel, and for a word of two or three
/// letters that rounding is 2–3 % of its width (measured against real screenshots:
/// `docs/guide/fidelity.md`). Colour emoji have no outlines and keep their glyphs; on an SVG
/// every glyph is at its exact place already.
func drawLabel(_ cr: OpaquePointer, _ text: PlacedText) {
  guard cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE,
    !text.layout.drawsColourGlyphs()
  else { return draw(cr, text) }
  setColor(cr, text.color)
  cairo_move_to(cr, text.originX, text.originY)
  pango_cairo_layout_path(cr, text.layout.pangoLayout)
  cairo_fill(cr)
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
package func setColor(_ cr: OpaquePointer, _ color: RGBA) {
  cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
}

extension Double {
  /// Rounded to a multiple of `pixel` (a device pixel, in points).
  func snapped(_ pixel: Double) -> Double { (self / pixel).rounded() * pixel }
}

/// The capsules behind buttons (iOS 26): each frame rounded to half its height and filled;
/// nothing for a `nil` fill, nothing at all when `fills` is empty (the classic look).
func paintCapsules(_ cr: OpaquePointer, _ buttons: [ButtonGeometry], fills: [RGBA?]) {
  for (button, fill) in zip(buttons, fills) {
    guard let fill else { continue }
    addRoundedRect(cr, button.frame, radius: button.frame.height / 2, continuous: false)
    setColor(cr, fill)
    cairo_fill(cr)
  }
}

/// How many rings ``paintSoftShadow`` lays.
let softShadowRings = 6

/// A soft shadow around `box`: ``softShadowRings`` rounded rectangles, each 1 pt wider on every
/// side than the last and 1 pt lower than `box`, filled with `color`, so that it darkens
/// towards the edge (cairo has no blur).
func paintSoftShadow(
  _ cr: OpaquePointer, around box: Rect, radius: Double, color: RGBA, continuous: Bool
) {
  setColor(cr, color)
  for ring in 1...softShadowRings {
    let d = Double(ring)
    let outer = Rect(
      x: box.x - d, y: box.y - d + 1, width: box.width + 2 * d, height: box.height + 2 * d)
    addRoundedRect(cr, outer, radius: radius + d, continuous: continuous)
    cairo_fill(cr)
  }
}

/// The glass body's flat fallback: a highlight `width` wide stroked just inside the edge of
/// the rounded `box` (`<alert rim-width>`, colour `rim`); nothing when either is unset.
func paintRim(
  _ cr: OpaquePointer, around box: Rect, radius: Double, width: Double, color: RGBA?,
  continuous: Bool
) {
  guard width > 0, let color else { return }
  let inside = Rect(
    x: box.x + width / 2, y: box.y + width / 2, width: box.width - width,
    height: box.height - width)
  addRoundedRect(cr, inside, radius: max(0, radius - width / 2), continuous: continuous)
  setColor(cr, color)
  cairo_set_line_width(cr, width)
  cairo_stroke(cr)
}
