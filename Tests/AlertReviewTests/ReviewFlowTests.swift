import AlertLayout
import AlertLint
import AlertRender
import AlertSpec
import Foundation
import StyleSheet
import Testing

@testable import AlertReview

/// How the alerts' pages flow: previews cut to the alert with titles a reader can read, an
/// alert at two text sizes on one page, and no page holding only a notes box or a
/// "(continued)" heading.
@Suite struct ReviewFlowTests {
  static let renderer = ReviewLayoutTests.renderer

  /// Every example on the sheet's first device, both orientations and appearances, at Large
  /// and AX3: the common case of `review --text-size L,AX3`.
  static let twoSizes: [ReviewPack.Alert] = ReviewFixtures.examples.map {
    ReviewPack.Alert(
      spec: $0, location: "Examples/\($0.id).json:1",
      configurations: RenderConfiguration.all(
        devices: [ReviewFixtures.style.defaultDevices[0]], orientations: Orientation.allCases,
        appearances: Appearance.allCases, scales: [2], textSizes: [.standard, .AX3]),
      findings: [])
  }

  static func pages(_ alerts: [ReviewPack.Alert]) throws -> [ReviewPage] {
    try FontThread.run {
      try renderer.reviewPages(
        ReviewLayoutTests.pack(alerts), paper: .a4, text: renderer.pageText())
    }
  }

  /// Each preview's title prints at 9 pt or more: its frame's scale times the title's font
  /// size in that configuration.
  @Test func titlesPrintAtNinePointsOrMore() throws {
    let sizes = try FontThread.run {
      try Self.pages(Self.twoSizes).flatMap(\.items).compactMap { item -> (String, Double)? in
        guard case .preview(let spec, let configuration, _, let frame) = item else { return nil }
        let measured = Self.renderer.previewSize(spec, configuration, picture: .alert)
        let title = try #require(measured.geometry.title?.font.size)
        return ("\(spec.id) \(configuration.slug)", title * frame.width / measured.size.width)
      }
    }
    #expect(sizes.count >= Self.twoSizes.count * 4)
    for (name, points) in sizes {
      #expect(points >= PreviewGrid.minimumTitlePoints, "\(name): title at \(points) pt")
    }
  }

  /// An alert without findings shows both text sizes, its notes box and all, on one page.
  @Test func twoTextSizesFitOnePage() throws {
    let pages = try Self.pages(Self.twoSizes)
    for alert in Self.twoSizes {
      let own = pages.filter { $0.footer == alert.spec.id }
      #expect(own.count == 1, "\(alert.spec.id) takes \(own.count) pages")
    }
  }

  /// A portrait and a landscape alert drawn alike are one preview, captioned with both.
  @Test func alikeOrientationsAreOnePreview() throws {
    let alert = try #require(Self.twoSizes.first { $0.spec.id == "title-only" })
    let previews = try FontThread.run {
      AlertRenderer.previews(alert, renderers: [Self.renderer], names: ["ios"])
    }
    let large = previews.filter { $0.configuration.textSize == .standard }
    #expect(large.count == 2, "light and dark, each for both orientations")
    #expect(large.allSatisfy { $0.alike.map(\.orientation) == [.landscape] })
    #expect(PreviewGrid.caption(large[0]) == "Portrait and landscape · light")
  }

  /// Every page after an alert's first holds previews or findings, never only the notes box
  /// or the "(continued)" heading; the notes box closes the alert's last page.
  @Test func everyPageHasPreviewsOrFindings() throws {
    let alerts = Self.twoSizes + [ReviewLayoutTests.chatty]
    let pages = try Self.pages(alerts)
    for alert in alerts {
      let own = pages.filter { $0.footer == alert.spec.id }
      for (number, page) in own.enumerated() {
        let real = page.items.contains {
          switch $0 {
          case .preview, .marker: true
          default: false
          }
        }
        #expect(real, "\(alert.spec.id), page \(number + 1) of \(own.count) holds no content")
      }
    }
    #expect(pages.filter { $0.footer == ReviewLayoutTests.chatty.spec.id }.count >= 2)
  }
}
