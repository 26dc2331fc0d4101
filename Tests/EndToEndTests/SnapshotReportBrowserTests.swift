import Foundation
import Testing

/// The snapshot report of one changed word, opened in headless Chromium: the enlarged crop of
/// the change stands beside the full screens on a laptop and below them on a phone, and the
/// Copy button copies. Screenshots land in `.build/test-artifacts/snapshot-report/`.
@Suite(.serialized) struct SnapshotReportBrowserTests {
  /// The boxes of the first group's screens, zoom column and first crop, and the page width.
  static let measure = """
    (() => {
      const box = e => { const r = e.getBoundingClientRect();
        return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width}; };
      const group = document.querySelector('section.group');
      const crop = group.querySelector('.zoom img.crop');
      const screen = group.querySelector('.screens img');
      return JSON.stringify({screens: box(group.querySelector('.screens')),
        zoom: box(group.querySelector('.zoom')), crop: box(crop), natural: crop.naturalWidth,
        screen: screen.getBoundingClientRect().width, screenNatural: screen.naturalWidth,
        page: document.documentElement.scrollWidth, viewport: window.innerWidth});
    })()
    """

  struct Layout: Decodable {
    struct Box: Decodable { var left, top, right, bottom, width: Double }
    var screens, zoom, crop: Box
    var natural, screen, screenNatural: Double
    var page, viewport: Double
  }

  @Test(
    "The zoomed change stands beside the screens, or below them on a phone", .chromium,
    .timeLimit(.minutes(3)))
  func reportInChromium() throws {
    let fixture = try SnapshotChangeFixture()
    defer { fixture.remove() }
    try fixture.write(save: "Save this note?", logOut: "Log out")
    #expect(try fixture.run().status == 1)
    let browser = try BrowserPipe()
    defer { browser.quit() }
    let page = try BrowserPage(browser)
    let index = fixture.report.appendingPathComponent("index.html")
    let shots = Binary.root.appendingPathComponent(".build/test-artifacts/snapshot-report")
    try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
    for (width, height) in [(1280, 800), (390, 844)] {
      for scheme in ["light", "dark"] {
        try page.call(
          "Emulation.setDeviceMetricsOverride",
          ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600])
        try page.call(
          "Emulation.setEmulatedMedia",
          ["features": [["name": "prefers-color-scheme", "value": scheme]]])
        try page.navigate(index)
        let images = try page.loadAllImages()
        #expect(!images.isEmpty && images.values.allSatisfy { $0 > 0 }, "\(images)")
        let json = try #require(try page.evaluate(Self.measure) as? String)
        let layout = try JSONDecoder().decode(Layout.self, from: Data(json.utf8))
        #expect(layout.page <= layout.viewport, "no sideways scrolling at \(width): \(layout)")
        #expect(layout.zoom.right <= layout.viewport && layout.screens.right <= layout.viewport)
        // The crop's pixels are drawn at least twice as large as the full screen's.
        let zoom = layout.crop.width / layout.natural
        #expect(zoom >= 2 * layout.screen / layout.screenNatural, "\(layout)")
        if width == 1280 {
          #expect(zoom >= 1.99, "at least 2× the render's own pixels: \(layout)")
          #expect(layout.zoom.left >= layout.screens.right, "beside: \(layout)")
          #expect(layout.zoom.top < layout.screens.bottom, "at the same height: \(layout)")
          #expect(layout.zoom.top < Double(height), "visible without scrolling: \(layout)")
        } else {
          #expect(layout.zoom.top >= layout.screens.bottom, "stacked below: \(layout)")
          #expect(layout.screens.width >= 300, "screens still readable: \(layout)")
        }
        try page.fullPageScreenshot().write(
          to: shots.appendingPathComponent("report-\(width)-\(scheme).png"))
      }
    }
    let copied = try page.evaluate(
      """
      (async () => { const b = document.querySelector('button.copy'); b.click();
        await new Promise(done => setTimeout(done, 200)); return b.textContent; })()
      """)
    #expect(["Copied", "Press Ctrl+C"].contains(copied as? String ?? ""), "\(copied ?? "nil")")
    let problems = BrowserProblems(browser.events)
    #expect(problems.consoleErrors.isEmpty, "console errors: \(problems.consoleErrors)")
    #expect(problems.failedRequests.isEmpty, "failed requests: \(problems.failedRequests)")
  }
}
