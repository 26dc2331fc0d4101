import AlertLayout
// C-facing: draws a laid-out alert on a cairo context whose user space is in points.
internal import CCairo
internal import CPangoCairo
import StyleSheet

/// Paints one laid-out alert: screen, dimming, material, text, fields, separators, buttons.
struct AlertPainter {
  let alert: LaidOutAlert
  let style: StyleSheet
  /// The app screen behind the alert; without it the screen is the palette's flat colour.
  var backdrop: Backdrop? = nil

  /// Paints the alert on `cr`; with `live`, keeps its text there instead of drawing it.
  func paint(_ cr: OpaquePointer, live: LiveText? = nil) {
    let g = alert.geometry
    let palette = style.palette(g.appearance)
    let m = style.metrics
    let pixel = 1 / Double(g.scale)

    paintScreen(cr, palette, backdrop)
    setColor(cr, palette.dim)
    cairo_paint(cr)
    if let keyboard = alert.keyboard {
      KeyboardPainter(keyboard: keyboard, colors: style.keyboard.colors(g.appearance)).paint(
        cr, live: live)
    }

    cairo_save(cr)
    addRoundedRect(cr, g.alert, radius: g.cornerRadius, continuous: m.continuousCorners)
    cairo_clip_preserve(cr)
    fillMaterial(cr, palette, backdrop)
    paintRim(
      cr, around: g.alert, radius: g.cornerRadius, width: m.rimWidth, color: palette.rim,
      continuous: m.continuousCorners)

    // Title, message and fields; clipped above the buttons when the alert scrolls.
    cairo_save(cr)
    let buttonsTop =
      g.separators.first?.y ?? g.buttons.first.map { $0.frame.y - m.buttonAreaInset }
      ?? g.alert.maxY
    cairo_rectangle(cr, g.alert.x, g.alert.y, g.alert.width, buttonsTop - g.alert.y)
    cairo_clip(cr)
    if let title = alert.title { draw(cr, title, as: .title, live: live) }
    if let message = alert.message { draw(cr, message, as: .message, live: live) }
    for (index, field) in g.textFields.enumerated() {
      let corners: Corners =
        g.textFields.count == 1
        ? .all : index == 0 ? .top : index == g.textFields.count - 1 ? .bottom : []
      let border = m.textFieldBorderPixels * pixel
      let box = Rect(
        x: field.frame.x + border / 2, y: field.frame.y + border / 2,
        width: field.frame.width - border,
        height: field.frame.height - (index == g.textFields.count - 1 ? border : 0))
      addRoundedRect(
        cr, box, radius: m.textFieldCornerRadius, continuous: m.continuousCorners, corners: corners)
      setColor(cr, palette.textFieldFill)
      if border > 0 {
        cairo_fill_preserve(cr)
        setColor(cr, palette.textFieldBorder)
        cairo_set_line_width(cr, border)
        cairo_stroke(cr)
      } else {
        cairo_fill(cr)
      }
      draw(cr, alert.textFields[index], as: .field(index + 1), live: live)
    }
    paintScrollIndicator(cr, g, style: style)
    cairo_restore(cr)

    // Hairlines, snapped to whole device pixels so they stay crisp.
    setColor(cr, palette.separator)
    for line in g.separators {
      let x = line.x.snapped(pixel), y = line.y.snapped(pixel)
      cairo_rectangle(
        cr, x, y, max(line.width.snapped(pixel), pixel), max(line.height.snapped(pixel), pixel))
    }
    cairo_fill(cr)

    paintCapsules(cr, g.buttons, fills: alert.buttonFills)
    for (label, button) in zip(alert.buttons, g.buttons) {
      draw(cr, label, as: .button(button.specIndex + 1), live: live)
    }
    cairo_restore(cr)
  }
}
