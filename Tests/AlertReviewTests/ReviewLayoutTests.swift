import AlertLayout
import AlertLint
import AlertRender
import AlertSpec
import Foundation
import StyleSheet
import Testing

@testable import AlertReview

/// The review pack's page plan: everything inside the margins, nothing on top of anything
/// else, each alert's pages in order, the notes box on every alert.
@Suite struct ReviewLayoutTests {
  static let renderer = AlertRenderer(style: ReviewFixtures.style)

  /// An alert with many long findings, to push its findings and notes over a page break.
  static let chatty: ReviewPack.Alert = {
    let finding = Finding(
      ruleID: "message-max-lines", severity: .warning,
      message: String(
        repeating: "the message wraps to too many lines on a small phone; ", count: 4),
      location: SourceLocation(file: "Examples/x.json", line: 2, column: 3),
      alertID: "delete-photo-album", field: "message",
      configuration: "iPhone SE (3rd generation) portrait")
    return ReviewPack.Alert(
      spec: ReviewFixtures.example("delete-photo-album"), location: "Examples/x.json:2",
      configurations: configurations(["iphone-se"]), findings: Array(repeating: finding, count: 14))
  }()

  static func configurations(_ devices: [String]) -> [RenderConfiguration] {
    RenderConfiguration.all(
      devices: devices.compactMap { id in ReviewFixtures.style.devices.first { $0.id == id } },
      orientations: Orientation.allCases, appearances: Appearance.allCases, scales: [2])
  }

  static func pack(_ alerts: [ReviewPack.Alert]) -> ReviewPack {
    ReviewPack(
      title: "Alert review", date: Date(timeIntervalSince1970: 0), styleName: "ios",
      creator: "alert-preview test",
      summary: LintSummary(
        alerts: alerts.count, errors: 0, warnings: 14, suggestions: 0, suppressed: 0,
        inputErrors: 0),
      rules: [RuleCount(ruleID: "message-max-lines", findings: 14, alerts: 1)],
      inputErrors: [], alerts: alerts)
  }

  static let alerts: [ReviewPack.Alert] =
    ReviewFixtures.examples.map {
      ReviewPack.Alert(
        spec: $0, location: "Examples/\($0.id).json:1",
        configurations: configurations(["iphone-se"]), findings: [])
    } + [chatty]
    + [
      ReviewPack.Alert(
        spec: ReviewFixtures.example("three-buttons"), location: "Examples/y.json:1",
        configurations: configurations(["iphone-se", "ipad-air-11"]), findings: [])
    ]

  /// What an item covers on its page, or `nil` for links and destinations.
  static func frame(_ item: PageItem) -> Rect? {
    switch item {
    case .text(let layout, let x, let y, _):
      let logical = layout.metrics().logical
      return Rect(x: x + logical.x, y: y + logical.y, width: logical.width, height: logical.height)
    case .preview(_, _, _, let frame), .marker(_, let frame): return frame
    case .box(let rect, _, _, _): return rect
    case .link, .destination: return nil
    }
  }

  static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.maxX - 0.01 && b.x < a.maxX - 0.01 && a.y < b.maxY - 0.01 && b.y < a.maxY - 0.01
  }

  @Test(arguments: ReviewPaper.allCases)
  func everythingStaysInsideTheMargins(paper: ReviewPaper) throws {
    let pages = try FontThread.run {
      try Self.renderer.reviewPages(
        Self.pack(Self.alerts), paper: paper, text: Self.renderer.pageText()
      )
      .map { page in page.items.compactMap(Self.frame) }
    }
    let size = paper.size
    let bottom = size.height - ReviewLook.margin - ReviewLook.footerHeight
    for (number, frames) in pages.enumerated() {
      for frame in frames {
        #expect(frame.x >= ReviewLook.margin - 0.5, "page \(number + 1): \(frame)")
        #expect(frame.maxX <= size.width - ReviewLook.margin + 0.5, "page \(number + 1): \(frame)")
        #expect(frame.y >= ReviewLook.margin - 0.5, "page \(number + 1): \(frame)")
        #expect(frame.maxY <= bottom + 0.5, "page \(number + 1): \(frame)")
      }
    }
  }

  /// No preview lies on another or on text, and no two texts overlap.
  @Test func nothingOverlaps() throws {
    let pages = try FontThread.run {
      try Self.renderer.reviewPages(
        Self.pack(Self.alerts), paper: .a4, text: Self.renderer.pageText()
      )
      .map { page in
        page.items.compactMap { item -> Rect? in
          switch item {
          case .text, .preview: return Self.frame(item)
          default: return nil
          }
        }
      }
    }
    for (number, frames) in pages.enumerated() {
      for (i, a) in frames.enumerated() {
        for b in frames[(i + 1)...] {
          #expect(!Self.overlaps(a, b), "page \(number + 1): \(a) overlaps \(b)")
        }
      }
    }
  }

  /// Each alert starts a page with its destination; its findings and notes follow, over as
  /// many pages as they need, each continued page saying whose it is.
  @Test func eachAlertHasItsPagesAndNotes() throws {
    let pages = try FontThread.run {
      try Self.renderer.reviewPages(
        Self.pack(Self.alerts), paper: .a4, text: Self.renderer.pageText())
    }
    for alert in Self.alerts {
      let destination = ReviewLook.destination(alert.spec.id)
      let first = try #require(
        pages.firstIndex { page in
          page.items.contains { if case .destination(destination, _) = $0 { true } else { false } }
        })
      let own = pages[first...].prefix { $0.footer == alert.spec.id }
      #expect(!own.isEmpty)
      #expect(
        own.last?.items.contains { if case .box(_, nil, _?, 4) = $0 { true } else { false } }
          == true,
        "\(alert.spec.id): the notes box closes its pages")
    }
    let chatty = pages.filter { $0.footer == Self.chatty.spec.id }
    #expect(chatty.count >= 2, "14 long findings run over a page")
  }
}
