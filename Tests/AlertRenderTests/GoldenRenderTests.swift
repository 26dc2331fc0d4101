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
    var testDescription: String { "\(id) \(device) \(orientation) \(appearance)" }
  }

  static let cases = [
    Case(id: "delete-photo-album", device: "iphone-se", orientation: .portrait, appearance: .light),
    Case(id: "nhs-log-out", device: "iphone-15", orientation: .landscape, appearance: .dark),
    Case(id: "korean-delete", device: "iphone-se", orientation: .portrait, appearance: .dark),
    Case(id: "sign-in-password", device: "iphone-se", orientation: .portrait, appearance: .light),
    Case(id: "three-buttons", device: "iphone-se", orientation: .landscape, appearance: .light),
  ]

  @Test(arguments: cases)
  func pngMatchesItsReference(_ c: Case) throws {
    let renderer = AlertRenderer(style: RenderFixtures.style)
    let configuration = RenderFixtures.configuration(c.device, c.orientation, c.appearance)
    let png = try renderer.png(RenderFixtures.example(c.id), in: configuration)
    try Golden.expectSimilar(png, toPNG: "\(c.id).\(configuration.slug).png")
  }

  @Test(arguments: cases.prefix(2))
  func svgMatchesItsReference(_ c: Case) throws {
    let renderer = AlertRenderer(style: RenderFixtures.style)
    let configuration = RenderFixtures.configuration(c.device, c.orientation, c.appearance)
    let svg = try renderer.svg(RenderFixtures.example(c.id), in: configuration)
    Golden.expectEqual(svg, toSVG: "\(c.id).\(configuration.slug).svg")
  }
}
