import AlertLayout
import AlertRender
import AlertSpec
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
    /// The keyboard the example's first field asks for instead of its own; the reference is
    /// named `<id>.<keyboard>.…`.
    var fieldKeyboard: FieldKeyboard? = nil
    var testDescription: String {
      "\(style) \(id) \(fieldKeyboard.map { $0.rawValue + " " } ?? "")\(device) \(orientation) "
        + "\(appearance) \(textSize)"
    }
    var name: String { prefix + id + (fieldKeyboard.map { "." + $0.rawValue } ?? "") }
    var spec: AlertSpec {
      var spec = RenderFixtures.example(id)
      if let fieldKeyboard { spec.textFields[0].keyboard = fieldKeyboard }
      return spec
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
    // The keyboard under a text-field alert: letters (the field is secure) in light portrait
    // and dark landscape on a home-indicator phone; in landscape on iPhone SE the space above
    // the keyboard is 175 pt, so the alert scrolls.
    Case(id: "sign-in-password", device: "iphone-15", orientation: .portrait, appearance: .light),
    Case(id: "sign-in-password", device: "iphone-15", orientation: .landscape, appearance: .dark),
    Case(id: "sign-in-password", device: "iphone-se", orientation: .landscape, appearance: .light),
    // A scrolling alert without fields: delete-photo-album at AX3 in landscape, its text cut
    // at the buttons with the scroll indicator at its right edge.
    Case(
      id: "delete-photo-album", device: "iphone-se", orientation: .landscape, appearance: .dark,
      textSize: .AX3),
    // The e-mail keyboard (@ and . beside the space bar) and the digits pad.
    Case(
      id: "sign-in-password", device: "iphone-15", orientation: .portrait, appearance: .dark,
      fieldKeyboard: .email),
    Case(
      id: "sign-in-password", device: "iphone-se", orientation: .portrait, appearance: .light,
      fieldKeyboard: .number),
  ]

  @Test(arguments: cases)
  func pngMatchesItsReference(_ c: Case) throws {
    let renderer = AlertRenderer(style: c.sheet)
    let configuration = c.configuration
    let png = try renderer.png(c.spec, in: configuration)
    try Golden.expectSimilar(png, toPNG: "\(c.name).\(configuration.slug).png")
  }

  // The first two and the first iOS 26 case.
  @Test(arguments: cases.prefix(2) + cases.filter { $0.style == "ios26" }.prefix(1))
  func svgMatchesItsReference(_ c: Case) throws {
    let renderer = AlertRenderer(style: c.sheet)
    let configuration = c.configuration
    let svg = try renderer.svg(c.spec, in: configuration)
    Golden.expectEqual(svg, toSVG: "\(c.name).\(configuration.slug).svg")
  }
}
