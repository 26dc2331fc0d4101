import AlertLayout
import AlertRender
import Foundation
import StyleSheet
import Testing

/// The default PNG writer, which copies runs of rows equal to the row above instead of
/// compressing them, and the card pictures the gallery's index shows.
@Suite struct PNGRunWriterTests {
  let renderer = AlertRenderer(style: RenderFixtures.style)

  /// Flat screens (a sheet from the bottom, an alert in the middle), light and dark, at each
  /// scale: the PNG decodes to exactly the pixels drawn.
  @Test(arguments: [
    ("delete-photo-album", Orientation.portrait, Appearance.light, 2),
    ("delete-photo-album", .landscape, .dark, 3),
    ("leave-this-area", .portrait, .dark, 1),
  ])
  func decodesToThePixelsDrawn(
    id: String, orientation: Orientation, appearance: Appearance, scale: Int
  ) throws {
    let configuration = RenderFixtures.configuration(
      "iphone-se", orientation, appearance, scale: scale)
    let rendered = try renderer.rendered(RenderFixtures.example(id), in: configuration)
    #expect(try PNGImage(data: rendered.png) == rendered.pixels())
  }

  /// More image widths than the writer once kept deflate blocks for (it made a ninth width's
  /// blocks again for every image): each still decodes to its pixels.
  @Test func manyWidthsInOneProcessDecodeToThePixelsDrawn() throws {
    let spec = RenderFixtures.example("delete-photo-album")
    let devices = RenderFixtures.style.devices.prefix(6)
    #expect(devices.count == 6)
    for device in devices {
      for orientation in Orientation.allCases {
        let configuration = RenderFixtures.configuration(device.id, orientation, .light, scale: 1)
        let rendered = try renderer.rendered(spec, in: configuration)
        #expect(try PNGImage(data: rendered.png) == rendered.pixels(), "\(configuration.slug)")
      }
    }
  }

  /// `--png-level 6` and up: each row that differs from the one above gets the filter libpng's
  /// adaptive heuristic would choose.
  @Test func adaptiveFiltersDecodeToThePixelsDrawn() throws {
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .dark)
    let rendered = try AlertRenderer(
      style: RenderFixtures.style, pngOptions: PNGOptions(level: 9, filters: .all)
    ).rendered(RenderFixtures.example("three-buttons"), in: configuration)
    #expect(try PNGImage(data: rendered.png) == rendered.pixels())
  }

  @Test func isSmallerThanLibpngAtTheSameLevel() throws {
    let spec = RenderFixtures.example("delete-photo-album")
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let runs = try renderer.png(spec, in: configuration)
    let libpng = try AlertRenderer(
      style: RenderFixtures.style, pngOptions: PNGOptions(level: 1, filters: .sub)
    ).png(spec, in: configuration)
    #expect(runs.count < libpng.count, "\(runs.count) bytes against \(libpng.count)")
    #expect(try PNGImage(data: runs) == PNGImage(data: libpng))
  }

  @Test func cardPictureIsTheAlertAndAMarginOfItsScreen() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("card-picture-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let spec = RenderFixtures.example("delete-photo-album")
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let written = try renderer.write(
      spec, in: configuration, formats: [.svg], to: folder, cardPictureWidth: 340)
    let card = try #require(written.card)
    #expect(card == folder + "/" + OutputNames.cardPicture(id: spec.id, slug: configuration.slug))
    #expect(written.files.count == 1)
    let picture = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: card)))
    // The alert's 270 points and 16 on each side, drawn 340 pixels wide.
    let crop = CardCrop(written.geometry).bounds
    let alert = written.geometry.alert
    #expect(crop.width == alert.width + 2 * CardCrop.margin)
    #expect(abs(crop.y - (alert.y - CardCrop.margin)) < 1)
    #expect(picture.width == 340)
    #expect(picture.height == Int((crop.height * 340 / crop.width).rounded()))
    // The dimmed backdrop's grey in the corner, the alert's own colour in the middle of its
    // top edge, as the full screen has them.
    let full = try PNGImage(data: renderer.png(spec, in: configuration))
    #expect(Array(picture.rgba[0..<3]) == Array(full.rgba[0..<3]))
    let top =
      (Int((CardCrop.margin + 1) * 340 / crop.width) * picture.width + picture.width / 2) * 4
    let fullTop = (Int((alert.y + 1) * 2) * full.width + Int(alert.midX * 2)) * 4
    #expect(
      zip(picture.rgba[top..<top + 3], full.rgba[fullTop..<fullTop + 3]).allSatisfy {
        abs(Int($0) - Int($1)) <= 2
      })
  }
}
