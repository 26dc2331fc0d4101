import AlertLayout
import StyleSheet

/// An alert's previews, each the alert alone (as `render --frame alert` cuts it) and
/// captioned: a block for each group of device, text size and locale, its previews in rows of
/// as many columns as fit, the rows balanced.
///
/// Each block has its own scale, which prints the group's smallest title at ``titlePoints``
/// (never less than ``minimumTitlePoints`` unless the alert is wider than the column at that
/// size): an alert at AX3 is drawn smaller than at Large, its label says how much, and its
/// text reads on paper as the Large one does.
struct PreviewGrid {
  /// One configuration to show, in one of the pack's looks (style sheets), with what the
  /// renderer measured of it.
  struct Preview {
    var configuration: RenderConfiguration
    /// The other configurations it stands for: the same alert, drawn alike (in landscape
    /// when `configuration` is in portrait).
    var alike: [RenderConfiguration] = []
    /// The index of the look among the pack's; its name, for the caption, when there are
    /// several.
    var look: Int = 0
    var lookName: String?
    /// The alert alone, in screen points.
    var size: Size
    /// The title's font size in screen points (the message's without a title).
    var textSize: Double?
    /// Whether its text scrolls: the caption says so.
    var scrolls = false
  }

  /// One preview and its caption, placed relative to the block's top-left corner.
  struct Cell {
    var preview: Preview
    var frame: Rect
    /// Centred under the cell's column, from `captionX`.
    var caption: TextLayout
    var captionX: Double
  }

  /// A row of cells placed relative to the row's top-left corner, the group's label above
  /// the first row of a group.
  struct Row {
    var label: TextLayout?
    var cells: [Cell]
    var height: Double
  }

  /// A group's rows: kept on one page when they fit on one.
  struct Block {
    var rows: [Row]
    /// The scale from screen points to page points.
    var scale: Double
    var height: Double { rows.reduce(0) { $0 + $1.height } }
  }

  var blocks: [Block]
  var height: Double { blocks.reduce(0) { $0 + $1.height } }

  /// The title size aimed at on the page, in points: three iOS alerts (270 pt wide, 17 pt
  /// titles) side by side on A4 or Letter.
  static let titlePoints = 9.8
  /// The smallest title the scale allows, in points.
  static let minimumTitlePoints = 9.0
  /// No preview is drawn larger than this, whatever its title.
  static let largestScale = 0.8
  static let gap = 12.0

  init(_ previews: [Preview], width: Double, text: PageText) {
    blocks = Self.groups(previews).map { group in
      Self.block(group, scale: Self.scale(group, width: width), width: width, text: text)
    }
  }

  /// The scale that prints the group's smallest title at ``titlePoints``, within the column.
  static func scale(_ group: [Preview], width: Double) -> Double {
    let smallest = group.compactMap(\.textSize).min() ?? 17
    let widest = group.map(\.size.width).max() ?? 1
    return min(titlePoints / smallest, largestScale, width / widest)
  }

  /// A group's previews in balanced rows: as many rows as the columns that fit need, then as
  /// few columns as fill them (four previews in two rows of two, not three and one); with
  /// several looks, a row holds whole sets of them, so they compare side by side.
  private static func block(
    _ group: [Preview], scale: Double, width: Double, text: PageText
  ) -> Block {
    let label = text.layout(
      Self.label(group[0]) + " · \(Int((scale * 100).rounded())) %", size: 9, weight: .semibold,
      width: width)
    let cellWidth = (group.map(\.size.width).max() ?? 0) * scale
    let fit = max(1, Int((width + gap) / (cellWidth + gap)))
    let lines = (group.count + fit - 1) / fit
    var columns = (group.count + lines - 1) / lines
    let looks = Set(group.map(\.look)).count
    if looks > 1 && columns > looks { columns -= columns % looks }
    let used = Double(columns) * cellWidth + Double(columns - 1) * gap
    // The block is centred in the column.
    let left = max(0, (width - used) / 2)
    var rows: [Row] = []
    for start in stride(from: 0, to: group.count, by: columns) {
      let row = group[start..<min(start + columns, group.count)]
      let y = rows.isEmpty ? label.height + 6 : 0
      var bottom = y
      var cells: [Cell] = []
      for (column, preview) in row.enumerated() {
        let size = Size(width: preview.size.width * scale, height: preview.size.height * scale)
        let captionWidth = max(cellWidth, 60)
        let caption = text.layout(
          Self.caption(preview), size: 8, width: captionWidth, centred: true)
        let middle = left + Double(column) * (cellWidth + gap) + cellWidth / 2
        let frame = Rect(
          x: middle - size.width / 2, y: y, width: size.width, height: size.height)
        cells.append(
          Cell(
            preview: preview, frame: frame, caption: caption,
            captionX: middle - captionWidth / 2))
        bottom = max(bottom, frame.maxY + 4 + caption.height)
      }
      rows.append(Row(label: rows.isEmpty ? label : nil, cells: cells, height: bottom + gap))
    }
    return Block(rows: rows, scale: scale)
  }

  /// Previews grouped by device, text size and locale, in the order first met; within a
  /// group portrait before landscape, light before dark, the looks side by side.
  static func groups(_ previews: [Preview]) -> [[Preview]] {
    var groups: [[Preview]] = []
    for preview in previews {
      if let index = groups.firstIndex(where: { same($0[0].configuration, preview.configuration) })
      {
        groups[index].append(preview)
      } else {
        groups.append([preview])
      }
    }
    return groups.map { group in
      group.sorted { a, b in
        (rank(a.configuration), a.look) < (rank(b.configuration), b.look)
      }
    }
  }

  private static func rank(_ configuration: RenderConfiguration) -> Int {
    (configuration.orientation == .portrait ? 0 : 2) + (configuration.appearance == .light ? 0 : 1)
  }

  private static func same(_ a: RenderConfiguration, _ b: RenderConfiguration) -> Bool {
    a.device.id == b.device.id && a.textSize == b.textSize && a.locale == b.locale
  }

  /// `iPhone SE (3rd generation) · text size AX3 · de` (the block adds its scale).
  static func label(_ preview: Preview) -> String {
    let configuration = preview.configuration
    var parts = [configuration.device.name]
    if configuration.textSize != .standard {
      parts.append("text size \(configuration.textSize.rawValue)")
    }
    if let locale = configuration.locale { parts.append(locale) }
    return parts.joined(separator: " · ")
  }

  /// `Portrait · light`, `Portrait and landscape · dark · ios26`, `Landscape · light ·
  /// scrolls`: the rest is the group's label.
  static func caption(_ preview: Preview) -> String {
    let configuration = preview.configuration
    let orientations = ([configuration] + preview.alike).map(\.orientation.rawValue)
    var parts = [
      orientations.joined(separator: " and ").capitalizedFirst, configuration.appearance.rawValue,
    ]
    if let look = preview.lookName { parts.append(look) }
    if preview.scrolls { parts.append("scrolls") }
    return parts.joined(separator: " · ")
  }
}

extension String {
  /// The string with its first letter in capitals: `Portrait and landscape`.
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
