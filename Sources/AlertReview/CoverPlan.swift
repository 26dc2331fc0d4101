import AlertLayout
import AlertLint
import Foundation
import StyleSheet

/// The cover: title, date and style sheet, the counts, the most broken rules, the input errors
/// and an index of the alerts with their pages, each linked to its alert.
struct CoverPlan {
  let pack: ReviewPack
  let text: PageText
  let paper: ReviewPaper
  /// The page number of each alert's first page.
  let alertPages: [Int]

  /// How many rules the cover lists.
  static let ruleLimit = 10

  func pages() -> [ReviewPage] {
    var flow = PageFlow(paper: paper, footer: pack.title)
    flow.add(.destination("cover", y: flow.y))
    flow.add(text.layout(pack.title, size: 26, weight: .semibold, width: flow.width))
    flow.skip(6)
    let made =
      "\(Self.dateText(pack.date)) · \(pack.looks.count > 1 ? "style sheets" : "style sheet") \(pack.looks.joined(separator: ", ")) · \(pack.creator)"
    flow.add(text.layout(made, size: 10, width: flow.width), color: ReviewLook.muted)
    flow.skip(22)
    counts(&flow)
    flow.skip(28)
    rules(&flow)
    problems(&flow)
    index(&flow)
    return flow.pages
  }

  /// Five tiles: alerts, errors, warnings, suggestions, input errors.
  private func counts(_ flow: inout PageFlow) {
    let c = pack.summary
    let tiles: [(Int, String, Severity?)] = [
      (c.alerts, c.alerts == 1 ? "alert" : "alerts", nil),
      (c.errors, c.errors == 1 ? "error" : "errors", .error),
      (c.warnings, c.warnings == 1 ? "warning" : "warnings", .warning),
      (c.suggestions, c.suggestions == 1 ? "suggestion" : "suggestions", .suggestion),
      (
        c.inputErrors, c.inputErrors == 1 ? "input error" : "input errors",
        c.inputErrors > 0 ? .error : nil
      ),
    ]
    let gap = 8.0
    let width = (flow.width - gap * Double(tiles.count - 1)) / Double(tiles.count)
    let height = 60.0
    flow.reserve(height)
    for (index, tile) in tiles.enumerated() {
      let x = flow.left + Double(index) * (width + gap)
      flow.add(
        .box(
          Rect(x: x, y: flow.y, width: width, height: height), fill: ReviewLook.tile, stroke: nil,
          radius: 6))
      let number = text.line("\(tile.0)", size: 22, weight: .semibold)
      let color = tile.0 > 0 ? tile.2.map(ReviewLook.color) ?? ReviewLook.ink : ReviewLook.ink
      flow.add(.text(number, x: x + 10, y: flow.y + 8, color: color))
      let label = text.layout(tile.1, size: 9, width: width - 20)
      flow.add(.text(label, x: x + 10, y: flow.y + 38, color: ReviewLook.muted))
    }
    flow.y += height
  }

  /// The most broken rules: id, findings, the guidance; each links to the first alert that
  /// breaks it.
  private func rules(_ flow: inout PageFlow) {
    heading("Most broken rules", &flow)
    guard !pack.rules.isEmpty else {
      flow.add(
        text.layout("No rule is broken.", size: 10, width: flow.width), color: ReviewLook.muted)
      flow.skip(24)
      return
    }
    let idWidth = flow.width * 0.38
    let countWidth = 70.0
    for rule in pack.rules.prefix(Self.ruleLimit) {
      let id = text.layout(rule.ruleID, size: 10, weight: .semibold, width: idWidth - 8)
      let count = text.line(
        rule.findings == 1 ? "1 finding" : "\(rule.findings) findings", size: 10)
      let first = pack.firstAlert(breaking: rule.ruleID)
      let source = text.layout(
        ReviewPack.guidance(rule.ruleID), size: 10, width: flow.width - idWidth - countWidth)
      let height = max(id.height, source.height) + 8
      flow.reserve(height)
      let top = flow.y + 4
      flow.add(
        .text(
          id, x: flow.left, y: top,
          color: first == nil ? ReviewLook.ink : ReviewLook.link))
      flow.add(.text(count, x: flow.left + idWidth, y: top, color: ReviewLook.ink))
      flow.add(.text(source, x: flow.left + idWidth + countWidth, y: top, color: ReviewLook.muted))
      if let alert = first {
        flow.add(
          .link(
            destination: ReviewLook.destination(alert),
            frame: Rect(x: flow.left, y: top, width: id.width, height: id.height)))
      }
      flow.y += height
      hairline(&flow)
    }
    if pack.rules.count > Self.ruleLimit {
      flow.skip(4)
      let more = pack.rules.count - Self.ruleLimit
      flow.add(
        text.layout("and \(more) more \(more == 1 ? "rule" : "rules")", size: 9, width: flow.width),
        color: ReviewLook.muted)
    }
    flow.skip(24)
  }

  /// The specs that could not be read.
  private func problems(_ flow: inout PageFlow) {
    guard !pack.inputErrors.isEmpty else { return }
    heading("Input errors", &flow)
    for problem in pack.inputErrors {
      let place = text.layout(
        problem.location.description, size: 9, weight: .semibold, width: flow.width)
      let message = text.layout(problem.message, size: 10, width: flow.width - 12)
      flow.reserve(place.height + message.height + 8)
      flow.add(place, color: ReviewLook.color(.error))
      flow.add(message, indent: 12)
      flow.skip(8)
    }
    flow.skip(16)
  }

  /// Every alert with its worst finding and its page, linked to it.
  private func index(_ flow: inout PageFlow) {
    heading("Alerts", &flow)
    flow.onNewPage = { [self] flow in
      flow.add(
        text.layout("Alerts (continued)", size: 10, weight: .semibold, width: flow.width),
        color: ReviewLook.muted)
      flow.skip(6)
      hairline(&flow)
    }
    let pageWidth = 40.0
    let summaryWidth = 190.0
    let titleWidth = flow.width - pageWidth - summaryWidth - 16
    for (alert, page) in zip(pack.alerts, alertPages) {
      let title = text.layout(alert.heading, size: 10, weight: .semibold, width: titleWidth)
      let id = text.layout(alert.spec.id, size: 8.5, width: titleWidth)
      let summary = text.layout(Self.summary(alert.findings), size: 9, width: summaryWidth - 14)
      let number = text.line("\(page)", size: 10)
      let height = max(title.height + id.height, summary.height) + 10
      flow.reserve(height)
      let top = flow.y + 5
      flow.add(.text(title, x: flow.left, y: top, color: ReviewLook.link))
      flow.add(.text(id, x: flow.left, y: top + title.height, color: ReviewLook.muted))
      let summaryX = flow.left + titleWidth + 16
      if let worst = Self.worst(alert.findings) {
        flow.add(.marker(worst, frame: Rect(x: summaryX, y: top + 2, width: 8, height: 8)))
      }
      flow.add(.text(summary, x: summaryX + 14, y: top, color: ReviewLook.muted))
      flow.add(
        .text(number, x: flow.left + flow.width - number.width, y: top, color: ReviewLook.ink))
      flow.add(
        .link(
          destination: ReviewLook.destination(alert.spec.id),
          frame: Rect(x: flow.left, y: flow.y, width: flow.width, height: height)))
      flow.y += height
      hairline(&flow)
    }
  }

  private func heading(_ title: String, _ flow: inout PageFlow) {
    let layout = text.layout(title, size: 13, weight: .semibold, width: flow.width)
    flow.reserve(layout.height + 40)
    flow.add(layout)
    flow.skip(6)
    hairline(&flow)
  }

  private func hairline(_ flow: inout PageFlow) {
    flow.add(
      .box(
        Rect(x: flow.left, y: flow.y, width: flow.width, height: 0.5), fill: ReviewLook.rule,
        stroke: nil, radius: 0))
    flow.y += 0.5
  }

  /// The most severe active finding's severity.
  static func worst(_ findings: [Finding]) -> Severity? {
    findings.filter { !$0.isSuppressed }.map(\.severity).max()
  }

  /// `2 errors, 1 warning`, or `No findings`.
  static func summary(_ findings: [Finding]) -> String {
    let active = findings.filter { !$0.isSuppressed }
    let parts: [String] = Severity.allCases.reversed().compactMap { severity in
      let count = active.filter { $0.severity == severity }.count
      guard count > 0 else { return nil }
      return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }
    return parts.isEmpty ? "No findings" : parts.joined(separator: ", ")
  }

  /// `1 December 2026, 00:55 UTC`.
  static func dateText(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_GB")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "d MMMM yyyy, HH:mm 'UTC'"
    return formatter.string(from: date)
  }
}
