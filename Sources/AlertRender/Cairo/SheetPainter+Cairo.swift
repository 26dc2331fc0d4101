import AlertLayout
// C-facing: draws a laid-out action sheet on a cairo context whose user space is in points.
internal import CCairo
internal import CPangoCairo
import StyleSheet

/// Paints one laid-out action sheet: screen, dimming (not behind a popover), the rounded
/// group of header and actions with its rim (iOS 26), hairlines or capsules, the popover's
/// arrow, and the opaque cancel group.
struct SheetPainter {
  let alert: LaidOutAlert
  let sheet: SheetGeometry
  let style: StyleSheet
  /// The app screen behind the sheet, blurred under the group of actions; the cancel group
  /// stays opaque.
  var backdrop: Backdrop? = nil

  /// `shadow` laid over itself as often as ``paintSoftShadow`` lays its rings.
  private func shade(_ shadow: RGBA) -> RGBA {
    var shaded = shadow
    shaded.alpha = 0
    for _ in 0..<softShadowRings { shaded.alpha += shadow.alpha * (1 - shaded.alpha) }
    return shaded
  }

  /// Paints the sheet on `cr`; with `live`, keeps its text there instead of drawing it.
  func paint(_ cr: OpaquePointer, live: LiveText? = nil) {
    let g = alert.geometry
    let palette = style.palette(g.appearance)
    let continuous = style.metrics.continuousCorners
    let pixel = 1 / Double(g.scale)

    paintScreen(cr, palette, backdrop)
    // UIKit dims the app behind a sheet, but not behind a popover.
    if sheet.presentation == .sheet {
      setColor(cr, palette.dim)
      cairo_paint(cr)
    }

    let group = sheet.actionGroup
    let buttonCount = alert.buttons.count - (sheet.cancelGroup == nil ? 0 : 1)
    if group.height > 0 {
      if sheet.presentation == .popover, let shadow = palette.popoverShadow {
        paintSoftShadow(
          cr, around: group, radius: g.cornerRadius, color: shadow, continuous: continuous)
      }
      if let arrow = sheet.arrow {
        // The arrow's triangle lies outside the group, so the two never overlap. Under a
        // shadow it takes the shade the body has over the shadow's rings.
        let baseY = arrow.edge == .top ? group.y : group.maxY
        for color in [palette.popoverShadow.map { shade($0) }, palette.background] {
          guard let color else { continue }
          cairo_move_to(cr, arrow.tip.x - arrow.width / 2, baseY)
          cairo_line_to(cr, arrow.tip.x, arrow.tip.y)
          cairo_line_to(cr, arrow.tip.x + arrow.width / 2, baseY)
          cairo_close_path(cr)
          setColor(cr, color)
          cairo_fill(cr)
        }
      }
      cairo_save(cr)
      addRoundedRect(cr, group, radius: g.cornerRadius, continuous: continuous)
      cairo_clip_preserve(cr)
      fillMaterial(cr, palette, backdrop)
      paintRim(
        cr, around: group, radius: g.cornerRadius, width: style.metrics.rimWidth,
        color: palette.rim, continuous: continuous)
      if let title = alert.title { draw(cr, title, as: .title, live: live) }
      if let message = alert.message { draw(cr, message, as: .message, live: live) }
      setColor(cr, palette.separator)
      for line in g.separators {
        cairo_rectangle(
          cr, line.x.snapped(pixel), line.y.snapped(pixel), line.width.snapped(pixel),
          max(line.height.snapped(pixel), pixel))
      }
      cairo_fill(cr)
      paintCapsules(cr, Array(g.buttons.prefix(buttonCount)), fills: alert.buttonFills)
      for (label, button) in zip(alert.buttons, g.buttons).prefix(buttonCount) {
        draw(cr, label, as: .button(button.specIndex + 1), live: live)
      }
      cairo_restore(cr)
    }

    if let cancel = sheet.cancelGroup, let label = alert.buttons.last, let button = g.buttons.last {
      cairo_save(cr)
      addRoundedRect(cr, cancel, radius: g.cornerRadius, continuous: continuous)
      cairo_clip_preserve(cr)
      setColor(cr, palette.sheetCancelBackground)
      cairo_fill(cr)
      draw(cr, label, as: .button(button.specIndex + 1), live: live)
      cairo_restore(cr)
    }
  }
}
