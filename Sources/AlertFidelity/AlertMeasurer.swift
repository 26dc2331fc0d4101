/// Measures an alert in an image: its box, corners, hairlines, lines of text and colours.
///
/// The same code measures a screenshot of real iOS and alert-preview's render of the same alert,
/// so what differs between the two measurements differs between the images. Everything is found
/// from the pixels; the only inputs are the ``ImageFrame`` (scale, and where the screen is).
public struct AlertMeasurer {
  let raster: Raster
  let frame: ImageFrame
  let shape: MeasuredShape

  public init(raster: Raster, frame: ImageFrame, shape: MeasuredShape = .alert) {
    self.raster = raster
    self.frame = frame
    self.shape = shape
  }

  /// Errors say what could not be found.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  public func measure() throws -> AlertMeasurement {
    if shape == .capsules { return try measureCapsules() }
    let s = frame.pixelsPerPoint
    let px = { (points: Double) in Int((points * s).rounded()) }
    let lines = HairlineFinder(raster: raster, reach: max(2, Int(s.rounded(.up))))
    let column = frame.centreColumn(imageWidth: raster.width)
    let rows = frame.alertFillsImage ? 0..<raster.height : 2..<(raster.height - 2)
    let separatorRows = lines.horizontalLines(
      through: column,
      lengths: px(shape.separatorLengths.lowerBound)...px(shape.separatorLengths.upperBound),
      rows: rows)
    guard let firstRow = separatorRows.first, let lastRow = separatorRows.last else {
      throw Failure(description: "no full-width hairline crosses column \(column)")
    }

    // The box: the image's own edges, or scans out of the body into the backdrop.
    var left = 0.0
    var right = Double(raster.width)
    var top = 0.0
    var bottom = Double(raster.height)
    var radius: Double?
    if !frame.alertFillsImage {
      let row = Int(firstRow) + px(4)
      left = try edge(fromX: column - px(60), y: row, dx: -1, dy: 0)
      right = try edge(fromX: column + px(60), y: row, dx: 1, dy: 0)
      let columns = [Int(left) + px(14), Int(right) - px(14)]
      top =
        try columns.map { try edge(fromX: $0, y: Int(firstRow) - px(2), dx: 0, dy: -1) }
        .reduce(0, +) / 2
      bottom =
        try columns.map { try edge(fromX: $0, y: Int(lastRow) + px(2), dx: 0, dy: 1) }
        .reduce(0, +) / 2
      radius = cornerRadius(left: left, right: right, top: top)
    }

    // Hairlines between side-by-side buttons, in the first row of buttons.
    let nextRow = separatorRows.count > 1 ? separatorRows[1] : bottom
    let band = (Int(firstRow) + px(3))..<min(Int(firstRow) + px(12), Int(nextRow) - px(2))
    let verticals = lines.verticalLines(
      rows: band, columns: (Int(left) + px(20))..<(Int(right) - px(20)))

    // Ink: the header, then each button cell.
    let ink = InkFinder(raster: raster, frame: frame)
    let textColumns = (Int(left) + px(14))..<(Int(right) - px(14))
    let header = ink.blocks(
      xs: textColumns, ys: (Int(top) + px(1))..<(Int(firstRow) - px(1.5)))
    var cells: [[InkBlock]] = []
    let rowEdges = separatorRows + [bottom]
    for index in 0..<separatorRows.count {
      let ys = (Int(rowEdges[index]) + px(1.5))..<(Int(rowEdges[index + 1]) - px(2))
      let edgesX = [Double(textColumns.lowerBound)] + verticals + [Double(textColumns.upperBound)]
      for cell in 0..<(edgesX.count - 1) {
        let xs = (Int(edgesX[cell]) + px(2))..<(Int(edgesX[cell + 1]) - px(2))
        cells.append(ink.blocks(xs: xs, ys: ys).blocks)
      }
    }
    let core = Int(firstRow)
    let separatorColour = Colour.mean(
      stride(from: Int(left) + px(60), to: Int(right) - px(60), by: 3).map {
        raster.colour($0, core)
      })
    var measurement = AlertMeasurement(
      left: frame.points(x: left), top: frame.points(y: top), right: frame.points(x: right),
      bottom: frame.points(y: bottom), cornerRadius: radius,
      horizontalSeparators: separatorRows.map { frame.points(y: $0) },
      verticalSeparators: verticals.map { frame.points(x: $0) },
      header: header.blocks, cells: cells, body: header.body, separator: separatorColour)
    if shape == .sheet {
      measurement.cancelGroup = try cancelGroup(
        below: bottom, left: left, right: right, textColumns: textColumns)
    }
    return measurement
  }

  /// A classic sheet's Cancel group: scanning down from the main group's bottom edge across
  /// the gap, at two columns clear of the label, then its label's ink.
  func cancelGroup(below bottom: Double, left: Double, right: Double, textColumns: Range<Int>)
    throws -> MeasuredGroup
  {
    let s = frame.pixelsPerPoint
    let columns = [Int(left + 20 * s), Int(right - 20 * s)]
    let gapRow = Int(bottom + 2.5 * s)
    let top =
      try columns.map { try edge(fromX: $0, y: gapRow, dx: 0, dy: 1) }.reduce(0, +) / 2
    let groupBottom =
      try columns.map { try edge(fromX: $0, y: Int(top + 3 * s), dx: 0, dy: 1) }
      .reduce(0, +) / 2
    let ink = InkFinder(raster: raster, frame: frame)
    let label = ink.blocks(
      xs: textColumns, ys: (Int(top + 2 * s))..<(Int(groupBottom - 2 * s))
    ).blocks
    return MeasuredGroup(
      top: frame.points(y: top), bottom: frame.points(y: groupBottom), label: label)
  }

  /// The boundary (pixels, sub-pixel) met scanning from pixel (x, y) in direction (dx, dy).
  func edge(fromX x: Int, y: Int, dx: Int, dy: Int) throws -> Double {
    var samples: [Colour] = []
    var cx = x
    var cy = y
    while cx >= 0, cy >= 0, cx < raster.width, cy < raster.height {
      samples.append(raster.colour(cx, cy))
      cx += dx
      cy += dy
    }
    guard let inside = ScanLine.insideLength(samples) else {
      throw Failure(description: "no alert edge from (\(x), \(y)) towards (\(dx), \(dy))")
    }
    let start = Double(dx + dy > 0 ? (dx != 0 ? x : y) : (dx != 0 ? x : y) + 1)
    return start + Double(dx + dy) * inside
  }

  /// Radius of a continuous corner fitted to the two top corners' profiles, each row scanned
  /// out from `reach` points inside the side edges (beyond the corner: a continuous corner of
  /// radius r reaches 1.53 r along each edge), or `fromBackdrop` in from 8 points outside them.
  func cornerRadius(
    left: Double, right: Double, top: Double, reach: Double = 30, fromBackdrop: Bool = false
  ) -> Double? {
    let s = frame.pixelsPerPoint
    var leftInsets: [(depth: Double, inset: Double)] = []
    var rightInsets: [(depth: Double, inset: Double)] = []
    let firstRow = Int(top.rounded(.up))
    for y in firstRow..<(firstRow + Int(18 * s)) {
      let depth = (Double(y) + 0.5 - top) / s
      guard depth > 0.5 / s else { continue }
      // `fromBackdrop`: scanned from inside, a rim highlight along the edge (iOS 26's glass)
      // is crossed first, and at a shallow angle it is wide enough to be taken for the edge.
      let (fromLeft, fromRight, inwards) =
        fromBackdrop
        ? (max(Int(left - 8 * s), 0), min(Int(right + 8 * s), raster.width - 1), 1)
        : (Int(left + reach * s), Int(right - reach * s), -1)
      if let x = try? edge(fromX: fromLeft, y: y, dx: inwards, dy: 0), x < left + reach * s {
        leftInsets.append((depth, (x - left) / s))
      }
      if let x = try? edge(fromX: fromRight, y: y, dx: -inwards, dy: 0), x > right - reach * s {
        rightInsets.append((depth, (right - x) / s))
      }
    }
    guard let l = ScanLine.fittedRadius(leftInsets), let r = ScanLine.fittedRadius(rightInsets)
    else { return nil }
    return (l + r) / 2
  }
}
