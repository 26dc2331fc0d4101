import AlertLayout
// C-facing: the outline of the alert alone (`render --frame alert`) as a cairo clip.
internal import CCairo
import Foundation

/// The alert without the screen around it: the alert's rounded rectangle, or an action sheet's
/// group of actions, its cancel group and a popover's arrow; and the rectangle of whole device
/// pixels around them, which becomes the picture.
struct AlertOutline {
  let geometry: AlertGeometry
  let continuous: Bool
  /// In screen points, on the device's pixel grid.
  let bounds: Rect

  init(_ geometry: AlertGeometry, continuous: Bool) {
    self.geometry = geometry
    self.continuous = continuous
    var parts: [Rect] = []
    if let sheet = geometry.sheet {
      if sheet.actionGroup.height > 0 { parts.append(sheet.actionGroup) }
      if let cancel = sheet.cancelGroup { parts.append(cancel) }
      if let arrow = sheet.arrow {
        let baseY = arrow.edge == .top ? sheet.actionGroup.y : sheet.actionGroup.maxY
        let top = min(baseY, arrow.tip.y)
        parts.append(
          Rect(
            x: arrow.tip.x - arrow.width / 2, y: top, width: arrow.width,
            height: abs(arrow.tip.y - baseY)))
      }
    } else {
      parts.append(geometry.alert)
    }
    let scale = Double(geometry.scale)
    let minX = ((parts.map(\.x).min() ?? 0) * scale).rounded(.down) / scale
    let minY = ((parts.map(\.y).min() ?? 0) * scale).rounded(.down) / scale
    let maxX = ((parts.map(\.maxX).max() ?? 1) * scale).rounded(.up) / scale
    let maxY = ((parts.map(\.maxY).max() ?? 1) * scale).rounded(.up) / scale
    bounds = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The picture's size in points.
  var size: Size { Size(width: bounds.width, height: bounds.height) }

  /// Moves the context's origin to the bounds' corner and clips it to the outline: what is
  /// painted next lands only inside the alert.
  func clip(_ cr: OpaquePointer) {
    cairo_translate(cr, -bounds.x, -bounds.y)
    let radius = geometry.cornerRadius
    if let sheet = geometry.sheet {
      if sheet.actionGroup.height > 0 {
        addRoundedRect(cr, sheet.actionGroup, radius: radius, continuous: continuous)
      }
      if let cancel = sheet.cancelGroup {
        addRoundedRect(cr, cancel, radius: radius, continuous: continuous)
      }
      if let arrow = sheet.arrow {
        let baseY = arrow.edge == .top ? sheet.actionGroup.y : sheet.actionGroup.maxY
        cairo_move_to(cr, arrow.tip.x - arrow.width / 2, baseY)
        cairo_line_to(cr, arrow.tip.x, arrow.tip.y)
        cairo_line_to(cr, arrow.tip.x + arrow.width / 2, baseY)
        cairo_close_path(cr)
      }
    } else {
      addRoundedRect(cr, geometry.alert, radius: radius, continuous: continuous)
    }
    // Shapes that touch (the arrow on its group) must add up, not cancel out.
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_clip(cr)
  }
}
