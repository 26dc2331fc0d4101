import AlertLayout
import AlertSupport
// C-facing: rounded-rectangle paths on a cairo context.
internal import CCairo

/// Which corners of a rectangle are rounded.
package struct Corners: OptionSet {
  package let rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }
  package static let topLeft = Corners(rawValue: 1)
  package static let topRight = Corners(rawValue: 2)
  package static let bottomRight = Corners(rawValue: 4)
  package static let bottomLeft = Corners(rawValue: 8)
  package static let all: Corners = [.topLeft, .topRight, .bottomRight, .bottomLeft]
  package static let top: Corners = [.topLeft, .topRight]
  package static let bottom: Corners = [.bottomLeft, .bottomRight]
}

/// Adds a rounded rectangle to the path of `cr`.
///
/// With `continuous`, each corner is the curvature-continuous ("squircle") corner UIKit draws
/// for `.continuous` corner curves: three Bézier segments spanning 1.528 × radius along each
/// edge. Where that does not fit, the corner falls back to a circular arc.
package func addRoundedRect(
  _ cr: OpaquePointer, _ rect: Rect, radius: Double, continuous: Bool, corners: Corners = .all
) {
  let limit = min(rect.width, rect.height) / 2
  let r = min(radius, limit)
  let useContinuous = continuous && r * ContinuousCorner.extent <= limit
  // One corner drawn in a local frame: the corner point at (0, 0), edges along +x and +y;
  // `map` turns local (u, v) into user space for each corner.
  func corner(_ map: (Double, Double) -> (Double, Double), rounded: Bool) {
    func line(_ u: Double, _ v: Double) {
      let p = map(u, v)
      cairo_line_to(cr, p.0, p.1)
    }
    func curve(_ u1: Double, _ v1: Double, _ u2: Double, _ v2: Double, _ u3: Double, _ v3: Double) {
      let a = map(u1, v1)
      let b = map(u2, v2)
      let c = map(u3, v3)
      cairo_curve_to(cr, a.0, a.1, b.0, b.1, c.0, c.1)
    }
    guard rounded, r > 0 else { return line(0, 0) }
    if useContinuous {
      line(ContinuousCorner.extent * r, 0)
      for points in ContinuousCorner.segments {
        curve(
          points[0].u * r, points[0].v * r, points[1].u * r, points[1].v * r, points[2].u * r,
          points[2].v * r)
      }
    } else {
      let k = 0.5522847498 * r  // circular arc as one cubic
      line(r, 0)
      curve(r - k, 0, 0, r - k, 0, r)
    }
  }
  let (x0, y0, x1, y1) = (rect.x, rect.y, rect.maxX, rect.maxY)
  cairo_new_sub_path(cr)
  // Clockwise from the top-left corner's end on the top edge.
  corner({ (x1 - $0, y0 + $1) }, rounded: corners.contains(.topRight))
  corner({ (x1 - $1, y1 - $0) }, rounded: corners.contains(.bottomRight))
  corner({ (x0 + $0, y1 - $1) }, rounded: corners.contains(.bottomLeft))
  corner({ (x0 + $1, y0 + $0) }, rounded: corners.contains(.topLeft))
  cairo_close_path(cr)
}
