import Foundation
import Testing

/// `serve` says each finding under the field it is about, so a writer sees it while typing
/// there: at 1,280 × 800 beside the preview, and at 390 × 844 with the field in view.
@Suite(.serialized) struct ServeFindingsBesideFieldsTests {
  /// `[top, bottom]` of the first element `selector` finds, in the viewport; `[]` without one.
  static func box(_ page: BrowserPage, _ selector: String) throws -> [Double] {
    let value = try page.evaluate(
      """
      (() => { const e = document.querySelector('\(selector)');
        if (!e || e.hidden) { return []; } const r = e.getBoundingClientRect();
        return [r.top, r.bottom]; })()
      """)
    return (value as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
  }

  @Test(
    "A title's finding appears under the title while it is typed, at 1280x800 and 390x844",
    .chromium, .timeLimit(.minutes(3)), arguments: [(1280, 800), (390, 844)])
  func besideTheTitle(width: Int, height: Int) throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let (server, browser, page) = try ServeBrowserTests.served(fixture.paths)
    defer { browser.quit() }
    try page.emulate(width: width, height: height, scheme: "light")
    try page.navigate(server.url.appendingPathComponent("alerts/delete-photo-album"))
    // The writer goes to the title and types a doubled word.
    _ = try page.evaluate(
      "document.getElementById('edit-title').scrollIntoView({block: 'center'}); "
        + "document.getElementById('edit-title').focus(); true")
    try ServeBrowserTests.type(page, "Delete the the album?")
    #expect(
      try ServeBrowserTests.wait(
        page,
        "(document.querySelector('.field:has(#edit-title) .field-findings')?.innerText ?? '')"
          + ".includes('“the the”')"))
    // Under the title, and on screen with it.
    let title = try Self.box(page, "#edit-title")
    let note = try Self.box(page, ".field:has(#edit-title) .field-findings")
    #expect(title.count == 2 && note.count == 2, "\(title) \(note)")
    guard title.count == 2, note.count == 2 else { return }
    #expect(note[0] >= title[1] && note[0] - title[1] < 24, "title \(title), note \(note)")
    // The doubled word's note itself is in view (the list may hold more of the title's).
    let doubled =
      try page.evaluate(
        """
        (() => { const notes = document.querySelectorAll('.field:has(#edit-title) .field-findings li');
          const e = Array.from(notes).find((li) => li.textContent.includes('“the the”'));
          const r = e.getBoundingClientRect(); return [r.top, r.bottom]; })()
        """) as? [Double] ?? []
    #expect(
      title[0] >= 0 && doubled.count == 2 && (doubled.last ?? .infinity) <= Double(height),
      "title \(title), note \(doubled)")
    // A button's finding sits in its row; the findings below the preview still list both.
    let row =
      try page.evaluate(
        "document.querySelector('#buttons > .row .field-findings')?.innerText ?? ''") as? String
      ?? ""
    let list = try page.evaluate("document.getElementById('findings').innerText") as? String ?? ""
    #expect(list.contains("doubled-words"))
    for line in row.split(separator: "\n") where !line.isEmpty {
      #expect(list.contains(line.split(separator: " ").suffix(3).joined(separator: " ")))
    }
  }
}
