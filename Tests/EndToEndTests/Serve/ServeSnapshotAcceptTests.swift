import Foundation
import Testing

/// `serve --report DIR --references DIR`: the snapshot report at `/snapshots/`, and its Accept
/// buttons, which write a group's new renders over exactly that group's references.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ServeSnapshotAcceptTests {
  /// A folder with two alerts recorded as references, then both edited: two groups of
  /// failures in its `snapshot-report`.
  static func failingRun() throws -> URL {
    let folder = try Binary.temporaryFolder()
    for name in ["nhs-log-out.json", "delete-photo-album.json"] {
      try FileManager.default.copyItem(
        at: Binary.root.appendingPathComponent("Examples/" + name),
        to: folder.appendingPathComponent(name))
    }
    let recorded = try snapshot(folder, ["--record", "all"])
    #expect(recorded.status == 1, "\(recorded.stderr)")
    for (name, from, to) in [
      ("nhs-log-out.json", "Log out", "Sign out"), ("delete-photo-album.json", "Delete", "Remove"),
    ] {
      let file = folder.appendingPathComponent(name)
      let text = try String(contentsOf: file, encoding: .utf8)
      try Data(text.replacingOccurrences(of: "\"\(from)\"", with: "\"\(to)\"").utf8).write(to: file)
    }
    let failing = try snapshot(folder, [])
    #expect(
      failing.status == 1 && failing.stdout.contains("FAIL: nhs-log-out"), "\(failing.stdout)")
    return folder
  }

  static func snapshot(_ folder: URL, _ extra: [String]) throws -> Binary.Result {
    try Binary.run(
      ["snapshot", ".", "--references", "Refs", "--device", "iphone-se", "--appearance", "light"]
        + extra, in: folder)
  }

  static func references(_ folder: URL) throws -> [String: Data] {
    let refs = folder.appendingPathComponent("Refs")
    var files: [String: Data] = [:]
    for case let path as String in FileManager.default.enumerator(atPath: refs.path) ?? .init()
    where path.hasSuffix(".png") {
      files[path] = try Data(contentsOf: refs.appendingPathComponent(path))
    }
    return files
  }

  @Test("Accepting one group writes exactly its references; the next run passes that alert")
  func acceptOneGroup() throws {
    let folder = try Self.failingRun()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Self.references(folder)
    let server = try ServeProcess(
      ["."], in: folder, options: ["--report", "snapshot-report", "--references", "Refs"])
    let page = try server.request("/snapshots/")
    #expect(page.status == 200 && page.text.contains("data-alert=\"nhs-log-out\""))
    #expect(try server.request("/snapshots/accept").json["references"] as? String == "Refs")
    let configurations = [
      "iphone-se.portrait.light@2x", "iphone-se.landscape.light@2x",
    ]
    let body = String(
      decoding: try JSONSerialization.data(
        withJSONObject: ["alert": "nhs-log-out", "configurations": configurations]),
      as: UTF8.self)
    let accepted = try server.post("/snapshots/accept", body)
    #expect(accepted.status == 200, "\(accepted.text)")
    #expect((accepted.json["accepted"] as? [String])?.count == 2, "\(accepted.text)")
    let after = try Self.references(folder)
    let changed = Set(after.keys.filter { after[$0] != before[$0] })
    #expect(changed == Set(configurations.map { "nhs-log-out/nhs-log-out.\($0).png" }))
    // Each written reference is the report's new render, byte for byte.
    for name in changed {
      let actual = folder.appendingPathComponent(
        "snapshot-report/images/" + name.replacingOccurrences(of: ".png", with: ".actual.png"))
      let image = try Data(contentsOf: actual)
      #expect(after[name] == image)
    }
    let again = try Self.snapshot(folder, [])
    #expect(
      !again.stdout.contains("FAIL: nhs-log-out")
        && again.stdout.contains("FAIL: delete-photo-album"))
    // Without the token, or without --references, nothing is written.
    let refused = try server.post(
      "/snapshots/accept", #"{"all": true}"#, headers: ["X-Alert-Preview-Token": ""])
    let untouched = try Self.references(folder)
    #expect(refused.status == 403 && untouched == after)
    let plain = try ServeProcess(["."], in: folder)
    #expect(try plain.request("/snapshots/accept").status == 404)
    #expect(try plain.post("/snapshots/accept", #"{"all": true}"#).status == 403)
  }
}

/// The report's Accept buttons in Chromium: there when `serve` shows the report, absent when
/// the report is opened from disk.
@Suite(.serialized) struct ServeSnapshotAcceptBrowserTests {
  @Test("An Accept button writes its group's references", .chromium, .timeLimit(.minutes(3)))
  func acceptInChromium() throws {
    let folder = try ServeSnapshotAcceptTests.failingRun()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try ServeSnapshotAcceptTests.references(folder)
    let server = try ServeProcess(
      ["."], in: folder, options: ["--references", "Refs"])
    let browser = try BrowserPipe()
    defer { browser.quit() }
    let page = try BrowserPage(browser)
    try page.emulate(width: 1280, height: 800, scheme: "light")
    // From disk: the report has Copy buttons only.
    try page.navigate(folder.appendingPathComponent("snapshot-report/index.html"))
    Thread.sleep(forTimeInterval: 0.3)
    #expect(try page.evaluate("document.querySelectorAll('.accept-now').length") as? Int == 0)
    // Served: one per group and one for everything.
    try page.navigate(server.url.appendingPathComponent("snapshots/"))
    #expect(
      try ServeBrowserTests.wait(page, "document.querySelectorAll('.accept-now').length === 3"))
    _ = try page.evaluate(
      "document.querySelector('p.command.accept[data-alert=\"delete-photo-album\"] .accept-now')"
        + ".click(); true")
    #expect(
      try ServeBrowserTests.wait(
        page,
        "document.querySelector('p.command.accept[data-alert=\"delete-photo-album\"] .accept-now')"
          + ".textContent === 'Accepted: 2 references written'"))
    let after = try ServeSnapshotAcceptTests.references(folder)
    #expect(
      Set(after.keys.filter { after[$0] != before[$0] })
        == Set(
          ["portrait", "landscape"].map {
            "delete-photo-album/delete-photo-album.iphone-se.\($0).light@2x.png"
          }))
  }
}
