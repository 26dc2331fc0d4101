import Foundation
import Testing

/// `POST /alerts/new` and `POST /alerts/<id>/delete`: an alert added at the end of a file's
/// `alerts` array or as a new file, and removed again, each changing only its own text.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ServeCreateDeleteTests {
  static let pair = """
    {
      // Two alerts, and a comment that stays.
      "alerts": [
        {"id": "pair-first", "title": "Remove this card?", "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Remove", "role": "destructive"}]},
        {"id": "pair-second", "title": "Card removed", "buttons": [{"label": "OK", "role": "default"}]}
      ]
    }

    """

  /// A served folder holding `pair.json` and `alone.json` (one alert as its root).
  static func folder() throws -> URL {
    let folder = try Binary.temporaryFolder()
    try Data(pair.utf8).write(to: folder.appendingPathComponent("pair.json"))
    try Data(
      #"{"id": "alone", "title": "Saved", "buttons": [{"label": "OK", "role": "default"}]}"#.utf8
    ).write(to: folder.appendingPathComponent("alone.json"))
    return folder
  }

  static func stamp(_ server: ServeProcess, _ id: String) throws -> String {
    try #require(try server.request("/alerts/\(id).json").json["stamp"] as? String)
  }

  static func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

  @Test("A new alert goes at the end of the file's alerts array; the rest stays byte for byte")
  func createInAFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("pair.json")
    let server = try ServeProcess([folder.path])
    let stamp = try Self.stamp(server, "pair-first")
    let body = #"{"file": "\#(file.path)", "id": "pair-third", "title": "Card \"added\""}"#
    let created = try server.post("/alerts/new?stamp=\(stamp)", body)
    #expect(created.status == 200, "\(created.text)")
    let after = Self.text(file)
    let expected = Self.pair.replacingOccurrences(
      of: #"{"label": "OK", "role": "default"}]}"# + "\n",
      with: #"{"label": "OK", "role": "default"}]},"# + "\n"
        + #"    {"id": "pair-third", "title": "Card \"added\"", "buttons": [{"label": "OK", "role": "default"}]}"#
        + "\n")
    #expect(after == expected, "\(after)")
    // Served at once, with the title as typed.
    let page = try server.request("/alerts/pair-third")
    #expect(page.status == 200 && page.text.contains(#"<h1 id="alert-heading">Card "added"</h1>"#))
    // The same id again is refused, and so is a stale stamp.
    let twice = try server.post("/alerts/new?stamp=\(created.json["stamp"] as? String ?? "")", body)
    #expect(twice.status == 409 && twice.text.contains("already exists"), "\(twice.text)")
    let stale = try server.post(
      "/alerts/new?stamp=\(stamp)",
      #"{"file": "\#(file.path)", "id": "pair-fourth", "title": "Late"}"#)
    #expect(stale.status == 409 && Self.text(file) == after, "\(stale.text)")
  }

  @Test("A new file in a served folder holds the new alert; one outside is refused")
  func createAFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try ServeProcess([folder.path])
    let file = folder.appendingPathComponent("fresh.json")
    let created = try server.post(
      "/alerts/new", #"{"file": "\#(file.path)", "id": "fresh", "title": "Photo shared"}"#)
    #expect(created.status == 200, "\(created.text)")
    #expect(try server.request("/alerts/fresh").status == 200)
    let listed = try server.post("/lint", Self.text(file))
    #expect(listed.status == 200, "the new file does not lint as a spec: \(listed.text)")
    // Outside the served folders, or over a file serve did not read: refused, nothing written.
    let outside = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    let far = outside.appendingPathComponent("far.json")
    let refused = try server.post(
      "/alerts/new", #"{"file": "\#(far.path)", "id": "far", "title": "Far"}"#)
    #expect(refused.status == 403 && !FileManager.default.fileExists(atPath: far.path))
    let notes = folder.appendingPathComponent("notes.txt.json")
    try Data("not mine".utf8).write(to: notes)
    let over = try server.post(
      "/alerts/new", #"{"file": "\#(notes.path)", "id": "over", "title": "Over"}"#)
    #expect(over.status == 409 && Self.text(notes) == "not mine", "\(over.text)")
  }

  @Test("Deleting removes only the alert's text, or the file that held only it")
  func delete() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try ServeProcess([folder.path])
    let deleted = try server.post(
      "/alerts/pair-first/delete?stamp=\(try Self.stamp(server, "pair-first"))", "{}")
    #expect(deleted.status == 200, "\(deleted.text)")
    let kept = Self.pair.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("pair-first") }.joined(separator: "\n")
    #expect(Self.text(folder.appendingPathComponent("pair.json")) == kept)
    #expect(try server.request("/alerts/pair-first").status == 404)
    let alone = try server.post(
      "/alerts/alone/delete?stamp=\(try Self.stamp(server, "alone"))", "{}")
    #expect(alone.status == 200, "\(alone.text)")
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("alone.json").path))
    // A stale stamp deletes nothing.
    let stale = try server.post(
      "/alerts/pair-second/delete?stamp=\(String(repeating: "0", count: 64))", "{}")
    #expect(stale.status == 409 && Self.text(folder.appendingPathComponent("pair.json")) == kept)
  }
}

/// The same in Chromium: the list's New alert form creates an alert in the chosen file and
/// opens it; the editor's Delete alert asks, then removes it and goes back to the list.
@Suite(.serialized) struct ServeCreateDeleteBrowserTests {
  @Test(
    "New alert and Delete alert in a real browser", .chromium, .timeLimit(.minutes(3)))
  func createAndDeleteInChromium() throws {
    let folder = try ServeCreateDeleteTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (server, browser, page) = try ServeBrowserTests.served([folder.path])
    defer { browser.quit() }
    try page.emulate(width: 1280, height: 800, scheme: "light")
    try page.navigate(server.url)
    let file = folder.appendingPathComponent("pair.json")
    _ = try page.evaluate(
      """
      (() => { const form = document.getElementById('new-alert');
        form.elements.id.value = 'pair-third'; form.elements.title.value = 'Card added';
        const select = form.elements.file;
        select.value = \(String(decoding: try JSONEncoder().encode(file.path), as: UTF8.self));
        form.requestSubmit(); return !form.hidden; })()
      """)
    #expect(try ServeBrowserTests.wait(page, "location.pathname === '/alerts/pair-third'"))
    #expect(
      ServeCreateDeleteTests.text(file).contains(#""id": "pair-third", "title": "Card added""#))

    // Delete asks first; dismissing keeps the alert, accepting removes it.
    #expect(
      try ServeBrowserTests.wait(
        page, "(document.getElementById('preview')?.naturalWidth ?? 0) > 0"))
    for accept in [false, true] {
      // The page may reload once as the click lands: the server announces the new alert's
      // file after the page was made, and a page that is behind reloads. A click the reload
      // swallowed opens no dialog, so it is made again on the reloaded page, at most twice.
      var opened = false
      for _ in 0..<3 where !opened {
        #expect(
          try ServeBrowserTests.wait(
            page, "(document.getElementById('delete-alert') !== null)"))
        let mark = browser.events.count
        _ = try? page.evaluate(
          "setTimeout(() => document.getElementById('delete-alert').click(), 0); true")
        opened =
          (try? browser.waitForEvent(
            "Page.javascriptDialogOpening", after: mark, timeout: 10)) != nil
      }
      try #require(opened, "Delete alert opened no dialog in three clicks")
      try page.call("Page.handleJavaScriptDialog", ["accept": accept])
      if !accept {
        Thread.sleep(forTimeInterval: 0.3)
        #expect(ServeCreateDeleteTests.text(file).contains("pair-third"))
      }
    }
    #expect(try ServeBrowserTests.wait(page, "location.pathname === '/'"))
    #expect(!ServeCreateDeleteTests.text(file).contains("pair-third"))
    #expect(ServeCreateDeleteTests.text(file) == ServeCreateDeleteTests.pair)
  }
}
