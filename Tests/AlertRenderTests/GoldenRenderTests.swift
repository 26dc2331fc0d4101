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
    /// `ios`, or `ios26`, whose references are named `ios26.<id>.…`.
    var style = "ios"
    var testDescription: String {
      "\(style) \(id) \(device) \(orientation) \(appearance) \(textSize)"
    }
    var sheet: StyleSheet { style == "ios26" ? RenderFixtures.ios26 : RenderFixtures.style }
    var prefix: String { style == "ios" ? "" : style + "." }

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
    // iOS 26: title + message leading-aligned, Cancel and Delete capsules, light and dark.
    Case(
      id: "delete-photo-album", device: "iphone-se", orientation: .portrait, appearance: .light,
      style: "ios26"),
    Case(
      id: "delete-photo-album", device: "iphone-16-pro", orientation: .portrait,
      appearance: .dark, style: "ios26"),
    // iOS 26 with a text field and a tinted preferred action.
    Case(
      id: "sign-in-password", device: "iphone-15", orientation: .portrait, appearance: .light,
      style: "ios26"),
    // iOS 26: a one-line title alone, centred in Body; three stacked capsules in dark.
    Case(
      id: "title-only", device: "iphone-se", orientation: .landscape, appearance: .light,
      style: "ios26"),
    Case(
      id: "three-buttons", device: "iphone-15", orientation: .portrait, appearance: .dark,
      style: "ios26"),
  ]

  @Test(arguments: cases)
  func pngMatchesItsReference(_ c: Case) throws {
    let renderer = AlertRenderer(style: c.sheet)
    let configuration = c.configuration
    let png = try renderer.png(RenderFixtures.example(c.id), in: configuration)
    try Golden.expectSimilar(png, toPNG: "\(c.prefix)\(c.id).\(configuration.slug).png")
  }

  @Test(arguments: cases.prefix(2) + cases.suffix(5).prefix(1))
  func svgMatchesItsReference(_ c: Case) throws {
    let renderer = AlertRenderer(style: c.sheet)
    let configuration = c.configuration
    let svg = try renderer.svg(RenderFixtures.example(c.id), in: configuration)
    Golden.expectEqual(svg, toSVG: "\(c.prefix)\(c.id).\(configuration.slug).svg")
  }
}
