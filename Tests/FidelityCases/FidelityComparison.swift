import AlertFidelity

/// Compares two measurements of the same alert, metric by metric, as distances from the alert's
/// own edges and hairlines so that a crop compares with a full screen.
public struct FidelityComparison {
  /// Names of the header's ink blocks in order (`title line 1`, …, `text field 1`).
  public var headerNames: [String]
  /// Names of the button cells in visual order.
  public var cellNames: [String]
  /// Whether the image shows the screen, so the alert's position on it is compared.
  public var comparesPosition: Bool
  public var comparesCorner: Bool
  public var comparesBody: Bool
  public var comparesSeparatorColour: Bool

  public init(
    headerNames: [String], cellNames: [String], comparesPosition: Bool, comparesCorner: Bool,
    comparesBody: Bool, comparesSeparatorColour: Bool
  ) {
    self.headerNames = headerNames
    self.cellNames = cellNames
    self.comparesPosition = comparesPosition
    self.comparesCorner = comparesCorner
    self.comparesBody = comparesBody
    self.comparesSeparatorColour = comparesSeparatorColour
  }

  /// Every metric of both measurements. A structural difference (a different number of lines,
  /// separators or cells) is a row with an infinite delta.
  public func rows(real: AlertMeasurement, preview: AlertMeasurement) -> [FidelityRow] {
    var rows: [FidelityRow] = []
    func length(_ metric: String, _ r: Double, _ p: Double) {
      rows.append(
        FidelityRow(
          metric: metric, unit: .points, real: format(r), preview: format(p), delta: p - r,
          tolerance: FidelityTolerance.points))
    }
    func colour(_ metric: String, _ r: Colour?, _ p: Colour?, bound: Double) {
      guard let r, let p else { return }
      rows.append(
        FidelityRow(
          metric: metric, unit: .deltaE, real: r.description, preview: p.description,
          delta: r.deltaE76(p), tolerance: bound))
    }
    func count(_ metric: String, _ r: Int, _ p: Int) -> Bool {
      guard r != p else { return true }
      rows.append(
        FidelityRow(
          metric: metric + " (count)", unit: .points, real: "\(r)", preview: "\(p)",
          delta: .infinity, tolerance: 0))
      return false
    }

    length("alert width", real.right - real.left, preview.right - preview.left)
    length("alert height", real.bottom - real.top, preview.bottom - preview.top)
    if comparesPosition {
      length("alert top on screen", real.top, preview.top)
      length("alert left on screen", real.left, preview.left)
    }
    if comparesCorner, let r = real.cornerRadius, let p = preview.cornerRadius {
      length("corner radius (circle fit)", r, p)
    }
    if count("header ink blocks", real.header.count, preview.header.count) {
      for (index, (r, p)) in zip(real.header, preview.header).enumerated() {
        let name = index < headerNames.count ? headerNames[index] : "header block \(index + 1)"
        if let rb = r.baseline, let pb = p.baseline {
          length("\(name) baseline from alert top", rb - real.top, pb - preview.top)
        } else {
          length("\(name) top from alert top", r.top - real.top, p.top - preview.top)
          length("\(name) bottom from alert top", r.bottom - real.top, p.bottom - preview.top)
        }
      }
      if let r = real.header.last, let p = preview.header.last,
        let rs = real.horizontalSeparators.first, let ps = preview.horizontalSeparators.first
      {
        length(
          "last header ink → first separator", rs - (r.isBox ? r.bottom : r.baseline ?? r.bottom),
          ps - (p.isBox ? p.bottom : p.baseline ?? p.bottom))
      }
      let lines = zip(real.header, preview.header).filter { !$0.0.isBox && !$0.1.isBox }
      for index in lines.indices.dropFirst() {
        if let r0 = lines[index - 1].0.baseline, let r1 = lines[index].0.baseline,
          let p0 = lines[index - 1].1.baseline, let p1 = lines[index].1.baseline
        {
          length("line pitch \(index) → \(index + 1)", r1 - r0, p1 - p0)
        }
      }
    }
    if count(
      "horizontal separators", real.horizontalSeparators.count, preview.horizontalSeparators.count)
    {
      for (index, (r, p)) in zip(real.horizontalSeparators, preview.horizontalSeparators)
        .enumerated()
      {
        length("separator \(index + 1) from alert top", r - real.top, p - preview.top)
      }
      if let r = real.horizontalSeparators.last, let p = preview.horizontalSeparators.last {
        length("last separator → alert bottom", real.bottom - r, preview.bottom - p)
      }
    }
    if count("vertical separators", real.verticalSeparators.count, preview.verticalSeparators.count)
    {
      for (r, p) in zip(real.verticalSeparators, preview.verticalSeparators) {
        length("vertical separator from alert left", r - real.left, p - preview.left)
      }
    }
    if count("button cells", real.cells.count, preview.cells.count) {
      let stacked = real.verticalSeparators.isEmpty
      for (index, (r, p)) in zip(real.cells, preview.cells).enumerated() {
        let name = index < cellNames.count ? cellNames[index] : "button \(index + 1)"
        guard count("\(name) label lines", r.count, p.count), let rl = r.first, let pl = p.first
        else { continue }
        let row = stacked ? index : 0
        if let rb = rl.baseline, let pb = pl.baseline, row < real.horizontalSeparators.count,
          row < preview.horizontalSeparators.count
        {
          length(
            "\(name) baseline below its separator", rb - real.horizontalSeparators[row],
            pb - preview.horizontalSeparators[row])
        }
        colour("\(name) colour", rl.colour, pl.colour, bound: FidelityTolerance.textColour)
      }
    }
    if comparesBody {
      colour("body colour", real.body, preview.body, bound: FidelityTolerance.solidColour)
    }
    if comparesSeparatorColour {
      colour(
        "separator colour", real.separator, preview.separator, bound: FidelityTolerance.solidColour)
    }
    for (index, (r, p)) in zip(real.header, preview.header).enumerated() where !r.isBox {
      let name = index < headerNames.count ? headerNames[index] : "header block \(index + 1)"
      colour("\(name) colour", r.colour, p.colour, bound: FidelityTolerance.textColour)
    }
    return rows
  }

  private func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return String(rounded)
  }
}
