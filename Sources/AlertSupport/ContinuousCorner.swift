/// UIKit's curvature-continuous ("squircle") corner, the one it draws for `.continuous` corner
/// curves, at radius 1: three cubic Bézier segments from one edge to the other, spanning
/// ``extent`` along each. In a frame with the corner's point at (0, 0), `u` runs along the edge
/// the corner starts on and `v` along the one it ends on. The renderer draws it; the fidelity
/// measurer fits it to screenshots.
public enum ContinuousCorner {
  /// How far along each edge the corner reaches, in radii.
  public static let extent = 1.52866483

  /// The control points and end point of each segment, from (``extent``, 0) to (0, ``extent``).
  public static let segments: [[(u: Double, v: Double)]] = [
    [(1.08849296, 0), (0.86840694, 0), (0.66993427, 0.06549600)],
    [(0.37920931, 0.18258330), (0.18258330, 0.37920931), (0.06549600, 0.66993427)],
    [(0, 0.86840694), (0, 1.08849296), (0, extent)],
  ]

  /// How far the curve stands in from the edge it ends on (`u`) at `depth` along it (`v`), for
  /// a corner of `radius`: 0 beyond the corner's extent.
  public static func inset(atDepth depth: Double, radius: Double) -> Double {
    guard radius > 0, depth < extent * radius else { return 0 }
    let v = max(depth, 0) / radius
    let table = profile
    var low = 0
    var high = table.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if table[middle].v <= v { low = middle } else { high = middle }
    }
    let (a, b) = (table[low], table[high])
    let t = b.v > a.v ? (v - a.v) / (b.v - a.v) : 0
    return radius * (a.u + (b.u - a.u) * t)
  }

  /// Points along the unit corner, `v` rising from 0 to ``extent``.
  private static let profile: [(u: Double, v: Double)] = {
    var points: [(u: Double, v: Double)] = [(extent, 0)]
    var start = (u: extent, v: 0.0)
    for segment in segments {
      let (c1, c2, end) = (segment[0], segment[1], segment[2])
      for step in 1...200 {
        let t = Double(step) / 200
        let s = 1 - t
        let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
        points.append(
          (
            a * start.u + b * c1.u + c * c2.u + d * end.u,
            a * start.v + b * c1.v + c * c2.v + d * end.v
          ))
      }
      start = end
    }
    return points
  }()
}
