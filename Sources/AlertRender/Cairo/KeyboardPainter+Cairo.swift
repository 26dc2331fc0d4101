import AlertLayout
// C-facing: draws the keyboard under an alert with text fields.
internal import CCairo
internal import CPangoCairo
import StyleSheet

/// Paints the keyboard: its background, key shapes with a hairline shadow under each, the
/// predictive bar's dividers and the labels. Shapes and radii are approximations: UNVERIFIED.
struct KeyboardPainter {
  let keyboard: KeyboardDrawing
  let colors: KeyboardColors

  /// Corner radius of a key.
  static let keyRadius = 5.0

  /// Paints the keyboard on `cr`; with `live`, keeps the key labels there instead of drawing
  /// them.
  func paint(_ cr: OpaquePointer, live: LiveText? = nil) {
    let frame = keyboard.geometry.frame
    cairo_save(cr)
    setColor(cr, colors.background)
    cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
    cairo_fill(cr)
    var shade = colors.label
    shade.alpha = 0.3
    setColor(cr, shade)
    for divider in keyboard.dividers {
      cairo_rectangle(cr, divider.x, divider.y, divider.width, divider.height)
    }
    cairo_fill(cr)
    for key in keyboard.keys where key.frame.width > 0 && fills(key) {
      // The shadow: the key's shape 1 pt lower, then the key over it.
      setColor(cr, shade)
      addRoundedRect(
        cr, key.frame.offsetBy(dx: 0, dy: 1), radius: Self.keyRadius, continuous: false)
      cairo_fill(cr)
      setColor(cr, key.function ? colors.functionKey : colors.key)
      addRoundedRect(cr, key.frame, radius: Self.keyRadius, continuous: false)
      cairo_fill(cr)
    }
    for key in keyboard.keys {
      if let label = key.label { draw(cr, label, as: .keyboard, live: live) }
      paintSymbol(cr, key)
    }
    cairo_restore(cr)
  }

  /// Whether the key has a shape: the digits pad's delete key is a bare symbol.
  private func fills(_ key: KeyboardKey) -> Bool {
    !(keyboard.geometry.kind == .number && key.symbol == .delete)
  }

  /// Shift (an outlined arrow), delete (an outlined tag with a cross) or globe (a circle with
  /// a meridian and an equator), drawn as lines in the label colour.
  private func paintSymbol(_ cr: OpaquePointer, _ key: KeyboardKey) {
    let size = min(key.frame.height, key.frame.width) * 0.45
    let cx = key.frame.midX, cy = key.frame.midY
    setColor(cr, colors.label)
    cairo_set_line_width(cr, 1.4)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    switch key.symbol {
    case .none: return
    case .shift:
      let h = size, w = size
      cairo_move_to(cr, cx, cy - h / 2)
      cairo_line_to(cr, cx + w / 2, cy)
      cairo_line_to(cr, cx + w / 4, cy)
      cairo_line_to(cr, cx + w / 4, cy + h / 2)
      cairo_line_to(cr, cx - w / 4, cy + h / 2)
      cairo_line_to(cr, cx - w / 4, cy)
      cairo_line_to(cr, cx - w / 2, cy)
      cairo_close_path(cr)
    case .delete:
      let h = size * 0.8, w = size * 1.2
      cairo_move_to(cr, cx - w / 2, cy)
      cairo_line_to(cr, cx - w / 4, cy - h / 2)
      cairo_line_to(cr, cx + w / 2, cy - h / 2)
      cairo_line_to(cr, cx + w / 2, cy + h / 2)
      cairo_line_to(cr, cx - w / 4, cy + h / 2)
      cairo_close_path(cr)
      let c = cx + w / 8, d = h / 5
      cairo_move_to(cr, c - d, cy - d)
      cairo_line_to(cr, c + d, cy + d)
      cairo_move_to(cr, c + d, cy - d)
      cairo_line_to(cr, c - d, cy + d)
    case .globe:
      let r = size / 2
      cairo_new_sub_path(cr)
      cairo_arc(cr, cx, cy, r, 0, 2 * Double.pi)
      cairo_move_to(cr, cx - r, cy)
      cairo_line_to(cr, cx + r, cy)
      cairo_save(cr)
      cairo_translate(cr, cx, cy)
      cairo_scale(cr, 0.45, 1)
      cairo_new_sub_path(cr)
      cairo_arc(cr, 0, 0, r, 0, 2 * Double.pi)
      cairo_restore(cr)
    }
    cairo_stroke(cr)
  }
}
