import AlertLayout
import AlertRender
import StyleSheet
import Testing

/// Renders of a few examples compared with references recorded on request.
@Suite struct GoldenRenderTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var id: String
    var device: String
    var orientation: Orientation
    var appearance: Appearance
    var textSize = TextSize.standard
    var testDescription: String { "\(id) \(device) \(orientation) \(appearance) \(textSize)" }

    var configuration: RenderConfiguration {
      var configuration = RenderFixtures.configuration(device, orientation, appearance)
      configuration.textSize = textSize
      return configuration
    }
  }

  static let cases = [
    Case(id: "delete-photo-album", device: "iphone-se", orientation: .portrait, appearance: .light),
    Case(id: "nhs-log-out", device: "iphone-15", orientation: .landscape, appearance: .dark),
    Case(id: "korean-delete", device: "iphone-se", orientation: .portrait, appearance: .dark),
    Case(id: "sign-in-password", device: "iphone-se", orientation: .portrait, appearance: .light),
    Case(id: "three-buttons", device: "iphone-se", orientation: .landscape, appearance: .light),
    // AX3: the alert widened to 343 pt, 40-pt title, 33-pt message, 99-pt button row.
    Case(
      id: "delete-photo-album", device: "iphone-se", orientation: .portrait, appearance: .light,
      textSize: .AX3),
    // AX3 with a text field (Footnote-scaled field) in dark appearance, 361 pt wide.
    Case(
      id: "sign-in-password", device: "iphone-15", orientation: .portrait, appearance: .dark,
      textSize: .AX3),
  ]

  @Test(arguments: cases)
  func pngMatchesItsReference(_ c: Case) throws {
    let renderer = AlertRenderer(style: RenderFixtures.style)
    let configuration = c.configuration
    let png = try renderer.png(RenderFixtures.example(c.id), in: configuration)
    try Golden.expectSimilar(png, toPNG: "\(c.id).\(configuration.slug).png")
  }

  @Test(arguments: cases.prefix(2))
  func svgMatchesItsReference(_ c: Case) throws {
    let renderer = AlertRenderer(style: RenderFixtures.style)
    let configuration = c.configuration
    let svg = try renderer.svg(RenderFixtures.example(c.id), in: configuration)
    Golden.expectEqual(svg, toSVG: "\(c.id).\(configuration.slug).svg")
  }
}
