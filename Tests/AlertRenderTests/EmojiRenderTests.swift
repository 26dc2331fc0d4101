import AlertLayout
import AlertRender
import AlertSpec
import Foundation
import StyleSheet
import Testing

/// Colour emoji in both formats: coloured pixels in the PNG, an embedded bitmap in the SVG.
@Suite struct EmojiRenderTests {
  let renderer = AlertRenderer(style: RenderFixtures.style)
  static let here = SourceLocation(file: "test.json", line: 1, column: 1)
  static let party = AlertSpec(
    id: "party", title: "🎉",
    buttons: [AlertButton(label: "OK", role: .default, labelLocation: here)])

  /// The largest difference between two channels of any pixel inside `rect` (points).
  static func colourfulness(_ image: PNGImage, in rect: Rect, scale: Int) -> Int {
    var most = 0
    for y in Int(rect.y * Double(scale))..<Int(rect.maxY * Double(scale)) {
      for x in Int(rect.x * Double(scale))..<Int(rect.maxX * Double(scale)) {
        let i = (y * image.width + x) * 4
        let (r, g, b) = (Int(image.rgba[i]), Int(image.rgba[i + 1]), Int(image.rgba[i + 2]))
        most = max(most, abs(r - g), abs(g - b), abs(r - b))
      }
    }
    return most
  }

  @Test(arguments: [Appearance.light, .dark])
  func anEmojiIsDrawnInColour(appearance: Appearance) throws {
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, appearance)
    let title = try #require(renderer.layouter.geometry(of: Self.party, in: configuration).title)
    let image = try PNGImage(data: renderer.png(Self.party, in: configuration))
    #expect(Self.colourfulness(image, in: title.frame, scale: 2) > 100)
  }

  @Test func blackTextIsNotColouredSoTheMeasureCanFail() throws {
    var plain = Self.party
    plain.title = "Done"
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let title = try #require(renderer.layouter.geometry(of: plain, in: configuration).title)
    let image = try PNGImage(data: renderer.png(plain, in: configuration))
    #expect(Self.colourfulness(image, in: title.frame, scale: 2) < 20)
  }

  /// A button's label is filled as outlines on a PNG, which a colour emoji does not have: a
  /// label drawn by the colour font (here "☺", which Inter lacks) keeps its glyphs, yellow.
  @Test func aButtonLabelWithAColourEmojiIsDrawnInColour() throws {
    var smile = Self.party
    smile.title = "Thanks"
    smile.buttons[0].label = "Done ☺"
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let button = try #require(
      renderer.layouter.geometry(of: smile, in: configuration).buttons.first)
    let image = try PNGImage(data: renderer.png(smile, in: configuration))
    var yellow = 0
    for y in Int(button.frame.y * 2)..<Int(button.frame.maxY * 2) {
      for x in Int(button.frame.x * 2)..<Int(button.frame.maxX * 2) {
        let i = (y * image.width + x) * 4
        if image.rgba[i] > 200 && image.rgba[i + 1] > 150 && image.rgba[i + 2] < 100 { yellow += 1 }
      }
    }
    #expect(yellow > 50, "\(yellow) yellow pixels in the button")
  }

  /// SVG has no colour glyphs: cairo embeds the emoji as a PNG image the size of the glyph,
  /// where the text is, so a browser shows it in colour (softer than the PNG when zoomed).
  @Test func anSVGEmbedsTheEmojiAsABitmapTheSizeOfTheText() throws {
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let svg = String(decoding: try renderer.svg(Self.party, in: configuration), as: UTF8.self)
    let image = try #require(svg.firstMatch(of: /<image[^>]* width="(\d+)" height="(\d+)"/))
    #expect(svg.contains("data:image/png;base64,"))
    let width = try #require(Int(image.output.1))
    #expect(width > 10 && width < 40, "an emoji \(width) px wide in a 17 pt title")
  }

  /// Cairo numbers embedded images with a process-wide counter, so an emoji's id would depend
  /// on whatever the process drew before; the renderer renumbers them from 1.
  @Test func anSVGsImagesAreNumberedFromOneWhateverWasDrawnBefore() throws {
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    var other = Self.party
    other.title = "👍 🚀"
    _ = try renderer.svg(other, in: configuration)
    let first = try renderer.svg(Self.party, in: configuration)
    #expect(first == (try renderer.svg(Self.party, in: configuration)))
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains("<image id=\"image1\"") && text.contains("xlink:href=\"#image1\""))
  }
}
