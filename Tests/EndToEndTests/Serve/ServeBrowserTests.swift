import Foundation
import Testing

/// `alert-preview serve` in headless Chromium: a designer edits an alert's copy, sees the
/// preview and findings follow, switches to dark and landscape, and saves. Screenshots land
/// in `.build/test-artifacts/serve/` for a person to look at.
@Suite(.serialized) struct ServeBrowserTests {
  @Test(
    "Editing an alert in a real browser redraws, relints and saves",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: BrowserPipe.chromium),
      "needs Debian's chromium at /usr/bin/chromium; `make test` installs it"),
    .timeLimit(.minutes(3)))
  func editInChromium() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let browser = try BrowserPipe()
    defer { browser.quit() }
    let page = try BrowserPage(browser)
    let artifacts = Binary.root.appendingPathComponent(".build/test-artifacts/serve")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)

    try page.emulate(width: 1280, scheme: "light")
    try page.navigate(server.url)
    #expect(try page.loadAllImages().values.allSatisfy { $0 > 0 })
    try page.fullPageScreenshot().write(to: artifacts.appendingPathComponent("index.png"))

    try page.navigate(server.url.appendingPathComponent("alerts/delete-photo-album"))
    #expect(try wait(page, "document.getElementById('preview').naturalWidth > 0"))
    try page.fullPageScreenshot().write(to: artifacts.appendingPathComponent("editor.png"))
    #expect(
      try page.evaluate("document.querySelector('#findings').innerText.includes('doubled-words')")
        as? Bool == false)

    // Typing a doubled word into the title: a new preview and the finding, in place.
    _ = try page.evaluate(
      """
      (() => { const title = document.getElementById('edit-title');
        title.value = 'Delete the the album?';
        title.dispatchEvent(new Event('input', {bubbles: true})); })()
      """)
    #expect(try wait(page, "document.getElementById('preview').src.startsWith('blob:')"))
    #expect(
      try wait(page, "document.querySelector('#findings').innerText.includes('doubled-words')"))
    #expect(
      try page.evaluate("document.getElementById('edit-title').value") as? String
        == "Delete the the album?")

    // Dark and landscape: the preview is redrawn wide and dark.
    let before = try page.evaluate("document.getElementById('preview').src") as? String ?? ""
    _ = try page.evaluate(
      """
      (() => { for (const [name, value] of [['appearance', 'dark'], ['orientation', 'landscape']]) {
        const select = document.getElementById('control-' + name); select.value = value;
        select.dispatchEvent(new Event('change', {bubbles: true})); } })()
      """)
    #expect(
      try wait(
        page,
        "(() => { const p = document.getElementById('preview'); return p.src !== '\(before)' "
          + "&& p.complete && p.naturalWidth > p.naturalHeight; })()"))
    #expect(
      (try page.evaluate("location.search") as? String).map {
        $0.contains("appearance=dark") && $0.contains("orientation=landscape")
      } == true)
    try page.emulate(width: 1280, scheme: "dark")
    try page.fullPageScreenshot().write(
      to: artifacts.appendingPathComponent("editor-dark-landscape.png"))

    // Save: the file on disk has the new title; the page says where it went.
    _ = try page.evaluate("document.getElementById('save').click()")
    #expect(
      try wait(page, "document.getElementById('save-status').textContent.startsWith('Saved')"))
    #expect(
      fixture.text("delete-photo-album.json").contains("\"title\": \"Delete the the album?\""))
    try page.fullPageScreenshot().write(to: artifacts.appendingPathComponent("editor-saved.png"))

    // A narrow window stacks the editor under the preview.
    try page.emulate(width: 390, scheme: "light")
    try page.navigate(server.url.appendingPathComponent("alerts/pair-first"))
    #expect(try wait(page, "document.getElementById('preview').naturalWidth > 0"))
    try page.fullPageScreenshot().write(to: artifacts.appendingPathComponent("editor-390.png"))

    let problems = BrowserProblems(browser.events)
    #expect(problems.dialogs.isEmpty, "dialogs opened: \(problems.dialogs)")
    #expect(problems.consoleErrors.isEmpty, "console errors: \(problems.consoleErrors)")
  }

  /// Polls `expression` until it is true or 10 seconds pass.
  private func wait(_ page: BrowserPage, _ expression: String) throws -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if try page.evaluate(expression) as? Bool == true { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }
}
