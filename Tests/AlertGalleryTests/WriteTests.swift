import Foundation
import Testing

@testable import AlertGallery

/// `GalleryWriter.write` publishes `index.html` in one step.
@Suite struct WriteTests {
  private func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-gallery-tests-\(UUID().uuidString)").path
  }

  @Test func writesIndexIntoANewFolder() throws {
    let base = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let folder = base + "/nested/gallery"
    let path = try GalleryWriter.write(Fixtures.page, to: folder)
    #expect(path == folder + "/index.html")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == (try GalleryWriter.html(for: Fixtures.page)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["index.html"])
  }

  @Test func replacesAnExistingIndexWithoutLeftovers() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try GalleryWriter.write(Fixtures.page, to: folder)
    let second = GalleryPage(title: "Second", styleName: "ios", entries: [])
    let path = try GalleryWriter.write(second, to: folder)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == (try GalleryWriter.html(for: second)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["index.html"])
  }
}
