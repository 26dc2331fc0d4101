import Foundation
import Testing

@testable import AlertPipeline

/// An alert removed from the inputs is removed from the site: its folder, card, report entry
/// and cache rows; nothing this program did not write is touched.
@Suite(.serialized) struct GalleryRemovalTests {
  typealias Site = GalleryCacheTests.Site

  func exists(_ site: Site, _ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: site.out + "/" + path, isDirectory: &isFolder)
  }

  func alertIDs(_ site: Site) throws -> [String] {
    let report = try #require(
      try JSONSerialization.jsonObject(with: site.data("report.json")) as? [String: Any])
    let alerts = try #require(report["alerts"] as? [[String: Any]])
    return alerts.compactMap { $0["id"] as? String }
  }

  @Test func aDeletedSpecsFolderCardEntryAndRecordGoAndNothingElseIsTouched() throws {
    let site = try Site()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    _ = try site.run()
    #expect(exists(site, "two/two.iphone-se.portrait.light@2x.card.png"))
    try Data("notes\n".utf8).write(to: URL(fileURLWithPath: site.out + "/notes.txt"))
    let kept = [
      "notes.txt", "assets/gallery.css", "one/index.html",
      "one/one.iphone-se.portrait.light@2x.png",
      "one/one.iphone-se.landscape.dark@2x.png", "one/one.iphone-se.portrait.light@2x.card.png",
    ]
    let before = try kept.map { try site.data($0) }
    let times = try kept.map { try site.modified($0) }
    try FileManager.default.removeItem(at: site.specs.appendingPathComponent("two.json"))
    Thread.sleep(forTimeInterval: 0.05)
    let stderr = try site.run()
    #expect(stderr.contains("gallery: 1 alert, "), "\(stderr)")
    #expect(stderr.contains("rendered 0 configurations, reused 4 unchanged"), "\(stderr)")
    #expect(!exists(site, "two"))
    #expect(try alertIDs(site) == ["one"])
    let index = String(decoding: try site.data("index.html"), as: UTF8.self)
    #expect(index.contains("card-one") && !index.contains("card-two"))
    let store = try CacheStore(folder: site.out)
    #expect(Set(try store.images().keys) == ["one"])
    #expect(Set(try store.findings().keys) == ["one"])
    #expect(Set(try store.pages().keys) == ["one"])
    #expect(try kept.map { try site.data($0) } == before)
    #expect(try kept.map { try site.modified($0) } == times)
  }

  @Test func filesTheProgramDidNotWriteStayAndKeepTheirFolder() throws {
    let site = try Site()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    _ = try site.run()
    let replaced = "two/two.iphone-se.portrait.dark@2x.png"
    try FileManager.default.removeItem(atPath: site.out + "/" + replaced)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: site.out + "/" + replaced))
    try Data("notes\n".utf8).write(to: URL(fileURLWithPath: site.out + "/two/notes.txt"))
    try FileManager.default.removeItem(at: site.specs.appendingPathComponent("two.json"))
    _ = try site.run()
    #expect(exists(site, "two/notes.txt"))
    #expect(try site.data(replaced) == Data("mine".utf8))
    #expect(!exists(site, "two/index.html"))
    #expect(!exists(site, "two/two.iphone-se.portrait.light@2x.png"))
    #expect(!exists(site, "two/two.iphone-se.portrait.light@2x.card.png"))
  }

  /// A run that leaves SVG out removes the SVGs an earlier run wrote (the pages no longer link
  /// them), but not one the user replaced since.
  @Test func svgsLeftOutAreRemovedUnlessReplaced() throws {
    let site = try Site()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    _ = try site.run(["--format", "png,svg"])
    let svg = "one/one.iphone-se.portrait.light@2x.svg"
    let replaced = "two/two.iphone-se.portrait.light@2x.svg"
    #expect(exists(site, svg) && exists(site, replaced))
    try FileManager.default.removeItem(atPath: site.out + "/" + replaced)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: site.out + "/" + replaced))
    _ = try site.run()
    #expect(!exists(site, svg))
    #expect(!exists(site, "one/one.iphone-se.landscape.dark@2x.svg"))
    #expect(try site.data(replaced) == Data("mine".utf8))
    #expect(exists(site, "one/one.iphone-se.portrait.light@2x.png"))
  }

  @Test func aRemovedAlertsFolderThatIsNowALinkIsNotFollowed() throws {
    let site = try Site()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    _ = try site.run()
    // Moved (same inodes and times as written), with a link in its place.
    let elsewhere = site.folder.appendingPathComponent("elsewhere").path
    try FileManager.default.moveItem(atPath: site.out + "/two", toPath: elsewhere)
    try FileManager.default.createSymbolicLink(
      atPath: site.out + "/two", withDestinationPath: elsewhere)
    let files = try FileManager.default.contentsOfDirectory(atPath: elsewhere).sorted()
    try FileManager.default.removeItem(at: site.specs.appendingPathComponent("two.json"))
    _ = try site.run()
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).sorted() == files)
    #expect(files.contains("index.html"))
  }
}
