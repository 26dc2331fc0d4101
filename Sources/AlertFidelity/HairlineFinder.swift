/// Finds hairlines: rows (or columns) that differ, in the same direction, from the pixels a few
/// pixels to either side, over a long unbroken run.
struct HairlineFinder {
  let raster: Raster
  /// How far the neighbours are, in pixels: beyond a hairline blurred over two pixels.
  let reach: Int
  /// Luma difference that counts as a line.
  let threshold = 8.0

  /// How strongly pixel (x, y) stands out from both neighbours along the axis.
  func response(_ x: Int, _ y: Int, vertical: Bool) -> Double {
    let here = raster.luma(x, y)
    let before = vertical ? raster.luma(x - reach, y) : raster.luma(x, y - reach)
    let after = vertical ? raster.luma(x + reach, y) : raster.luma(x, y + reach)
    let d1 = here - before
    let d2 = here - after
    return d1 * d2 > 0 ? min(abs(d1), abs(d2)) : 0
  }

  /// Centres (pixels, sub-pixel) of horizontal lines whose run through `column` is at least
  /// `lengths` pixels long.
  func horizontalLines(through column: Int, lengths: ClosedRange<Int>, rows: Range<Int>) -> [Double]
  {
    var strength: [Int: Double] = [:]
    for y in rows {
      // The centre pixel itself may be where a vertical hairline meets this one.
      var lo = column
      var hi = column
      var gap = 0
      var total = 0.0
      while lo > 0, gap <= 2 {
        let r = response(lo - 1, y, vertical: false)
        lo -= 1
        gap = r > threshold ? 0 : gap + 1
        total += r
      }
      gap = 0
      while hi < raster.width - 1, gap <= 2 {
        let r = response(hi + 1, y, vertical: false)
        hi += 1
        gap = r > threshold ? 0 : gap + 1
        total += r
      }
      if lengths.contains(hi - lo - 6) { strength[y] = total / Double(hi - lo) }
    }
    return Self.centres(strength)
  }

  /// Centres (pixels) of vertical lines crossing at least 90 % of `rows` between `columns`.
  func verticalLines(rows: Range<Int>, columns: Range<Int>) -> [Double] {
    var strength: [Int: Double] = [:]
    for x in columns {
      var hits = 0
      var total = 0.0
      for y in rows {
        let r = response(x, y, vertical: true)
        if r > threshold { hits += 1 }
        total += r
      }
      if Double(hits) >= 0.9 * Double(rows.count) { strength[x] = total / Double(rows.count) }
    }
    return Self.centres(strength)
  }

  /// Groups adjacent indices and returns each group's strength-weighted centre (pixel centres).
  static func centres(_ strength: [Int: Double]) -> [Double] {
    var result: [Double] = []
    var group: [(Int, Double)] = []
    func flush() {
      let weight = group.reduce(0) { $0 + $1.1 }
      if weight > 0 {
        result.append(group.reduce(0) { $0 + (Double($1.0) + 0.5) * $1.1 } / weight)
      }
      group = []
    }
    for index in strength.keys.sorted() {
      if let last = group.last, index != last.0 + 1 { flush() }
      group.append((index, strength[index] ?? 0))
    }
    flush()
    return result
  }
}
