import AlertLayout
import AlertLint
import AlertSpec
import StyleSheet

/// An alert's pages: its heading and source, its previews in a grid, its findings, and a
/// ruled box for the reviewer's notes. They stay on one page when they fit; else they go on
/// over more, every page with previews or findings on it: a group of previews is not split
/// unless it fills a page, the findings' heading stays with the first finding, and the last
/// finding with the notes box.
struct AlertPagePlan {
  let alert: ReviewPack.Alert
  let text: PageText
  let paper: ReviewPaper
  /// The alert in each configuration and look the pack shows.
  let previews: [PreviewGrid.Preview]

  /// The notes box is never shorter (three ruled lines).
  static let minimumNotes = 70.0
  static let noteLine = 22.0

  func pages() -> [ReviewPage] {
    var flow = PageFlow(paper: paper, footer: alert.spec.id)
    flow.add(.destination(ReviewLook.destination(alert.spec.id), y: flow.y))
    flow.add(text.layout(alert.heading, size: 18, weight: .semibold, width: flow.width))
    flow.skip(4)
    flow.add(text.layout(details, size: 9, width: flow.width), color: ReviewLook.muted)
    flow.skip(16)
    flow.onNewPage = { [text, heading = alert.heading] flow in
      flow.add(
        text.layout(heading + " (continued)", size: 10, weight: .semibold, width: flow.width),
        color: ReviewLook.muted)
      flow.skip(12)
    }
    let grid = PreviewGrid(previews, width: flow.width, text: text)
    let page = flow.bottom - ReviewLook.margin - 40
    for block in grid.blocks {
      if block.height <= page { flow.reserve(block.height) }
      for row in block.rows { place(row, &flow) }
    }
    flow.skip(8)
    findings(&flow)
    notes(&flow)
    return flow.pages
  }

  /// A row of previews, each with its caption under it.
  private func place(_ row: PreviewGrid.Row, _ flow: inout PageFlow) {
    flow.reserve(row.height)
    let top = flow.y
    if let label = row.label {
      flow.add(.text(label, x: flow.left, y: top, color: ReviewLook.ink))
    }
    for cell in row.cells {
      var frame = cell.frame
      frame.x += flow.left
      frame.y += top
      flow.add(
        .preview(alert.spec, cell.preview.configuration, look: cell.preview.look, frame: frame))
      flow.add(
        .text(
          cell.caption, x: flow.left + cell.captionX, y: frame.maxY + 4, color: ReviewLook.muted))
    }
    flow.y += row.height
  }

  /// The findings under their heading; the heading kept with the first, the last kept with
  /// the notes box (and its heading), so no page holds the notes alone.
  private func findings(_ flow: inout PageFlow) {
    let blocks = findingBlocks(width: flow.width)
    let notes = notesTitle(width: flow.width).height + 8 + Self.minimumNotes + 14
    let title = text.layout(
      alert.findings.isEmpty ? "Findings" : "Findings (\(alert.findings.count))", size: 12,
      weight: .semibold, width: flow.width)
    let none = text.layout("No findings.", size: 10, width: flow.width)
    let first = blocks.first.map { $0.height + 10 } ?? none.height
    flow.reserve(title.height + 8 + first + (blocks.count <= 1 ? notes : 0))
    flow.add(title)
    flow.skip(8)
    if blocks.isEmpty {
      flow.add(none, color: ReviewLook.muted)
    }
    for (index, block) in blocks.enumerated() {
      flow.reserve(block.height + 10 + (index == blocks.count - 1 ? notes : 0))
      for (item, offset) in block.items {
        flow.add(Self.moved(item, by: flow.left, flow.y + offset))
      }
      flow.y += block.height + 10
    }
    flow.skip(14)
  }

  /// `delete-photo-album · Examples/delete-photo-album.json:1 · trigger destructive-action`.
  private var details: String {
    var parts = [alert.spec.id, alert.location]
    if let trigger = alert.spec.trigger { parts.append("trigger \(trigger.rawValue)") }
    if alert.spec.style == .actionSheet { parts.append("action sheet") }
    return parts.joined(separator: " · ")
  }

  /// A finding as placed items, relative to the block's top-left corner.
  private struct Block {
    var items: [(PageItem, Double)]
    var height: Double
  }

  private func findingBlocks(width: Double) -> [Block] {
    alert.findings.map { finding in
      let indent = 16.0
      // The severity in its colour (muted when suppressed), then the rule id in ink.
      let active = finding.suppression == nil
      let word = text.line(
        active ? finding.severity.rawValue : "suppressed \(finding.severity.rawValue)", size: 9.5,
        weight: .semibold)
      let rule = text.line(finding.ruleID, size: 9.5, weight: .semibold)
      let message = text.layout(finding.message, size: 10, width: width - indent)
      var source = "Guidance: \(ReviewPack.guidance(finding.ruleID))"
      if let configuration = finding.configuration { source += " · seen on \(configuration)" }
      if let reason = finding.suppression { source += " · suppressed: \(reason)" }
      let note = text.layout(source, size: 8.5, width: width - indent)
      var items: [(PageItem, Double)] = [
        (
          .text(
            word, x: indent, y: 0,
            color: active ? ReviewLook.color(finding.severity) : ReviewLook.muted), 0
        ),
        (
          .text(
            rule, x: indent + word.width + 6, y: 0,
            color: active ? ReviewLook.ink : ReviewLook.muted),
          0
        ),
      ]
      if active {
        items.append((.marker(finding.severity, frame: Rect(x: 1, y: 3, width: 8, height: 8)), 0))
      }
      let head = word
      var y = head.height + 1
      items.append((.text(message, x: indent, y: 0, color: ReviewLook.ink), y))
      y += message.height + 1
      items.append((.text(note, x: indent, y: 0, color: ReviewLook.muted), y))
      y += note.height
      return Block(items: items, height: y)
    }
  }

  /// A ruled box to the bottom of the page: the findings left room for it.
  private func notes(_ flow: inout PageFlow) {
    let title = notesTitle(width: flow.width)
    flow.reserve(title.height + 8 + Self.minimumNotes)
    flow.add(title)
    flow.skip(8)
    let box = Rect(x: flow.left, y: flow.y, width: flow.width, height: flow.room)
    flow.add(.box(box, fill: nil, stroke: ReviewLook.muted, radius: 4))
    var line = box.y + Self.noteLine
    while line < box.maxY - 8 {
      flow.add(
        .box(
          Rect(x: box.x + 10, y: line, width: box.width - 20, height: 0.5), fill: ReviewLook.rule,
          stroke: nil, radius: 0))
      line += Self.noteLine
    }
    flow.y = flow.bottom
  }

  private func notesTitle(width: Double) -> TextLayout {
    text.layout("Reviewer notes", size: 12, weight: .semibold, width: width)
  }

  /// `item` moved right by `dx` and down by `dy`.
  static func moved(_ item: PageItem, by dx: Double, _ dy: Double) -> PageItem {
    func shifted(_ r: Rect) -> Rect {
      Rect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height)
    }
    switch item {
    case .text(let layout, let x, let y, let color):
      return .text(layout, x: x + dx, y: y + dy, color: color)
    case .preview(let spec, let configuration, let look, let frame):
      return .preview(spec, configuration, look: look, frame: shifted(frame))
    case .box(let r, let fill, let stroke, let radius):
      return .box(shifted(r), fill: fill, stroke: stroke, radius: radius)
    case .marker(let severity, let frame): return .marker(severity, frame: shifted(frame))
    case .link(let destination, let frame):
      return .link(destination: destination, frame: shifted(frame))
    case .destination(let name, let y): return .destination(name, y: y + dy)
    }
  }
}
