import AlertLayout
import StyleSheet

/// An alert's configurations: one captioned preview per configuration, all at one scale, a
/// block for each group of device, text size and locale: its portraits side by side with its
/// landscapes stacked beside them where they fit, else a row of each.
struct PreviewGrid {
  /// One preview and its caption, placed relative to the grid's top-left corner.
  struct Cell {
    var configuration: RenderConfiguration
    var frame: Rect
    var caption: TextLayout
  }

  /// A block of cells, placed relative to its top-left corner, and the group's label above
  /// the first block of a group.
  struct Row {
    var label: TextLayout?
    var cells: [Cell]
    var height: Double
  }

  var rows: [Row]
  var scale: Double
  var height: Double { rows.reduce(0) { $0 + $1.height } }

  /// The scales tried, largest first: the largest whose grid fits is used. Below 0.3 the
  /// alert's text (17 pt titles) would print smaller than 5 pt; findings move to the next page
  /// instead.
  static let scales = [0.5, 0.45, 0.4, 0.36, 0.33, 0.3]
  static let gap = 12.0

  /// The share of a page's height the previews may take, leaving the rest for the findings
  /// and the notes.
  static let pageShare = 0.42

  /// The largest scale at which every alert's grid takes at most ``pageShare`` of a page:
  /// one scale for the whole pack, so that its pages look alike and compare at a glance.
  static func scale(for alerts: [ReviewPack.Alert], paper: ReviewPaper, text: PageText) -> Double {
    let width = paper.size.width - 2 * ReviewLook.margin
    let budget = (paper.size.height - 2 * ReviewLook.margin - ReviewLook.footerHeight) * pageShare
    var chosen = scales[0]
    for alert in alerts {
      for scale in scales where scale <= chosen {
        chosen = scale
        let grid = PreviewGrid(alert.configurations, scale: scale, width: width, text: text)
        if grid.height <= budget { break }
      }
    }
    return chosen
  }

  init(rows: [Row], scale: Double) {
    self.rows = rows
    self.scale = scale
  }

  init(_ configurations: [RenderConfiguration], scale: Double, width: Double, text: PageText) {
    self.scale = scale
    rows = []
    for group in Self.groups(configurations) {
      let label = text.layout(Self.label(group[0]), size: 9, weight: .semibold, width: width)
      let cells = group.map { configuration in
        let screen = configuration.device.size(configuration.orientation)
        // Never wider than the column, whatever the device.
        let fitted = min(scale, width / screen.width)
        let size = Size(width: screen.width * fitted, height: screen.height * fitted)
        return Cell(
          configuration: configuration,
          frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
          caption: text.layout(
            Self.caption(configuration), size: 8, width: max(size.width, 60), centred: true))
      }
      let portraits = cells.filter { $0.configuration.orientation == .portrait }
      let landscapes = cells.filter { $0.configuration.orientation == .landscape }
      let portraitsWidth = portraits.reduce(-Self.gap) { $0 + $1.frame.width + Self.gap }
      let columnWidth = landscapes.map(\.frame.width).max() ?? 0
      if !portraits.isEmpty && !landscapes.isEmpty
        && portraitsWidth + Self.gap + columnWidth <= width
      {
        rows.append(Self.beside(portraits, landscapes, label: label, x: portraitsWidth + Self.gap))
      } else {
        rows += Self.shelves(portraits, label: label, width: width)
        rows += Self.shelves(landscapes, label: portraits.isEmpty ? label : nil, width: width)
      }
    }
  }

  /// Portraits side by side, the landscapes stacked in a column at `x` on their right: one
  /// block as tall as the taller of the two.
  private static func beside(
    _ portraits: [Cell], _ landscapes: [Cell], label: TextLayout, x: Double
  )
    -> Row
  {
    let top = label.height + 4
    var placed: [Cell] = []
    var left = 0.0
    for var cell in portraits {
      cell.frame.x = left
      cell.frame.y = top
      left += cell.frame.width + gap
      placed.append(cell)
    }
    var y = top
    for var cell in landscapes {
      cell.frame.x = x
      cell.frame.y = y
      y += cell.frame.height + 4 + cell.caption.height + gap
      placed.append(cell)
    }
    let bottom = placed.map { $0.frame.maxY + 4 + $0.caption.height }.max() ?? top
    return Row(label: label, cells: placed, height: bottom + gap)
  }

  /// `cells` left to right, a new row when the next does not fit; `label` above the first.
  private static func shelves(_ cells: [Cell], label: TextLayout?, width: Double) -> [Row] {
    var rows: [Row] = []
    var label = label
    var row: [Cell] = []
    var x = 0.0
    func close() {
      guard !row.isEmpty else { return }
      let top = label.map { $0.height + 4 } ?? 0
      let placed = row.map { cell -> Cell in
        var cell = cell
        cell.frame.y = top
        return cell
      }
      let bottom = placed.map { $0.frame.maxY + 4 + $0.caption.height }.max() ?? top
      rows.append(Row(label: label, cells: placed, height: bottom + gap))
      label = nil
      row = []
      x = 0
    }
    for var cell in cells {
      if x > 0 && x + cell.frame.width > width { close() }
      cell.frame.x = x
      x += cell.frame.width + gap
      row.append(cell)
    }
    close()
    return rows
  }

  /// Configurations grouped by device, text size and locale, in the order first met.
  static func groups(_ configurations: [RenderConfiguration]) -> [[RenderConfiguration]] {
    var groups: [[RenderConfiguration]] = []
    for configuration in configurations {
      if let index = groups.firstIndex(where: { same($0[0], configuration) }) {
        groups[index].append(configuration)
      } else {
        groups.append([configuration])
      }
    }
    return groups.map { group in
      group.sorted { a, b in
        (a.orientation == .portrait ? 0 : 1, a.appearance == .light ? 0 : 1)
          < (b.orientation == .portrait ? 0 : 1, b.appearance == .light ? 0 : 1)
      }
    }
  }

  private static func same(_ a: RenderConfiguration, _ b: RenderConfiguration) -> Bool {
    a.device.id == b.device.id && a.textSize == b.textSize && a.locale == b.locale
  }

  /// `iPhone SE (3rd generation) · AX3 · de`.
  static func label(_ configuration: RenderConfiguration) -> String {
    var parts = [configuration.device.name]
    if configuration.textSize != .standard {
      parts.append("text size \(configuration.textSize.rawValue)")
    }
    if let locale = configuration.locale { parts.append(locale) }
    return parts.joined(separator: " · ")
  }

  /// `Portrait · light`: the rest is the group's label.
  static func caption(_ configuration: RenderConfiguration) -> String {
    "\(configuration.orientation.rawValue.capitalized) · \(configuration.appearance.rawValue)"
  }
}
