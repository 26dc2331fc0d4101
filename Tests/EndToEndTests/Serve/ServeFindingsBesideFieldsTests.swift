import Foundation
import Testing

/// `serve` says each finding under the field it is about, so a writer sees it while typing
/// there: at 1,280 × 800 beside the preview, and at 390 × 844 with the field in view.
@Suite(.serialized) struct ServeFindingsBesideFieldsTests {
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
    // Under the title, and on screen with it: measured in one go, once the page has stopped
    // moving (the scroll into view may be animated).
    let measure = """
      (() => { const box = (e) => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; };
        const notes = document.querySelector('.field:has(#edit-title) .field-findings');
        const doubled = Array.from(notes.querySelectorAll('li'))
          .find((li) => li.textContent.includes('“the the”'));
        return JSON.stringify([...box(document.getElementById('edit-title')), ...box(notes),
          ...box(doubled)]); })()
      """
    var boxes: [Double] = []
    var last = ""
    for _ in 0..<40 {
      let now = try page.evaluate(measure) as? String ?? ""
      if now == last { break }
      last = now
      Thread.sleep(forTimeInterval: 0.1)
    }
    boxes = (try? JSONDecoder().decode([Double].self, from: Data(last.utf8))) ?? []
    #expect(boxes.count == 6, "\(last)")
    guard boxes.count == 6 else { return }
    // [title top, title bottom, notes top, notes bottom, doubled top, doubled bottom]
    #expect(boxes[2] >= boxes[1] && boxes[2] - boxes[1] < 24, "\(boxes)")
    // The doubled word's note itself is in view (the list may hold more of the title's).
    #expect(boxes[0] >= 0 && boxes[5] <= Double(height), "\(boxes)")
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
