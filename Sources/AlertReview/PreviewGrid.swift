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
  var height: Double { rows.reduce(0) { $0 + $1.height } }

  /// The scales tried, largest first. A phone fits at 0.33 (a 17 pt title prints at 5.6 pt);
  /// an iPad's screen is three times an alert's height, so its previews go smaller to keep
  /// a device on one page: the text stays vector, to zoom into on screen.
  static let scales = [0.5, 0.45, 0.4, 0.36, 0.33, 0.3, 0.27, 0.24, 0.21, 0.18, 0.15]
  static let gap = 12.0

  /// The share of a page's height a device's previews may take, leaving the rest for the
  /// findings and the notes.
  static let pageShare = 0.42

  /// For each device, the largest scale at which its previews of every alert take at most
  /// ``pageShare`` of a page: one scale per device for the whole pack, so that its pages look
  /// alike and compare at a glance.
  static func scales(for alerts: [ReviewPack.Alert], paper: ReviewPaper, text: PageText)
    -> [String: Double]
  {
    let width = paper.size.width - 2 * ReviewLook.margin
    let budget = (paper.size.height - 2 * ReviewLook.margin - ReviewLook.footerHeight) * pageShare
    var chosen: [String: Double] = [:]
    for alert in alerts {
      for group in groups(alert.configurations) {
        let device = group[0].device.id
        for scale in scales where scale <= chosen[device] ?? scales[0] {
          chosen[device] = scale
          let height = rows(group, scale: scale, width: width, text: text, scrolling: []).reduce(0)
          {
            $0 + $1.height
          }
          if height <= budget { break }
        }
      }
    }
    return chosen
  }

  /// The grid of `configurations`, each device at its scale in `scales` (0.33 otherwise).
  /// The captions of the configurations in `scrolling` (slugs) say that the text scrolls.
  init(
    _ configurations: [RenderConfiguration], scales: [String: Double], width: Double,
    text: PageText, scrolling: Set<String> = []
  ) {
    rows = Self.groups(configurations).flatMap { group in
      Self.rows(
        group, scale: scales[group[0].device.id] ?? 0.33, width: width, text: text,
        scrolling: scrolling)
    }
  }

  /// The blocks of one group at `scale`.
  private static func rows(
    _ group: [RenderConfiguration], scale: Double, width: Double, text: PageText,
    scrolling: Set<String>
  ) -> [Row] {
    var rows: [Row] = []
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
          Self.caption(configuration, scrolls: scrolling.contains(configuration.slug)), size: 8,
          width: max(size.width, 60), centred: true))
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
    return rows
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

  /// `Portrait · light`, `Landscape · dark · scrolls`: the rest is the group's label.
  static func caption(_ configuration: RenderConfiguration, scrolls: Bool = false) -> String {
    "\(configuration.orientation.rawValue.capitalized) · \(configuration.appearance.rawValue)"
      + (scrolls ? " · scrolls" : "")
  }
}
