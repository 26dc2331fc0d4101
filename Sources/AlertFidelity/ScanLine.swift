import AlertSupport

/// Sub-pixel edges along a line of pixels.
enum ScanLine {
  /// How many pixels (fractional) from the start of `samples` lie inside the region the scan
  /// starts in, before it crosses into a different colour: the pixels before the crossing count
  /// whole, the anti-aliased ones at it by how close their colour is to the inside's.
  /// Nil when the scan never leaves the starting colour.
  static func insideLength(_ samples: [Colour], threshold: Double = 12) -> Double? {
    guard samples.count > 8 else { return nil }
    // Compared with the few pixels just behind, so a body that shades slowly (a blurred backdrop
    // behind the material) is not taken for an edge.
    var crossing: Int?
    var inside = samples[0]
    for index in 4..<samples.count {
      let behind = Colour.mean(Array(samples[(index - 4)..<(index - 1)]))
      if samples[index].distance(to: behind) > threshold {
        crossing = index
        inside = behind
        break
      }
    }
    guard let crossing else { return nil }
    let outsideIndex = min(crossing + 3, samples.count - 1)
    let outside = samples[outsideIndex]
    let axis = (inside.red - outside.red, inside.green - outside.green, inside.blue - outside.blue)
    let length2 = axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2
    guard length2 > 100 else { return nil }
    let first = max(crossing - 2, 0)
    var length = Double(first)
    for index in first..<outsideIndex {
      let p = samples[index]
      let dot =
        (p.red - outside.red) * axis.0 + (p.green - outside.green) * axis.1
        + (p.blue - outside.blue) * axis.2
      length += min(max(dot / length2, 0), 1)
    }
    return length
  }

  /// Radius of UIKit's continuous corner (``ContinuousCorner``) that best explains `insets`
  /// (depth below the straight edge, inset from the side edge, both in points), searched from
  /// 4 to 45 pt (iOS 26's corners are about 33).
  static func fittedRadius(_ insets: [(depth: Double, inset: Double)]) -> Double? {
    guard insets.count >= 4 else { return nil }
    var best: (radius: Double, error: Double)?
    for step in 0...2050 {
      let r = 4 + Double(step) * 0.02
      var error = 0.0
      for (depth, inset) in insets {
        let difference = ContinuousCorner.inset(atDepth: depth, radius: r) - inset
        error += difference * difference
      }
      if best == nil || error < best?.error ?? 0 { best = (r, error) }
    }
    return best?.radius
  }
}
