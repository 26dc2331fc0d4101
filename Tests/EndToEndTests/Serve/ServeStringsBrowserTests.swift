import Foundation
import Testing

/// `alert-preview serve` in headless Chromium on an alert whose copy is in a String Catalog:
/// choosing French shows the French title in the editor, typing redraws the preview, and Save
/// writes the new text into the catalog.
@Suite(.serialized) struct ServeStringsBrowserTests {
  /// The preview shows an image drawn from the page's edits, and no redraw is pending.
  static let redrawn =
    "(() => { const p = document.getElementById('preview'); return !!p && p.src.startsWith('blob:') "
    + "&& !p.classList.contains('is-stale') && p.complete && p.naturalWidth > 0; })()"

  @Test(
    "Editing a French title from the catalog redraws and saves it into the catalog",
    .chromium,
    .timeLimit(.minutes(3)))
  func editTranslationInChromium() throws {
    let folder = try ServeSaveStringsTests.catalogFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent(ServeSaveStringsTests.catalog)
    let (server, browser, page) = try ServeBrowserTests.served([folder.path])
    defer { browser.quit() }
    let artifacts = Binary.root.appendingPathComponent(".build/test-artifacts/serve")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    try page.emulate(width: 1280, scheme: "light")
    try page.navigate(server.url.appendingPathComponent("alerts/delete-album-translated"))
    #expect(
      try ServeBrowserTests.wait(page, "document.getElementById('preview').naturalWidth > 0"))
    #expect(
      try page.evaluate("document.getElementById('edit-title').value") as? String == "Delete “%@”?")
    #expect(try page.evaluate("document.getElementById('edit-title').disabled") as? Bool == false)

    // French: the field shows the catalog's French title and says where it comes from.
    _ = try page.evaluate(
      """
      (() => { const select = document.getElementById('control-locale'); select.value = 'fr';
        select.dispatchEvent(new Event('change', {bubbles: true})); })()
      """)
    #expect(
      try ServeBrowserTests.wait(
        page, "document.getElementById('edit-title').value === 'Supprimer « %@ » ?'"))
    #expect(
      try page.evaluate("document.querySelector('[data-key-note=\"title\"]').textContent")
        as? String == "From “alert.delete-album.title” in Localizable.xcstrings, fr")
    #expect(try ServeBrowserTests.wait(page, Self.redrawn))
    let before = try page.evaluate("document.getElementById('preview').src") as? String ?? ""

    // Typing redraws the preview with the edited French text.
    _ = try page.evaluate(
      """
      (() => { const title = document.getElementById('edit-title');
        title.value = 'Effacer « %@ » pour de bon ?';
        title.dispatchEvent(new Event('input', {bubbles: true})); })()
      """)
    #expect(
      try ServeBrowserTests.wait(
        page, "document.getElementById('preview').src !== '\(before)' && \(Self.redrawn)"))
    // The findings were relinted with the edited text: the title is no longer 'needs_review',
    // and the measured title is the new one.
    #expect(
      try ServeBrowserTests.wait(
        page, "document.querySelector('#findings').innerText.includes('Effacer « Vacation Photos')")
    )
    #expect(
      try page.evaluate("document.querySelector('#findings').innerText.includes('needs_review')")
        as? Bool == false)
    try page.fullPageScreenshot().write(to: artifacts.appendingPathComponent("editor-strings.png"))

    // Save: the catalog on disk holds the new French title; the spec file is unchanged.
    let spec = try String(
      contentsOf: folder.appendingPathComponent("delete-album-translated.json"), encoding: .utf8)
    _ = try page.evaluate("document.getElementById('save').click()")
    #expect(
      try ServeBrowserTests.wait(
        page, "document.getElementById('save-status').textContent.startsWith('Saved')"))
    let text = (try? String(contentsOf: catalog, encoding: .utf8)) ?? ""
    #expect(
      text.contains(
        #""fr" : { "stringUnit" : { "state" : "translated", "value" : "Effacer « %@ » pour de bon ?" } }"#
      ), "\(text)")
    #expect(
      try String(
        contentsOf: folder.appendingPathComponent("delete-album-translated.json"), encoding: .utf8)
        == spec)
    // Back in English, the English title is still the catalog's.
    _ = try page.evaluate(
      """
      (() => { const select = document.getElementById('control-locale'); select.value = '';
        select.dispatchEvent(new Event('change', {bubbles: true})); })()
      """)
    #expect(
      try page.evaluate("document.getElementById('edit-title').value") as? String == "Delete “%@”?")
    // A page opened on French (the locale in its URL, as a reload keeps it) shows the saved
    // French title in the field and draws the French alert.
    try page.navigate(
      try #require(
        URL(
          string: server.url.appendingPathComponent("alerts/delete-album-translated").absoluteString
            + "?locale=fr")))
    #expect(try ServeBrowserTests.wait(page, Self.redrawn))
    #expect(
      try ServeBrowserTests.wait(
        page, "document.getElementById('edit-title')?.value === 'Effacer « %@ » pour de bon ?'"))
    try page.fullPageScreenshot().write(
      to: artifacts.appendingPathComponent("editor-strings-fr.png"))
    let problems = BrowserProblems(browser.events)
    #expect(problems.consoleErrors.isEmpty, "console errors: \(problems.consoleErrors)")
  }

  @Test(
    "A message that varies by plural shows a box per form; typing in one saves only that form",
    .chromium,
    .timeLimit(.minutes(3)))
  func editPluralFormInChromium() throws {
    let folder = try ServeSaveStringsTests.catalogFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent(ServeSaveStringsTests.catalog)
    let before = try String(contentsOf: catalog, encoding: .utf8)
    let (server, browser, page) = try ServeBrowserTests.served([folder.path])
    defer { browser.quit() }
    try page.emulate(width: 1280, scheme: "light")
    try page.navigate(server.url.appendingPathComponent("alerts/delete-album-translated"))
    let other =
      "document.querySelector('[data-form-field=\"message\"][data-variant=\"plural.other\"]')"
    #expect(
      try ServeBrowserTests.wait(
        page, "!!\(other) && document.getElementById('preview').naturalWidth > 0"))
    // The message's own box is disabled and out of sight; each form has a labelled box under
    // the note, the boxes lined up whatever their labels' widths.
    #expect(try page.evaluate("document.getElementById('edit-message').disabled") as? Bool == true)
    #expect(
      try page.evaluate("document.getElementById('edit-message').getClientRects().length")
        as? Int == 0)
    #expect(
      try page.evaluate(
        "new Set(Array.from(document.querySelectorAll('[data-key-forms=\"message\"] textarea'))"
          + ".map((box) => Math.round(box.getBoundingClientRect().left))).size") as? Int == 1)
    #expect(
      try page.evaluate(
        "Array.from(document.querySelectorAll('[data-key-forms=\"message\"] .key-form > span'))"
          + ".map((s) => s.textContent).join(', ')") as? String == "One, Other")
    #expect(
      try page.evaluate("document.querySelector('[data-key-note=\"message\"]').textContent")
        as? String
        == "From “alert.delete-album.message” in Localizable.xcstrings, en: it varies, so each "
        + "form has its own box below.")
    let drawn = try page.evaluate("document.getElementById('preview').src") as? String ?? ""

    // 128 photos: typing in Other redraws the preview and relints the edited text.
    _ = try page.evaluate(
      """
      (() => { const box = \(other); box.value = 'All %lld photos go from every device.';
        box.dispatchEvent(new Event('input', {bubbles: true})); })()
      """)
    #expect(
      try ServeBrowserTests.wait(
        page, "document.getElementById('preview').src !== '\(drawn)' && \(Self.redrawn)"))
    let artifacts = Binary.root.appendingPathComponent(".build/test-artifacts/serve")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    try page.fullPageScreenshot().write(
      to: artifacts.appendingPathComponent("editor-strings-forms.png"))
    _ = try page.evaluate("document.getElementById('save').click()")
    #expect(
      try ServeBrowserTests.wait(
        page, "document.getElementById('save-status').textContent.startsWith('Saved')"))
    let expected = before.replacingOccurrences(
      of: #""value" : "The %lld photos in this album will be deleted from all your devices.""#,
      with: #""value" : "All %lld photos go from every device.""#)
    #expect(expected != before)
    #expect(try String(contentsOf: catalog, encoding: .utf8) == expected)
    let problems = BrowserProblems(browser.events)
    #expect(problems.consoleErrors.isEmpty, "console errors: \(problems.consoleErrors)")
  }
}
