/// The backdrop behind a rectangle of text, read around each pixel: behind iOS 26's glass it
/// is the app, blurred.
extension InkFinder {
  /// How far (points) either side of a pixel its backdrop is read: more than a 17-pt line's
  /// height, so a stem is the lesser part of a window down it, and under the tens of points
  /// over which glass blurs a button behind it (n3's blue button fades out over about 13 pt).
  static let backdropReach = 12.0

  /// Each pixel's backdrop luma, `[row][column]` over `xs` × `ys`: the median of its column
  /// (`down`) and of its row (`across`) within ``backdropReach`` either side, the window kept
  /// centred (smaller near the rectangle's edges).
  ///
  /// Where a blurred button's edge crosses the rectangle it shades the body down a column and
  /// across a row, so neither the whole row's median nor the whole column's is the backdrop
  /// there, and a faint label's block takes in the edge (n3's “Remove” read 264 pt wide). The
  /// median of a centred window follows a backdrop that changes evenly, and sharp text is the
  /// lesser part of a window in at least one direction (a stem across, a bar down), so a pixel
  /// stands out from its backdrop by the larger of the two. A box (a text field) is as large
  /// as the window, but its border stands out across its sides. A blur's curved parts are
  /// followed less well: the median of a window around a crest is below it by an eighth of
  /// the curvature times the reach squared.
  func localBackdrop(xs: Range<Int>, ys: Range<Int>) -> (down: [[Double]], across: [[Double]]) {
    let reach = max(1, Int((Self.backdropReach * frame.pixelsPerPoint).rounded()))
    let empty = [[Double]](repeating: [Double](repeating: 0, count: xs.count), count: ys.count)
    var down = empty
    var across = empty
    for x in xs {
      let medians = Self.runningMedians(ys.map { raster.luma(x, $0) }, reach: reach)
      for index in medians.indices { down[index][x - xs.lowerBound] = medians[index] }
    }
    for y in ys {
      across[y - ys.lowerBound] = Self.runningMedians(xs.map { raster.luma($0, y) }, reach: reach)
    }
    return (down, across)
  }

  /// The median of each value's window within `reach` either side, as far as the line lets the
  /// window stay centred.
  static func runningMedians(_ line: [Double], reach: Int) -> [Double] {
    // One window, refilled and sorted in place: the finder runs this for every pixel twice.
    var window: [Double] = []
    window.reserveCapacity(17)
    return line.indices.map { index in
      let half = min(reach, index, line.count - 1 - index)
      // At most 17 samples: the backdrop is smooth, so a sparse window finds its median.
      let step = max(1, half / 8)
      window.removeAll(keepingCapacity: true)
      for sample in stride(from: index - half, through: index + half, by: step) {
        window.append(line[sample])
      }
      window.sort()
      return window[window.count / 2]
    }
  }
}
