import Foundation
import Testing

/// The gallery shows pictures first: cards of the alert at least 200 pixels wide whose look and
/// appearance follow the index's controls and theme, and alert pages that open with the
/// previews zoomed to the alert, a compare of two, and then the findings. Measured in headless
/// Chromium with `getBoundingClientRect`.
@Suite(.serialized) struct GalleryPicturesBrowserTests {
  let folder: URL

  init() throws {
    folder = try Binary.temporaryFolder()
  }

  /// A gallery of the examples in both looks on the iPhone SE.
  func site() throws -> URL {
    let out = folder.appendingPathComponent("site")
    let result = try Binary.run([
      "gallery", Binary.root.appendingPathComponent("Examples").path, "--out", out.path,
      "--style", "ios,ios26", "--device", "iphone-se", "--locale", "en", "-j", "2",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    return out
  }

  /// `[width, height, top]` of the first element `selector` finds, `[]` without one.
  func box(_ page: BrowserPage, _ selector: String) throws -> [Double] {
    let value = try page.evaluate(
      """
      (() => { const e = document.querySelector(\(literal(selector)));
        if (!e) { return []; } const r = e.getBoundingClientRect();
        return [r.width, r.height, r.top]; })()
      """)
    return (value as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
  }

  /// The `src` of every card picture: one per example, so a check over them cannot pass on
  /// an empty page.
  func cardSources(_ page: BrowserPage) throws -> [String] {
    let sources =
      try page.evaluate(
        "Array.from(document.querySelectorAll('.card-preview img'), i => i.getAttribute('src'))")
      as? [String] ?? []
    try #require(sources.count == 12, "\(sources)")
    return sources
  }

  /// Sets a filter form control and lets the script apply it.
  func choose(_ page: BrowserPage, _ id: String, _ value: String) throws {
    _ = try page.evaluate(
      """
      (() => { const c = document.getElementById(\(literal(id))); c.value = \(literal(value));
        c.dispatchEvent(new Event('change', { bubbles: true })); return true; })()
      """)
  }

  func literal(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "'", with: "\\'") + "'"
  }

  @Test(
    "Cards show the alert at least 200 px wide, in the chosen look and the theme's appearance",
    .chromium, .timeLimit(.minutes(3)))
  func cards() throws {
    let site = try site()
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try BrowserPipe()
    defer { browser.quit() }
    let page = try BrowserPage(browser)
    let index = site.appendingPathComponent("index.html")
    for (width, height) in [(1280, 800), (390, 844)] {
      try page.emulate(width: width, height: height, scheme: "light")
      try page.navigate(index)
      let images = try page.loadAllImages()
      #expect(images.count >= 12 && images.values.allSatisfy { $0 > 0 }, "\(images)")
      let picture = try box(page, ".card-preview img")
      #expect(picture.count == 3 && picture[0] >= 200, "at \(width) px: \(picture)")
      // The alert fills the picture: its width is the alert's and a margin, not a screen's.
      #expect(picture.count == 3 && picture[0] > picture[1], "\(picture)")
    }
    // Light by default; the dark theme shows the dark pictures; the look control swaps in
    // iOS 26's; the appearance control overrides the theme.
    try page.emulate(width: 1280, height: 800, scheme: "light")
    try page.navigate(index)
    #expect(try cardSources(page).allSatisfy { $0.contains(".light") && !$0.contains("look.") })
    try page.emulate(width: 1280, height: 800, scheme: "dark")
    try page.navigate(index)
    #expect(try cardSources(page).allSatisfy { $0.contains(".dark") })
    try choose(page, "filter-look", "ios26")
    #expect(try cardSources(page).allSatisfy { $0.hasPrefix("look.ios26/") })
    try choose(page, "filter-appearance", "light")
    #expect(try cardSources(page).allSatisfy { $0.contains(".light") })
    let images = try page.loadAllImages()
    #expect(images.values.allSatisfy { $0 > 0 }, "pictures swapped in that did not load: \(images)")
    // The picture links to its whole screen in the same look and appearance.
    let link =
      try page.evaluate("document.querySelector('.card-screen').getAttribute('href')") as? String
    #expect(link?.hasPrefix("look.ios26/") == true && link?.hasSuffix(".light.en@2x.png") == true)
    let problems = BrowserProblems(browser.events)
    #expect(problems.consoleErrors.isEmpty, "console errors: \(problems.consoleErrors)")
    // A picture swapped before it loaded is aborted, not failed.
    let failed = problems.failedRequests.filter { $0 != "net::ERR_ABORTED" }
    #expect(failed.isEmpty, "failed requests: \(failed)")
  }

  @Test(
    "An alert page opens with its pictures, zoomed to the alert, then its findings",
    .chromium, .timeLimit(.minutes(3)))
  func alertPage() throws {
    let site = try site()
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try BrowserPipe()
    defer { browser.quit() }
    let page = try BrowserPage(browser)
    try page.emulate(width: 1280, height: 800, scheme: "light")
    try page.navigate(site.appendingPathComponent("nhs-log-out/index.html"))
    let images = try page.loadAllImages()
    #expect(images.count == 8 && images.values.allSatisfy { $0 > 0 }, "\(images)")
    // The first preview is in the first screen, the alert in it at least 200 px wide.
    let preview = try box(page, ".previews .zoom svg")
    #expect(preview.count == 3 && preview[2] < 800 && preview[0] >= 200, "\(preview)")
    let findings = try box(page, ".findings")
    #expect(findings.count == 3 && preview.count == 3 && findings[2] > preview[2])
    // Each picture opens the whole screen at 1:1.
    #expect(
      try page.evaluate(
        "Array.from(document.querySelectorAll('.previews .zoom')).every(a => "
          + "a.getAttribute('href') === a.querySelector('image').getAttribute('href'))") as? Bool
        == true)
    // The compare shows the two looks side by side, then two appearances when asked.
    let sides =
      "Array.from(document.querySelectorAll('.compare-side figcaption'), c => c.textContent)"
    #expect(try page.evaluate(sides) as? [String] == ["ios", "ios26"])
    let left = try box(page, ".compare-side:first-child svg")
    let right = try box(page, ".compare-side:last-child svg")
    #expect(left.count == 3 && right.count == 3 && abs(left[2] - right[2]) < 30)
    try choose(page, "compare-by", "appearance")
    #expect(try page.evaluate(sides) as? [String] == ["light", "dark"])
    #expect(
      try page.evaluate(
        "document.querySelector('.compare-side:last-child image').getAttribute('href')")
        as? String == "../nhs-log-out/nhs-log-out.iphone-se.portrait.dark.en@2x.png")
  }
}
