import AlertRender
import Foundation
import Testing

/// The index shows small card pictures; the alert pages keep the full-size previews.
@Suite struct GalleryCardPictureTests {
  @Test func theIndexLoadsCardPicturesAndAlertPagesTheFullImages() throws {
    let site = try GalleryCacheTests.Site()
    defer { try? FileManager.default.removeItem(at: site.folder) }
    _ = try site.run()
    let index = String(decoding: try site.data("index.html"), as: UTF8.self)
    let sources = index.components(separatedBy: "<img src=\"").dropFirst().compactMap {
      $0.split(separator: "\"").first.map(String.init)
    }
    #expect(
      sources == [
        "one/one.iphone-se.portrait.light@2x.card.png",
        "two/two.iphone-se.portrait.light@2x.card.png",
      ])
    for source in sources {
      let card = try site.data(source)
      let full = try site.data(source.replacingOccurrences(of: ".card", with: ""))
      #expect(try PNGImage(data: card).width == 340)
      #expect(try PNGImage(data: full).width == 750)
      #expect(card.count * 2 < full.count, "\(card.count) bytes against \(full.count)")
    }
    #expect(index.contains("data-preview-tail=\"@2x.card.png\""))
    let page = String(decoding: try site.data("one/index.html"), as: UTF8.self)
    #expect(page.contains("one.iphone-se.portrait.light@2x.png\"") && !page.contains(".card.png"))
  }
}
