import AlertLayout
import AlertLint
import AlertSpec
import StyleSheet

/// An alert's pages: its heading and source, its configurations in a grid, its findings, and
/// a ruled box for the reviewer's notes; continued on more pages when they do not fit.
struct AlertPagePlan {
  let alert: ReviewPack.Alert
  let text: PageText
  let paper: ReviewPaper
  /// The previews' scale for each device, the same on every page of the pack.
  let scales: [String: Double]
  /// The slugs of the configurations whose text scrolls: their captions say so.
  var scrolling: Set<String> = []

  /// The notes box is never shorter (four ruled lines): when less is left it starts a page.
  static let minimumNotes = 92.0
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
    let findings = findingBlocks(width: flow.width)
    let grid = PreviewGrid(
      alert.configurations, scales: scales, width: flow.width, text: text, scrolling: scrolling)
    for row in grid.rows {
      flow.reserve(row.height)
      let top = flow.y
      if let label = row.label {
        flow.add(.text(label, x: flow.left, y: top, color: ReviewLook.ink))
      }
      for cell in row.cells {
        var frame = cell.frame
        frame.x += flow.left
        frame.y += top
        flow.add(.preview(alert.spec, cell.configuration, frame: frame))
        flow.add(.box(frame, fill: nil, stroke: ReviewLook.rule, radius: 0))
        let caption = cell.caption
        let captionWidth = max(frame.width, 60)
        flow.add(
          .text(
            caption, x: frame.midX - captionWidth / 2, y: frame.maxY + 4, color: ReviewLook.muted))
      }
      flow.y += row.height
    }
    flow.skip(8)
    // The heading stays with the first finding.
    heading(
      alert.findings.isEmpty ? "Findings" : "Findings (\(alert.findings.count))",
      keepingWith: findings.first?.height ?? 20, &flow)
    if findings.isEmpty {
      flow.add(text.layout("No findings.", size: 10, width: flow.width), color: ReviewLook.muted)
    }
    for block in findings {
      flow.reserve(block.height)
      for (item, offset) in block.items {
        flow.add(Self.moved(item, by: flow.left, flow.y + offset))
      }
      flow.y += block.height + 10
    }
    flow.skip(14)
    notes(&flow)
    return flow.pages
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

  /// A ruled box to the bottom of the page (on a new page when too little is left).
  private func notes(_ flow: inout PageFlow) {
    let title = text.layout("Reviewer notes", size: 12, weight: .semibold, width: flow.width)
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

  private func heading(_ title: String, keepingWith next: Double, _ flow: inout PageFlow) {
    let layout = text.layout(title, size: 12, weight: .semibold, width: flow.width)
    flow.reserve(layout.height + 8 + next)
    flow.add(layout)
    flow.skip(8)
  }

  /// `item` moved right by `dx` and down by `dy`.
  static func moved(_ item: PageItem, by dx: Double, _ dy: Double) -> PageItem {
    func shifted(_ r: Rect) -> Rect {
      Rect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height)
    }
    switch item {
    case .text(let layout, let x, let y, let color):
      return .text(layout, x: x + dx, y: y + dy, color: color)
    case .preview(let spec, let configuration, let frame):
      return .preview(spec, configuration, frame: shifted(frame))
    case .box(let r, let fill, let stroke, let radius):
      return .box(shifted(r), fill: fill, stroke: stroke, radius: radius)
    case .marker(let severity, let frame): return .marker(severity, frame: shifted(frame))
    case .link(let destination, let frame):
      return .link(destination: destination, frame: shifted(frame))
    case .destination(let name, let y): return .destination(name, y: y + dy)
    }
  }
}
