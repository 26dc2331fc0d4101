import Foundation
import Testing

/// The same gallery published on a static host under a sub-path: relative links and assets
/// must resolve there as they do from `file://`.
@Suite(.serialized) struct GalleryStaticHostTests {
  @Test(
    "The gallery works from a static host under a sub-path",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: BrowserPipe.chromium)
        && FileManager.default.isExecutableFile(atPath: StaticHost.python),
      "needs Debian's chromium and python3; `make test` installs them"),
    .timeLimit(.minutes(2)))
  func galleryOverHTTP() throws {
    let site = try GallerySite.build()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    let host = try StaticHost(serving: site.folder)
    defer { host.stop() }
    let browser = try BrowserPipe()
    defer { browser.quit() }
    let page = try BrowserPage(browser)
    try page.emulate(width: 1280, scheme: "light")
    let root = host.url("site/").absoluteString

    // The index, then an alert page through a card's link, then the rules page through the
    // alert page's navigation, then report.json through the rules page's.
    try page.navigate(host.url("site/index.html"))
    var visited = 0
    for link in [".card-title a[href]", "a[href$='rules.html']", "a[href$='report.json']"] {
      let images = try page.loadAllImages()
      #expect(images.values.allSatisfy { $0 > 0 }, "images that did not load: \(images)")
      let href =
        try page.evaluate("document.querySelector(\"\(link)\")?.href ?? ''") as? String ?? ""
      #expect(href.hasPrefix(root), "\(link) leads to \(href), outside \(root)")
      guard let next = URL(string: href), href.hasPrefix(root) else { continue }
      if next.pathExtension == "json" {
        let text = try page.evaluate("fetch('\(href)').then(r => r.text())") as? String ?? ""
        #expect(text.contains("\"alerts\""))
      } else {
        try page.navigate(next)
      }
      visited += 1
    }
    #expect(visited == 3)
    // The stylesheet applied: the page is not unstyled.
    let font =
      try page.evaluate("getComputedStyle(document.body).fontFamily") as? String ?? ""
    #expect(!font.isEmpty && font != "\"Times New Roman\"")

    let problems = BrowserProblems(browser.events)
    #expect(problems.failedRequests.isEmpty, "failed requests: \(problems.failedRequests)")
    #expect(problems.consoleErrors.isEmpty, "console errors: \(problems.consoleErrors)")
    let outside = problems.requestedURLs.filter {
      !$0.hasPrefix(root) && !$0.hasPrefix("data:") && $0 != "about:blank"
    }
    #expect(outside.isEmpty, "requests outside the site: \(outside)")
  }
}
