import AlertRender
import Foundation
import Testing

/// The index shows card pictures of the alert and a margin of its screen, linked to the whole
/// screen, in each appearance; the alert pages zoom the full-size previews to the alert.
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
      let card = try PNGImage(data: try site.data(source))
      let screen = source.replacingOccurrences(of: ".card", with: "")
      let full = try site.data(screen)
      // Twice the card's 240 CSS pixels, as tall as the img element says (twice over).
      #expect(card.width == 480)
      let tag = try #require(
        index.components(separatedBy: "<img src=\"\(source)\"").dropFirst().first)
      let height = try #require(
        tag.components(separatedBy: "height=\"").dropFirst().first?.split(separator: "\"").first)
      #expect(abs(card.height - 2 * (Int(height) ?? 0)) <= 1, "\(card.height) against \(height)")
      // The alert, not the screen: wider than tall, where the screen is tall.
      let whole = try PNGImage(data: full)
      #expect(card.width > card.height && whole.width == 750)
      #expect(try site.data(source).count * 2 < full.count)
      // The picture links to the whole screen; the dark card is there for the dark theme.
      #expect(index.contains("<a class=\"card-screen\" href=\"\(screen)\""))
      _ = try site.data(source.replacingOccurrences(of: ".light@", with: ".dark@"))
    }
    #expect(index.contains("data-preview-tail=\"@2x.card.png\""))
    #expect(index.contains("data-appearances=\"light dark\""))
    let page = String(decoding: try site.data("one/index.html"), as: UTF8.self)
    #expect(
      page.contains("<image href=\"../one/one.iphone-se.portrait.light@2x.png\"")
        && !page.contains(".card.png"))
  }
}
