import Foundation
import Testing

/// The gallery of `Examples/` plus hostile and broken specs, opened in headless Chromium
/// and checked from the live DOM, the console, the network and the accessibility tree.
/// Screenshots land in `.build/test-artifacts/gallery/` for a person to look at.
@Suite(.serialized) struct GalleryBrowserTests {
  static let hostileTitle = "<script>alert(1)</script>"
  static let hostileAttribute = "\"><img src=x onerror=alert(1)>"

  @Test(
    "The gallery works in a real browser",
    .chromium,
    .timeLimit(.minutes(2)))
  func galleryInChromium() throws {
    let site = try GallerySite.build()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    let browser = try BrowserPipe()
    defer { browser.quit() }
    let page = try BrowserPage(browser)
    try page.emulate(width: 1280, scheme: "light")

    try page.navigate(site.index)
    let images = try page.loadAllImages()
    #expect(images.count >= site.alertCount)
    #expect(images.filter { $0.value <= 0 }.isEmpty, "images that did not load: \(images)")

    // Hostile strings are shown literally and run nothing.
    let text = try page.evaluate("document.body.innerText") as? String ?? ""
    #expect(text.contains(Self.hostileTitle))
    #expect(text.contains(Self.hostileAttribute))
    #expect(try page.evaluate("document.scripts.length") as? Int == 1)
    #expect(try page.evaluate("document.querySelectorAll('[onerror]').length") as? Int == 0)
    // The broken spec is an error card that says what is wrong.
    let errorCard =
      try page.evaluate(
        "document.querySelector('.card-input-error')?.innerText ?? ''") as? String ?? ""
    #expect(errorCard.contains("broken.json"), "\(errorCard)")
    #expect(errorCard.contains("colour"), "\(errorCard)")

    try checkFilters(page, site: site)

    let names = try page.imageNames()
    #expect(names.count == images.count)
    #expect(names.allSatisfy { !$0.isEmpty }, "images without a name: \(names)")

    // An alert page: the hostile one.
    try page.navigate(site.alertPage("hostile-script"))
    let alertImages = try page.loadAllImages()
    #expect(alertImages.count == 8)
    #expect(alertImages.filter { $0.value <= 0 }.isEmpty, "\(alertImages)")
    #expect(
      try page.evaluate("document.querySelectorAll('.fit-matrix tbody tr').length") as? Int == 2)
    #expect(
      try page.evaluate("document.querySelectorAll('.fit-matrix td a').length") as? Int == 4)
    #expect(
      try page.evaluate("document.querySelector('h1').textContent") as? String == Self.hostileTitle)
    // The eight previews and the compare section's two.
    let alertNames = try page.imageNames()
    #expect(alertNames.count == 10 && alertNames.allSatisfy { $0.contains(Self.hostileTitle) })
    #expect(
      try page.evaluate(
        "document.querySelector('pre code').textContent.includes('onerror=alert(1)')") as? Bool
        == true)

    try saveScreenshots(page, site: site)

    let problems = BrowserProblems(browser.events)
    #expect(problems.dialogs.isEmpty, "dialogs opened: \(problems.dialogs)")
    #expect(problems.consoleErrors.isEmpty, "console errors: \(problems.consoleErrors)")
    #expect(problems.failedRequests.isEmpty, "failed requests: \(problems.failedRequests)")
    #expect(problems.requestsOutsideSite(site.folder).isEmpty)
  }

  /// Filters and search change what is visible, and their state is in the URL.
  private func checkFilters(_ page: BrowserPage, site: GallerySite) throws {
    let visible = "document.querySelectorAll('.cards > .card:not([hidden])').length"
    #expect(try page.evaluate("document.getElementById('filters').hidden") as? Bool == false)
    let all = try page.evaluate(visible) as? Int ?? 0
    #expect(all == site.alertCount + 1)

    // A shared link: "all errors" shows exactly the cards whose worst severity is error
    // (the input error card among them), and fewer than all.
    let errors =
      try page.evaluate("document.querySelectorAll('.cards > .card[data-severity=error]').length")
      as? Int ?? 0
    #expect(errors >= 1 && errors < all)
    try page.navigate(site.index.appendingQuery("severity=error"))
    #expect(try page.evaluate(visible) as? Int == errors)
    #expect(
      try page.evaluate("document.getElementById('filter-severity').value") as? String == "error")
    try page.navigate(site.index.appendingQuery("locale=ko"))
    #expect(try page.evaluate(visible) as? Int == 1)

    // A text size swaps every card's preview and fit line to that size, and the swapped
    // pictures exist.
    try page.navigate(site.index.appendingQuery("size=AX3"))
    #expect(try page.evaluate(visible) as? Int == site.alertCount)
    let sources =
      try page.evaluate(
        "Array.from(document.querySelectorAll('.card:not([hidden]) .card-preview img'), i => i.getAttribute('src')).join(' ')"
      ) as? String ?? ""
    let shown = sources.split(separator: " ")
    #expect(
      shown.count == site.alertCount && shown.allSatisfy { $0.contains(".AX3@") }, "\(sources)")
    let swapped = try page.loadAllImages()
    #expect(
      swapped.filter { $0.value <= 0 }.isEmpty, "swapped images that did not load: \(swapped)")
    let fits =
      try page.evaluate(
        "Array.from(document.querySelectorAll('.card:not([hidden]) .card-fit .fit-label'), e => e.textContent).join('|')"
      ) as? String ?? ""
    #expect(fits.split(separator: "|").allSatisfy { $0.hasSuffix("AX3: ") }, "\(fits)")

    // Search, typed into the box.
    try page.navigate(site.index)
    _ = try page.evaluate(
      """
      (() => { const q = document.getElementById('filter-q'); q.value = 'notifications';
        q.dispatchEvent(new Event('input', {bubbles: true})); })()
      """)
    #expect(try page.evaluate(visible) as? Int == 1)
    #expect((try page.evaluate("location.search") as? String)?.contains("q=notifications") == true)
    _ = try page.evaluate(
      """
      (() => { const q = document.getElementById('filter-q'); q.value = 'no such alert anywhere';
        q.dispatchEvent(new Event('input', {bubbles: true})); })()
      """)
    #expect(try page.evaluate(visible) as? Int == 0)
    #expect(try page.evaluate("document.querySelector('.no-match').hidden") as? Bool == false)
    try page.navigate(site.index)
  }

  /// Full-page shots of the index and one alert page, light and dark, 375 and 1280 px wide.
  private func saveScreenshots(_ page: BrowserPage, site: GallerySite) throws {
    let folder = Binary.root.appendingPathComponent(".build/test-artifacts/gallery")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, url) in [("index", site.index), ("alert", site.alertPage("delete-photo-album"))] {
      for width in [375, 1280] {
        for scheme in ["light", "dark"] {
          try page.emulate(width: width, scheme: scheme)
          try page.navigate(url)
          let images = try page.loadAllImages()
          #expect(images.values.allSatisfy { $0 > 0 })
          let png = try page.fullPageScreenshot()
          #expect(png.count > 1000)
          try png.write(to: folder.appendingPathComponent("\(name)-\(width)-\(scheme).png"))
        }
      }
    }
  }
}

extension URL {
  /// The URL with `?query` added.
  fileprivate func appendingQuery(_ query: String) -> URL {
    URL(string: absoluteString + "?" + query) ?? self
  }
}
