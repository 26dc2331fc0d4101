import AlertLayout
import AlertRender
import Foundation
import StyleSheet
import Testing

/// What the renderer writes: sizes, names, determinism, atomic files.
@Suite struct RenderOutputTests {
  let renderer = AlertRenderer(style: RenderFixtures.style)

  @Test(arguments: [1, 2, 3])
  func pngIsTheWholeScreenAtTheScale(scale: Int) throws {
    let configuration = RenderFixtures.configuration("iphone-15", .landscape, .light, scale: scale)
    let image = try PNGImage(
      data: renderer.png(RenderFixtures.example("leave-this-area"), in: configuration))
    #expect(image.width == 852 * scale)
    #expect(image.height == 393 * scale)
  }

  @Test func destructiveLabelPixelsAreRed() throws {
    let spec = RenderFixtures.example("delete-photo-album")
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let geometry = renderer.layouter.geometry(of: spec, in: configuration)
    let image = try PNGImage(data: renderer.png(spec, in: configuration))
    let delete = try #require(geometry.buttons.first { $0.role == .destructive })
    // The most saturated pixel inside the label's box is the sheet's red, #FF3B30.
    var best: (Int, Int, Int) = (0, 0, 0)
    for y in Int(delete.text.frame.y * 2)..<Int(delete.text.frame.maxY * 2) {
      for x in Int(delete.text.frame.x * 2)..<Int(delete.text.frame.maxX * 2) {
        let i = (y * image.width + x) * 4
        let (r, g, b) = (Int(image.rgba[i]), Int(image.rgba[i + 1]), Int(image.rgba[i + 2]))
        if r - g > best.0 - best.1 { best = (r, g, b) }
      }
    }
    #expect(
      abs(best.0 - 0xFF) <= 2 && abs(best.1 - 0x3B) <= 2 && abs(best.2 - 0x30) <= 2, "\(best)")
  }

  @Test func twoRendersAreByteIdentical() throws {
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let spec = RenderFixtures.example("korean-delete")
    let first = try renderer.png(spec, in: configuration)
    let second = try AlertRenderer(style: RenderFixtures.style).png(spec, in: configuration)
    #expect(first == second)
    #expect(
      try renderer.svg(spec, in: configuration) == (try renderer.svg(spec, in: configuration)))
  }

  @Test func writeUsesStableNamesAndLeavesNoTemporaryFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID())")
      .path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .dark)
    let (_, files) = try renderer.write(
      RenderFixtures.example("leave-this-area"), in: configuration, formats: [.png, .svg],
      to: folder)
    #expect(
      files == [
        folder + "/leave-this-area/leave-this-area.iphone-se.portrait.dark@2x.png",
        folder + "/leave-this-area/leave-this-area.iphone-se.portrait.dark@2x.svg",
      ])
    let listing = try FileManager.default.contentsOfDirectory(atPath: folder + "/leave-this-area")
    #expect(listing.sorted() == files.map { ($0 as NSString).lastPathComponent }.sorted())
    let svg = try String(contentsOfFile: files[1], encoding: .utf8)
    #expect(
      svg.contains("<svg") && svg.contains("width=\"375px\"")
        && svg.contains("viewBox=\"0 0 375 667\""))
  }

  @Test func higherPNGLevelsGiveSmallerFilesOfTheSamePixels() throws {
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let spec = RenderFixtures.example("three-buttons")
    let fast = try AlertRenderer(style: RenderFixtures.style, pngOptions: PNGOptions(level: 1)).png(
      spec, in: configuration)
    let small = try AlertRenderer(
      style: RenderFixtures.style, pngOptions: PNGOptions(level: 9, filters: .all)
    ).png(spec, in: configuration)
    #expect(small.count < fast.count)
    #expect(try PNGImage(data: fast) == PNGImage(data: small))
  }
}
