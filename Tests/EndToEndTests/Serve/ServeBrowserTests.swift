import Foundation
import Testing

/// `alert-preview serve` in headless Chromium: a designer edits an alert's copy, sees the
/// preview and findings follow (the words they name highlighted in the fields), switches to
/// dark and landscape, and saves; the editor fits a phone-wide window. Screenshots land in
/// `.build/test-artifacts/serve/` for a person to look at.
@Suite(.serialized) struct ServeBrowserTests {
  @Test(
    "Editing an alert in a real browser redraws, relints and saves",
    .chromium,
    .timeLimit(.minutes(3)))
  func editInChromium() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let (server, browser, page) = try Self.served(fixture.paths)
    defer { browser.quit() }
    let artifacts = Binary.root.appendingPathComponent(".build/test-artifacts/serve")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)

    try page.emulate(width: 1280, scheme: "light")
    try page.navigate(server.url)
    #expect(try page.loadAllImages().values.allSatisfy { $0 > 0 })
    try page.fullPageScreenshot().write(to: artifacts.appendingPathComponent("index.png"))

    try page.navigate(server.url.appendingPathComponent("alerts/delete-photo-album"))
    #expect(try Self.wait(page, "document.getElementById('preview').naturalWidth > 0"))
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
    #expect(try Self.wait(page, "document.getElementById('preview').src.startsWith('blob:')"))
    #expect(
      try Self.wait(page, "document.querySelector('#findings').innerText.includes('doubled-words')")
    )
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
      try Self.wait(
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
      try Self.wait(page, "document.getElementById('save-status').textContent.startsWith('Saved')"))
    #expect(
      fixture.text("delete-photo-album.json").contains("\"title\": \"Delete the the album?\""))
    // The save's own change on disk is not reported as someone else's.
    Thread.sleep(forTimeInterval: 1)
    #expect(
      try page.evaluate("document.getElementById('live-status').textContent") as? String == "")
    try page.fullPageScreenshot().write(to: artifacts.appendingPathComponent("editor-saved.png"))

    // A word-level finding after an emoji (two UTF-16 units): the doubled "the" is marked in
    // the title, where the browser draws it, and the finding selects it.
    try page.emulate(width: 1280, scheme: "light")
    try Self.type(page, "📷 Delete the the album?")
    #expect(try Self.wait(page, "\(Self.titleMark)?.textContent === 'the'"))
    try expectMark(page, over: "the", at: "📷 Delete the ".utf16.count)
    try page.fullPageScreenshot().write(to: artifacts.appendingPathComponent("editor-marks.png"))
    _ = try page.evaluate(
      "document.querySelector('#findings li[data-word=\"the\"] .finding-goto').click()")
    #expect(
      try page.evaluate(
        "(() => { const t = document.activeElement; return [t.id, t.selectionStart, "
          + "t.selectionEnd].join(' '); })()") as? String == "edit-title 14 17")

    // A narrow window stacks the editor under the preview, and nothing scrolls sideways.
    try page.emulate(width: 390, scheme: "light")
    try page.navigate(server.url.appendingPathComponent("alerts/pair-first"))
    #expect(try Self.wait(page, "document.getElementById('preview').naturalWidth > 0"))
    try Self.type(page, "Are you sure you want to remove this card?")
    #expect(try Self.wait(page, "\(Self.titleMark)?.textContent === 'Are you sure'"))
    try expectMark(page, over: "Are you sure", at: 0)
    let widths = try page.evaluate("[innerWidth, document.documentElement.scrollWidth].join(' ')")
    #expect(widths as? String == "390 390", "viewport and page width: \(widths ?? "none")")
    try page.fullPageScreenshot().write(to: artifacts.appendingPathComponent("editor-390.png"))

    let problems = BrowserProblems(browser.events)
    #expect(problems.dialogs.isEmpty, "dialogs opened: \(problems.dialogs)")
    // Leaving the unsaved emoji title above asks nothing here: the edits came from scripts,
    // not a person, so Chromium skips the page's question and logs that it did.
    let errors = problems.consoleErrors.filter {
      !$0.contains("Blocked attempt to show a 'beforeunload' confirmation panel")
    }
    #expect(errors.isEmpty, "console errors: \(errors)")
  }

  @Test(
    "Save in the page without an edit leaves every file as it was, with what the editor hides",
    .chromium,
    .timeLimit(.minutes(3)))
  func unchangedSaveInChromium() throws {
    let folder = try ServeSaveRoundTripTests.corpus()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try ServeSaveRoundTripTests.snapshot(folder)
    let (server, browser, page) = try Self.served([folder.path])
    defer { browser.quit() }
    // A text field's keyboard, keyed labels with a preferred one, a keyed spec without a
    // locale, `preferred: 1` between two "OK"s, and comments everywhere.
    for id in [
      "json5-two", "keyed-preferred", "delete-album-translated", "json5-one", "sign-in-password",
    ] {
      try page.navigate(server.url.appendingPathComponent("alerts/\(id)"))
      #expect(try Self.wait(page, "document.getElementById('preview').naturalWidth > 0"), "\(id)")
      Thread.sleep(forTimeInterval: 0.3)
      _ = try page.evaluate("document.getElementById('save').click()")
      let saved = try Self.wait(
        page, "document.getElementById('save-status').textContent.startsWith('Saved')")
      let status = try page.evaluate("document.getElementById('save-status').textContent")
      #expect(saved, "\(id): \(status ?? "")")
    }
    let after = try ServeSaveRoundTripTests.snapshot(folder)
    for (name, data) in before {
      #expect(
        after[name] == data,
        "\(name) changed:\n\(String(decoding: after[name] ?? Data(), as: UTF8.self))")
    }
  }

  @Test(
    "An edit of one title in the page changes that string only",
    .chromium,
    .timeLimit(.minutes(3)))
  func oneTitleEditInChromium() throws {
    // A browser of its own: Chromium keeps at most six connections to a host, and the event
    // streams of pages navigated away from can hold them for a while.
    let folder = try ServeSaveRoundTripTests.corpus()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (server, browser, page) = try Self.served([folder.path])
    defer { browser.quit() }
    let file = folder.appendingPathComponent("json5-everything.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    try page.navigate(server.url.appendingPathComponent("alerts/json5-one"))
    #expect(try Self.wait(page, "document.getElementById('preview').naturalWidth > 0"))
    Thread.sleep(forTimeInterval: 0.3)
    try Self.type(page, "Delete this draft?")
    #expect(try Self.wait(page, "document.getElementById('preview').src.startsWith('blob:')"))
    _ = try page.evaluate("document.getElementById('save').click()")
    let saved = try Self.wait(
      page, "document.getElementById('save-status').textContent.startsWith('Saved')")
    let status = try page.evaluate("document.getElementById('save-status').textContent")
    #expect(saved, "\(status ?? "") \(BrowserProblems(browser.events).consoleErrors)")
    #expect(
      try String(contentsOf: file, encoding: .utf8)
        == text.replacingOccurrences(
          of: #"'Delete \u201Cdraft\u201D?'"#, with: #""Delete this draft?""#))
  }

  @Test(
    "Going back and forth between editors keeps the server reachable (back/forward cache on)",
    .chromium,
    .timeLimit(.minutes(3)))
  func backAndForthInChromium() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let examples = Binary.root.appendingPathComponent("Examples")
    for name in try FileManager.default.contentsOfDirectory(atPath: examples.path)
    where name.hasSuffix(".json") {
      try FileManager.default.copyItem(
        at: examples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    let (server, browser, page) = try Self.served([folder.path])
    defer { browser.quit() }
    // Counts the pages shown again from the back/forward cache, in this tab's session storage.
    let countRestores =
      "addEventListener('pageshow', (e) => { if (e.persisted) "
      + "sessionStorage.restored = Number(sessionStorage.restored || 0) + 1; }); true"
    // Seven editors one after another: each page left keeps an event stream open in the
    // back/forward cache unless it closes it on `pagehide`, and Chromium keeps at most six
    // connections to one host, so the seventh could not load its preview.
    let ids = [
      "delete-photo-album", "close-this-booking", "title-only", "three-buttons", "korean-delete",
      "leave-this-area", "sign-in-password",
    ]
    for id in ids {
      try page.navigate(server.url.appendingPathComponent("alerts/\(id)"))
      #expect(try Self.wait(page, "document.getElementById('preview').naturalWidth > 0"), "\(id)")
      _ = try page.evaluate(countRestores)
    }
    // Then back and forth through them, each shown again from the cache.
    for (trip, step) in [-1, -1, -1, 1, 1, 1].enumerated() {
      _ = try page.evaluate("history.go(\(step)); true")
      let index = ids.count - 1 + [-1, -1, -1, 1, 1, 1].prefix(trip + 1).reduce(0, +)
      #expect(
        try Self.wait(
          page,
          "location.pathname.endsWith('/\(ids[index])') && document.readyState === 'complete' "
            + "&& document.getElementById('preview').naturalWidth > 0"),
        "trip \(trip)")
    }
    let restored = try page.evaluate("Number(sessionStorage.restored || 0)") as? Int ?? 0
    #expect(restored > 0, "no page came back from the back/forward cache: nothing was tested")
    // The page shown last can still reach the server, and its stream is open again.
    let reached = try page.evaluate(
      """
      (async () => { const stop = new AbortController(); setTimeout(() => stop.abort(), 5000);
        try { return (await fetch('/alerts/title-only.json', {signal: stop.signal})).ok; }
        catch { return false; } })()
      """)
    #expect(reached as? Bool == true, "a fetch after \(restored) restores did not complete")
  }

  @Test(
    "Ctrl-S saves, and leaving an edited alert unsaved asks first",
    .chromium,
    .timeLimit(.minutes(3)))
  func saveKeyAndLeaveGuardInChromium() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let (server, browser, page) = try Self.served(fixture.paths)
    defer { browser.quit() }
    try page.navigate(server.url.appendingPathComponent("alerts/title-only"))
    #expect(try Self.wait(page, "document.getElementById('preview').naturalWidth > 0"))
    Thread.sleep(forTimeInterval: 0.3)
    // Typed as a person types (the browser counts it as the user's), at the title's end.
    _ = try page.evaluate(
      "(() => { const t = document.getElementById('edit-title'); t.focus(); "
        + "t.setSelectionRange(t.value.length, t.value.length); return true; })()")
    try page.call("Input.insertText", ["text": " now"])
    #expect(try Self.wait(page, "document.getElementById('preview').src.startsWith('blob:')"))

    // Leaving asks; staying keeps the edit.
    let mark = browser.events.count
    _ = try page.evaluate("setTimeout(() => { location.href = '/'; }, 0); true")
    try browser.waitForEvent("Page.javascriptDialogOpening", after: mark)
    let dialog = browser.events.dropFirst(mark).first {
      $0.method == "Page.javascriptDialogOpening"
    }
    #expect(dialog?.params["type"] as? String == "beforeunload")
    try page.call("Page.handleJavaScriptDialog", ["accept": false])
    #expect(
      try page.evaluate("document.getElementById('edit-title').value.endsWith(' now')") as? Bool
        == true)

    // Ctrl-S saves the edit to the file, and then leaving asks nothing.
    let key: [String: Any] = [
      "modifiers": 2, "key": "s", "code": "KeyS", "windowsVirtualKeyCode": 83,
      "nativeVirtualKeyCode": 83,
    ]
    try page.call("Input.dispatchKeyEvent", key.merging(["type": "keyDown"]) { $1 })
    try page.call("Input.dispatchKeyEvent", key.merging(["type": "keyUp"]) { $1 })
    #expect(
      try Self.wait(page, "document.getElementById('save-status').textContent.startsWith('Saved')"))
    #expect(fixture.text("title-only.json").contains(" now\""))
    let left = browser.events.count
    try page.navigate(server.url)
    #expect(
      !browser.events.dropFirst(left).contains { $0.method == "Page.javascriptDialogOpening" })
  }

  /// `serve` of `paths`, and a Chromium page to drive it (quit the browser when done).
  static func served(_ paths: [String]) throws -> (ServeProcess, BrowserPipe, BrowserPage) {
    let server = try ServeProcess(paths)
    let browser = try BrowserPipe()
    do {
      return (server, browser, try BrowserPage(browser))
    } catch {
      browser.quit()
      throw error
    }
  }

  /// The first mark in the title's highlight layer.
  static let titleMark =
    "document.getElementById('edit-title').previousElementSibling.querySelector('mark')"

  /// Types `title` into the title field as a person would (one input event).
  static func type(_ page: BrowserPage, _ title: String) throws {
    _ = try page.evaluate(
      """
      (() => { const title = document.getElementById('edit-title');
        title.value = \(String(decoding: try JSONEncoder().encode(title), as: UTF8.self));
        title.dispatchEvent(new Event('input', {bubbles: true})); })()
      """)
  }

  /// Checks that the title's mark covers `word`, starting `offset` UTF-16 units into the
  /// title, where the browser draws that text in the field (measured with a canvas in the
  /// field's font), and lies inside the field.
  private func expectMark(_ page: BrowserPage, over word: String, at offset: Int) throws {
    let measured =
      try page.evaluate(
        """
        (() => {
          const input = document.getElementById('edit-title');
          const mark = \(Self.titleMark);
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d');
          context.font = style.font;
          const box = input.getBoundingClientRect();
          const drawn = mark.getBoundingClientRect();
          const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft)
            - input.scrollLeft + context.measureText(input.value.slice(0, \(offset))).width;
          const width = context.measureText(input.value.slice(\(offset), \(offset + word.utf16.count))).width;
          return [drawn.left - left, drawn.width - width, drawn.top - box.top, box.bottom - drawn.bottom]
            .map((number) => Math.round(number * 10) / 10);
        })()
        """) as? [Double] ?? []
    #expect(measured.count == 4, "no mark over '\(word)'")
    guard measured.count == 4 else { return }
    #expect(abs(measured[0]) < 2 && abs(measured[1]) < 2, "mark off its word by \(measured)")
    #expect(measured[2] > 0 && measured[3] > 0, "mark outside the field: \(measured)")
  }

  /// Polls `expression` until it is true or 30 seconds pass (the whole suite on two cores
  /// has kept a page from navigating for over 10); a poll that throws (the page is between
  /// two documents) counts as not yet.
  static func wait(_ page: BrowserPage, _ expression: String) throws -> Bool {
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      if (try? page.evaluate(expression)) as? Bool == true { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }
}
