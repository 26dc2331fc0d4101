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
  /// The largest length difference allowed, in points.
  public var lengthTolerance: Double

  public init(
    headerNames: [String], cellNames: [String], comparesPosition: Bool, comparesCorner: Bool,
    comparesBody: Bool, comparesSeparatorColour: Bool,
    lengthTolerance: Double = FidelityTolerance.points
  ) {
    self.lengthTolerance = lengthTolerance
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
          tolerance: lengthTolerance))
    }
    func colour(_ metric: String, _ r: Colour?, _ p: Colour?, bound: Double) {
      guard let r, let p else { return }
      rows.append(
        FidelityRow(
          metric: metric, unit: .deltaE, real: r.description, preview: p.description,
          delta: r.deltaE2000(p), tolerance: bound))
    }
    func width(_ metric: String, _ r: InkBlock, _ p: InkBlock) {
      let real = r.right - r.left
      let preview = p.right - p.left
      guard real > 0 else { return }
      rows.append(
        FidelityRow(
          metric: metric + " ink width", unit: .percent, real: format(real),
          preview: format(preview), delta: 100 * (preview / real - 1),
          tolerance: FidelityTolerance.inkWidth))
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
      length("corner radius (continuous)", r, p)
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
        width(name, rl, pl)
      }
    }
    if count("button capsules", real.capsules.count, preview.capsules.count) {
      for (index, (r, p)) in zip(real.capsules, preview.capsules).enumerated() {
        let name = index < cellNames.count ? cellNames[index] : "button \(index + 1)"
        length("\(name) capsule top from alert top", r.top - real.top, p.top - preview.top)
        length("\(name) capsule height", r.bottom - r.top, p.bottom - p.top)
        length("\(name) capsule left from alert left", r.left - real.left, p.left - preview.left)
        length("\(name) capsule width", r.right - r.left, p.right - p.left)
      }
      if let r = real.header.last?.baseline, let p = preview.header.last?.baseline,
        let rc = real.capsules.first, let pc = preview.capsules.first
      {
        length("last header baseline → first capsule", rc.top - r, pc.top - p)
      }
      if let r = real.capsules.last, let p = preview.capsules.last {
        length("last capsule → alert bottom", real.bottom - r.bottom, preview.bottom - p.bottom)
      }
      for (index, (r, p)) in zip(real.capsules, preview.capsules).enumerated() {
        let name = index < cellNames.count ? cellNames[index] : "button \(index + 1)"
        guard index < real.cells.count, index < preview.cells.count,
          let rb = real.cells[index].first?.baseline, let pb = preview.cells[index].first?.baseline
        else { continue }
        length("\(name) baseline below its capsule's top", rb - r.top, pb - p.top)
      }
    }
    if let r = real.cancelGroup, let p = preview.cancelGroup {
      length("Cancel group: gap above", r.top - real.bottom, p.top - preview.bottom)
      length("Cancel group height", r.bottom - r.top, p.bottom - p.top)
      if count("Cancel label lines", r.label.count, p.label.count), let rl = r.label.first,
        let pl = p.label.first
      {
        if let rb = rl.baseline, let pb = pl.baseline {
          length("Cancel label baseline below the group's top", rb - r.top, pb - p.top)
        }
        colour("Cancel label colour", rl.colour, pl.colour, bound: FidelityTolerance.textColour)
        width("Cancel label", rl, pl)
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
      width(name, r, p)
    }
    return rows
  }

  private func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return String(rounded)
  }
}
