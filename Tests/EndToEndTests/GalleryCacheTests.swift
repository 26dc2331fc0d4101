import Foundation
import Testing

/// The gallery's render and lint cache: what must be redone, and what must not.
@Suite(.serialized) struct GalleryCacheTests {
  /// Two one-button alerts in a temporary folder, rendered for one device (8 configurations).
  struct Site {
    let folder: URL
    let specs: URL
    let out: String

    init() throws {
      folder = try Binary.temporaryFolder()
      specs = folder.appendingPathComponent("specs")
      out = folder.appendingPathComponent("site").path
      try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
      for id in ["one", "two"] { try write(id, title: "Leave \(id)?") }
    }

    func write(_ id: String, title: String, leadingLines: Int = 0) throws {
      try
        (String(repeating: "\n", count: leadingLines)
        + #"{"id": "\#(id)", "title": "\#(title)", "buttons": [{"label": "Leave"}]}"#)
        .write(to: specs.appendingPathComponent(id + ".json"), atomically: true, encoding: .utf8)
    }

    func run(_ extra: [String] = []) throws -> String {
      let result = try Binary.run(
        ["gallery", specs.path, "--out", out, "--device", "iphone-se", "-j", "2"] + extra)
      #expect(result.status == 0, "\(result.stderr)")
      return result.stderr
    }

    func data(_ path: String) throws -> Data {
      try Data(contentsOf: URL(fileURLWithPath: out + "/" + path))
    }

    func findings() throws -> [[String: Any]] {
      let report = try #require(
        try JSONSerialization.jsonObject(with: data("report.json")) as? [String: Any])
      let alerts = try #require(report["alerts"] as? [[String: Any]])
      return alerts.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
    }

    func modified(_ path: String) throws -> Date? {
      try FileManager.default.attributesOfItem(atPath: out + "/" + path)[.modificationDate]
        as? Date
    }
  }

  @Test func unchangedReRunRewritesNothingAndReportsTheSameFindings() throws {
    let site = try Site()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    _ = try site.run()
    let files = [
      ".alert-preview-cache.sqlite", "report.json", "index.html", "one/index.html",
      "one/one.iphone-se.portrait.light@2x.png",
    ]
    let before = try files.map { try site.data($0) }
    let times = try files.map { try site.modified($0) }
    Thread.sleep(forTimeInterval: 0.05)
    #expect(try site.run().contains("rendered 0 configurations, reused 8 unchanged"))
    #expect(try files.map { try site.data($0) } == before)
    #expect(try files.map { try site.modified($0) } == times)
  }

  @Test(arguments: [["--png-level", "6"], ["--format", "png,svg"]])
  func changedOutputSettingsReRenderEverything(extra: [String]) throws {
    let site = try Site()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    _ = try site.run()
    let stderr = try site.run(extra)
    #expect(stderr.contains("rendered 8 configurations, reused 0 unchanged"), "\(stderr)")
  }

  @Test func aVoiceOnlySheetChangeReRendersAndReLints() throws {
    let site = try Site()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    _ = try site.run()
    let rule = try #require(try site.findings().first?["ruleID"] as? String)
    let sheet = site.folder.appendingPathComponent("house.xml")
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <style name="house" extends="ios" summary="ios with one rule off">
      <voice title-case="title" button-case="title" pronouns="avoid" spelling-locale="en-US">
        <rule id="\(rule)" level="off"/>
      </voice>
    </style>
    """.write(to: sheet, atomically: true, encoding: .utf8)
    let stderr = try site.run(["--style", sheet.path])
    #expect(stderr.contains("rendered 8 configurations, reused 0 unchanged"), "\(stderr)")
    #expect(try site.findings().allSatisfy { $0["ruleID"] as? String != rule })
  }

  @Test func movedLinesKeepTheImagesButMoveTheFindings() throws {
    let site = try Site()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    _ = try site.run()
    let lines = try site.findings().compactMap { ($0["location"] as? [String: Any])?["line"] }
    #expect(!lines.isEmpty)
    try site.write("one", title: "Leave one?", leadingLines: 2)
    try site.write("two", title: "Leave two?", leadingLines: 2)
    let stderr = try site.run()
    #expect(stderr.contains("rendered 0 configurations, reused 8 unchanged"), "\(stderr)")
    let moved = try site.findings().compactMap { ($0["location"] as? [String: Any])?["line"] }
    #expect(moved.map { ($0 as? Int ?? 0) } == lines.map { ($0 as? Int ?? 0) + 2 })
  }

  @Test func anEditedAlertsPageIsRebuiltAndTheOthersAreLeftAlone() throws {
    let site = try Site()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    _ = try site.run()
    let other = try site.modified("two/index.html")
    try site.write("one", title: "Leave the first one?")
    Thread.sleep(forTimeInterval: 0.05)
    let stderr = try site.run()
    #expect(stderr.contains("rendered 4 configurations, reused 4 unchanged"), "\(stderr)")
    let page = String(decoding: try site.data("one/index.html"), as: UTF8.self)
    #expect(page.contains("Leave the first one?"))
    #expect(try site.modified("two/index.html") == other)
  }

  /// The index, report and the other files of the site itself are not built again on an
  /// unchanged re-run; one changed by hand, or removed, is written again.
  @Test(arguments: ["index.html", "report.json", "rules.html", "assets/gallery.css"])
  func aSiteFileChangedByHandIsWrittenAgain(file: String) throws {
    let site = try Site()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    _ = try site.run()
    let original = try site.data(file)
    try Data("edited".utf8).write(to: URL(fileURLWithPath: site.out + "/" + file))
    _ = try site.run()
    #expect(try site.data(file) == original)
    try FileManager.default.removeItem(atPath: site.out + "/" + file)
    _ = try site.run()
    #expect(try site.data(file) == original)
  }

  @Test func aPageChangedByHandIsWrittenAgain() throws {
    let site = try Site()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    _ = try site.run()
    let page = try site.data("two/index.html")
    try Data("<p>edited</p>".utf8).write(to: URL(fileURLWithPath: site.out + "/two/index.html"))
    _ = try site.run()
    #expect(try site.data("two/index.html") == page)
  }

  @Test func aDamagedCacheIsMadeAgainAndRendersEverythingAgain() throws {
    let site = try Site()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    _ = try site.run()
    let store = site.out + "/.alert-preview-cache.sqlite"
    try Data(String(repeating: "not a database ", count: 300).utf8).write(
      to: URL(fileURLWithPath: store))
    let stderr = try site.run()
    #expect(stderr.contains("rendered 8 configurations, reused 0 unchanged"), "\(stderr)")
    #expect(stderr.contains("file is not a database; it was made again"), "\(stderr)")
    #expect(try site.run().contains("rendered 0 configurations, reused 8 unchanged"))
  }
}
