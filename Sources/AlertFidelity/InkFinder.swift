/// Finds lines of text (and text-field boxes) in a rectangle of the alert's body.
struct InkFinder {
  let raster: Raster
  let frame: ImageFrame

  /// A block taller than this (points) is a box (a text field), not a line of text.
  static let boxHeight = 24.0

  /// Blocks of ink in pixel columns `xs` and rows `ys`, top to bottom, and the body colour
  /// (the mean of the pixels with no ink).
  func blocks(xs: Range<Int>, ys: Range<Int>) -> (blocks: [InkBlock], body: Colour?) {
    guard !xs.isEmpty, !ys.isEmpty else { return ([], nil) }
    // Each row's body luma is its median: text is sparse, so the median is the background.
    var rowBody: [Double] = []
    var contrast = 20.0
    for y in ys {
      let lumas = xs.map { raster.luma($0, y) }.sorted()
      let median = lumas[lumas.count / 2]
      rowBody.append(median)
      contrast = max(
        contrast, abs((lumas.first ?? median) - median), abs((lumas.last ?? median) - median))
    }
    // And each column's, likewise: behind iOS 26's glass a blurred button shades the body
    // across a row, which a row's median alone takes for ink; a pixel is ink only when it
    // stands out from both its row and its column, and from the backdrop around it (where
    // the blurred button's edge crosses both, n3's “Remove”: `localBackdrop`).
    let columnBody = xs.map { x in
      let lumas = ys.map { raster.luma(x, $0) }.sorted()
      return lumas[lumas.count / 2]
    }
    let backdrop = localBackdrop(xs: xs, ys: ys)
    func coverage(_ x: Int, _ y: Int) -> Double {
      let luma = raster.luma(x, y)
      let (row, column) = (y - ys.lowerBound, x - xs.lowerBound)
      let local = max(
        abs(luma - backdrop.down[row][column]), abs(luma - backdrop.across[row][column]))
      let off = min(abs(luma - rowBody[row]), abs(luma - columnBody[column]), local)
      return min(off / contrast, 1)
    }
    var rowMax: [Double] = []
    var rowSum: [Double] = []
    var empty: [Colour] = []
    for y in ys {
      var peak = 0.0
      var sum = 0.0
      for x in xs {
        let c = coverage(x, y)
        peak = max(peak, c)
        sum += c
        if c < 0.03, (x + y) % 7 == 0 { empty.append(raster.colour(x, y)) }
      }
      rowMax.append(peak)
      rowSum.append(sum)
    }
    var blocks: [InkBlock] = []
    var start: Int?
    for index in 0...rowMax.count {
      let inked = index < rowMax.count && rowMax[index] > 0.1
      if inked, start == nil { start = index }
      if !inked, let first = start {
        start = nil
        let last = index - 1
        guard last - first >= 2 else { continue }
        blocks.append(
          block(
            rows: first...last, rowMax: rowMax, rowSum: rowSum, ys: ys, xs: xs,
            contrast: contrast, coverage: coverage))
      }
    }
    return (blocks, Colour.mean(empty))
  }

  private func block(
    rows: ClosedRange<Int>, rowMax: [Double], rowSum: [Double], ys: Range<Int>, xs: Range<Int>,
    contrast: Double, coverage: (Int, Int) -> Double
  ) -> InkBlock {
    let s = frame.pixelsPerPoint
    let y0 = Double(ys.lowerBound + rows.lowerBound)
    let y1 = Double(ys.lowerBound + rows.upperBound)
    let isBox = (y1 + 1 - y0) / s > Self.boxHeight
    // A glyph's edge covers its last row partly. A box's border is faint, so its first and
    // last rows are measured against their neighbours inside.
    let first = rowMax[rows.lowerBound]
    let last = rowMax[rows.upperBound]
    let top =
      isBox ? y0 + 1 - min(first / max(rowMax[rows.lowerBound + 1], 0.01), 1) : y0 + 1 - first
    let bottom = isBox ? y1 + min(last / max(rowMax[rows.upperBound - 1], 0.01), 1) : y1 + last
    var baseline: Double?
    if !isBox {
      // The fall of the ink profile where the bodies of the glyphs stop and only descenders
      // (if any) go on: the lowest fall in the lower part of the line within 60 % of the
      // sharpest. The sharpest alone can be the underside of the crossbars of a word's e's
      // ("Delete" on a downsampled screenshot), where a sharp one-row bar tops the open
      // counters.
      let from = rows.lowerBound + Int(Double(rows.count) * 0.4)
      let falls = (from..<rows.upperBound).map { rowSum[$0] - rowSum[$0 + 1] }
      let sharpest = falls.max() ?? 0
      let bestIndex = from + (falls.lastIndex { $0 >= 0.6 * sharpest } ?? 0)
      var weight = 0.0
      var moment = 0.0
      for index in (bestIndex - 1)...(bestIndex + 1)
      where index >= rows.lowerBound && index < rows.upperBound {
        let drop = max(rowSum[index] - rowSum[index + 1], 0)
        weight += drop
        moment += drop * Double(ys.lowerBound + index + 1)
      }
      baseline = frame.points(
        y: weight > 0 ? moment / weight : Double(ys.lowerBound + bestIndex + 1))
    }
    var peak = 0.0
    for y in rows { peak = max(peak, rowMax[y]) }
    var core: [Colour] = []
    for index in rows {
      let y = ys.lowerBound + index
      for x in xs where coverage(x, y) >= 0.8 * peak { core.append(raster.colour(x, y)) }
    }
    // The ink's left and right ends, like its top and bottom: a glyph's edge covers its last
    // column partly. Each column is measured against the uninked rows just above and below the
    // block, so a backdrop that shades across the alert is not taken for ink, and between
    // them as changing evenly from one to the other: blurred over tens of pixels, a backdrop
    // that changes down the block (a blurred button's lower edge) is close to a straight line
    // over a line's height, where their mean is off by half the change.
    let above = max(ys.lowerBound + rows.lowerBound - 1, 0)
    let below = min(ys.lowerBound + rows.upperBound + 1, raster.height - 1)
    var columnMax = [Double](repeating: 0, count: xs.count)
    for x in xs {
      let (lumaAbove, lumaBelow) = (raster.luma(x, above), raster.luma(x, below))
      var peak = 0.0
      for index in rows {
        let y = ys.lowerBound + index
        let body = lumaAbove + (lumaBelow - lumaAbove) * Double(y - above) / Double(below - above)
        peak = max(peak, abs(raster.luma(x, y) - body) / contrast)
      }
      columnMax[x - xs.lowerBound] = min(peak, 1)
    }
    // A quarter of the strongest ink: glass lets a blurred backdrop through, which shades the
    // body behind a label by more than a tenth of a faint (disabled) label's contrast.
    let inkPeak = columnMax.max() ?? 0
    let inked = columnMax.indices.filter { columnMax[$0] > 0.25 * inkPeak }
    let firstColumn = inked.first ?? 0
    let lastColumn = inked.last ?? 0
    let share = { (column: Int) in inkPeak > 0 ? min(columnMax[column] / inkPeak, 1) : 0 }
    let left = Double(xs.lowerBound + firstColumn) + 1 - share(firstColumn)
    let right = Double(xs.lowerBound + lastColumn) + share(lastColumn)
    return InkBlock(
      top: frame.points(y: top), bottom: frame.points(y: bottom), left: frame.points(x: left),
      right: frame.points(x: right), baseline: baseline, isBox: isBox,
      colour: Colour.mean(core))
  }
}
