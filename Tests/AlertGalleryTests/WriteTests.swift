import AlertLint
import Foundation
import Testing

@testable import AlertGallery

/// `GalleryWriter.write` publishes the whole site, inside its folder only.
@Suite struct WriteTests {
  private func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-gallery-tests-\(UUID().uuidString)").path
  }

  @Test func writesEveryFileOfTheSite() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let folder = base + "/nested/gallery"
    let path = try GalleryWriter.write(Fixtures.page, to: folder)
    #expect(path == folder + "/index.html")
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == (try GalleryWriter.html(for: Fixtures.page)))
    let files = Set(
      FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
    #expect(
      files == [
        "index.html", "rules.html", "report.json", "assets", "assets/gallery.css",
        "assets/gallery.js", "delete-album", "delete-album/index.html", "sign-in",
        "sign-in/index.html",
      ])
    let css = try String(contentsOfFile: folder + "/assets/gallery.css", encoding: .utf8)
    #expect(css.contains("prefers-color-scheme: dark"))
    #expect(!css.contains("http"))
    let script = try String(contentsOfFile: folder + "/assets/gallery.js", encoding: .utf8)
    #expect(script.contains("URLSearchParams"))
    #expect(!script.contains("innerHTML"))
    #expect(!script.contains("http"))
    // The files under Sources/AlertGallery/Assets, byte for byte, as EmbedResourcesPlugin
    // compiled them in.
    let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/AlertGallery/Assets")
    for name in ["gallery.css", "gallery.js"] {
      let written = try Data(contentsOf: URL(fileURLWithPath: folder + "/assets/" + name))
      #expect(written == (try Data(contentsOf: assets.appendingPathComponent(name))), "\(name)")
    }
  }

  @Test func reportListsAlertsImagesAndFindings() throws {
    let data = try GalleryWriter.reportJSON(for: Fixtures.page)
    let report = try JSONDecoder().decode(GalleryReport.self, from: data)
    #expect(report.alerts.map(\.id) == ["delete-album", "sign-in"])
    #expect(report.alerts[0].page == "delete-album/index.html")
    #expect(report.alerts[0].worstSeverity == .error)
    #expect(
      report.alerts[0].findings.map(\.ruleID) == [
        "title-max-lines", "button-yes-no", "title-question",
      ])
    #expect(report.alerts[0].images.count == 6)
    #expect(report.alerts[1].worstSeverity == nil)
    #expect(
      report.summary.errors == 1 && report.summary.warnings == 1 && report.summary.suppressed == 1)
    #expect(report.inputErrors.count == 2)
    #expect(report.rules.map(\.id) == Fixtures.rules.map(\.id))
  }

  @Test func unchangedFilesAreNotRewritten() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try GalleryWriter.write(Fixtures.page, to: folder)
    let rules = folder + "/rules.html"
    let before = try FileManager.default.attributesOfItem(atPath: rules)[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.05)
    try GalleryWriter.write(Fixtures.page, to: folder)
    let after = try FileManager.default.attributesOfItem(atPath: rules)[.modificationDate] as? Date
    #expect(before != nil && before == after)
  }

  @Test func anIdThatClimbsOutWritesNothing() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let folder = base + "/site"
    let page = GalleryPage(
      title: "x", styleName: "ios",
      entries: [GalleryEntry(spec: .init(id: "../../escaped"), images: [])])
    #expect(throws: GalleryError.self) { try GalleryWriter.write(page, to: folder) }
    #expect(!FileManager.default.fileExists(atPath: base + "/escaped"))
    #expect(!FileManager.default.fileExists(atPath: folder))
  }
}
