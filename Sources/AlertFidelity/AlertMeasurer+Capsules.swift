/// Measuring an iOS 26 alert or sheet: no hairlines, so the buttons' grey capsules are found
/// first, and the alert's edges from the body around them.
extension AlertMeasurer {
  /// How far (points) either side of the alert's centre the capsules are looked for: inside a
  /// stacked capsule (±143) or a side-by-side one (8…143 from the centre), and clear of labels
  /// up to about 120 pt wide centred in either.
  static let capsuleProbe = 115.0

  func measureCapsules() throws -> AlertMeasurement {
    let s = frame.pixelsPerPoint
    let centre = frame.centreColumn(imageWidth: raster.width)
    let probes = [centre - Int(Self.capsuleProbe * s), centre + Int(Self.capsuleProbe * s)]
    let spans = capsuleRows(column: probes[0])
    guard !spans.isEmpty else {
      throw Failure(description: "no button capsule crosses column \(probes[0])")
    }
    // Each capsule row: side by side when, near its top (above the labels), the body shows
    // between the probes.
    var boxes: [(left: Double, top: Double, right: Double, bottom: Double)] = []
    for span in spans {
      let middle = Int((span.top + span.bottom) / 2)
      let outerLeft = try edge(fromX: probes[0], y: middle, dx: -1, dy: 0)
      let outerRight = try edge(fromX: probes[1], y: middle, dx: 1, dy: 0)
      let nearTop = Int(span.top + 6 * s)
      let split = try? edge(fromX: probes[0], y: nearTop, dx: 1, dy: 0)
      if let split, split < Double(centre) {
        let innerLeft = try edge(fromX: centre, y: middle, dx: -1, dy: 0)
        let innerRight = try edge(fromX: centre, y: middle, dx: 1, dy: 0)
        boxes.append((outerLeft, span.top, innerLeft, span.bottom))
        boxes.append((innerRight, span.top, outerRight, span.bottom))
      } else {
        boxes.append((outerLeft, span.top, outerRight, span.bottom))
      }
    }
    guard let first = boxes.first, let last = boxes.last else {
      throw Failure(description: "no button capsule found")
    }

    // The alert's edges: left and right in the body between the header and the first capsule;
    // the top coming down from the backdrop above, beyond the continuous corner (about 33 pt,
    // which reaches 51 pt along each edge); the bottom below the last capsule.
    let bodyRow = Int(first.top - 6 * s)
    let left = try edge(fromX: Int(first.left + 4 * s), y: bodyRow, dx: -1, dy: 0)
    let right = try edge(fromX: Int(first.left + 4 * s), y: bodyRow, dx: 1, dy: 0)
    let above = max(Int(first.top - 130 * s), 0)
    let top = try edge(fromX: Int(right - 56 * s), y: above, dx: 0, dy: 1)
    let bottom = try edge(fromX: centre, y: Int(last.bottom + 2 * s), dx: 0, dy: 1)
    let radius = cornerRadius(left: left, right: right, top: top, reach: 60, fromBackdrop: true)

    // The header from 8 pt down: the glass's rim highlight runs along the top edge.
    let ink = InkFinder(raster: raster, frame: frame)
    let header = ink.blocks(
      xs: (Int(left + 14 * s))..<(Int(right - 14 * s)),
      ys: (Int(top + 8 * s))..<(Int(first.top - 1.5 * s)))
    let cells = boxes.map { box in
      ink.blocks(
        xs: (Int(box.left + 12 * s))..<(Int(box.right - 12 * s)),
        ys: (Int(box.top + 3 * s))..<(Int(box.bottom - 3 * s))
      ).blocks
    }
    return AlertMeasurement(
      left: frame.points(x: left), top: frame.points(y: top), right: frame.points(x: right),
      bottom: frame.points(y: bottom), cornerRadius: radius, horizontalSeparators: [],
      verticalSeparators: [], header: header.blocks, cells: cells, body: header.body,
      separator: nil,
      capsules: boxes.map {
        MeasuredBox(
          left: frame.points(x: $0.left), top: frame.points(y: $0.top),
          right: frame.points(x: $0.right), bottom: frame.points(y: $0.bottom))
      })
  }

  /// The capsules a column crosses, top to bottom (pixels, sub-pixel): runs 30 to 70 pt tall,
  /// darker than the body above and below them and even inside (not lines of text, whose gaps are the
  /// body's colour). Light appearance: a dark alert's capsules are lighter than its body.
  func capsuleRows(column: Int) -> [(top: Double, bottom: Double)] {
    let s = frame.pixelsPerPoint
    let reach = max(2, Int(s.rounded(.up)))
    // Rows where the luma steps (down into a capsule or up out of one) by more than 6 levels.
    var steps: [(row: Int, down: Bool)] = []
    var y = reach
    while y < raster.height - reach {
      let difference = raster.luma(column, y + reach) - raster.luma(column, y - reach)
      if abs(difference) > 6 {
        steps.append((y, difference < 0))
        y += 2 * reach
      } else {
        y += 1
      }
    }
    var spans: [(top: Double, bottom: Double)] = []
    for (index, step) in steps.enumerated() where step.down {
      guard
        let next = steps[(index + 1)...].first(where: { !$0.down }),
        (30 * s...70 * s).contains(Double(next.row - step.row))
      else { continue }
      let middle = (step.row + next.row) / 2
      let inside = (step.row + 2 * reach)..<max(next.row - 2 * reach, step.row + 2 * reach + 1)
      let lumas = inside.map { raster.luma(column, $0) }
      let above = raster.luma(column, max(step.row - reach, 0))
      let below = raster.luma(column, min(next.row + reach, raster.height - 1))
      guard let darkest = lumas.min(), let lightest = lumas.max(), lightest - darkest < 10,
        lightest < min(above, below) - 6
      else { continue }
      guard let top = try? edge(fromX: column, y: middle, dx: 0, dy: -1),
        let bottom = try? edge(fromX: column, y: middle, dx: 0, dy: 1)
      else { continue }
      if let previous = spans.last, top < previous.bottom { continue }
      spans.append((top, bottom))
    }
    return spans
  }
}
