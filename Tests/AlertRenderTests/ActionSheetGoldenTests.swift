import AlertLayout
import AlertRender
import AlertSpec
import StyleSheet
import Testing

/// Action sheets compared with references recorded on request: portrait, landscape and dark on
/// iPhone, and the iPad popover, in the classic look and in iOS 26's (`ios26.sheet-…`).
@Suite struct ActionSheetGoldenTests {
  static let sheets: [AlertSpec] = SpecLoader.load(paths: [
    RenderFixtures.root.appendingPathComponent("Tests/Fixtures/ActionSheets").path
  ]).alerts

  struct Case: CustomTestStringConvertible, Sendable {
    var id: String
    var device: String
    var orientation: Orientation
    var appearance: Appearance
    /// `ios`, or `ios26`, whose references are named `ios26.sheet-<id>.…`.
    var style = "ios"
    var testDescription: String { "\(style) \(id) \(device) \(orientation) \(appearance)" }
  }

  static let cases = [
    Case(id: "photo-options", device: "iphone-15", orientation: .portrait, appearance: .light),
    Case(id: "photo-options", device: "iphone-se", orientation: .landscape, appearance: .light),
    Case(id: "photo-options", device: "iphone-15", orientation: .portrait, appearance: .dark),
    Case(id: "photo-options", device: "ipad-10", orientation: .portrait, appearance: .light),
  ]

  /// iOS 26: on iPhone without its source (so at the bottom of the screen), on iPad a popover
  /// pointing at it; light and dark.
  static let ios26Cases = [Appearance.light, .dark].flatMap { appearance in
    [
      Case(
        id: "photo-options", device: "iphone-15", orientation: .portrait, appearance: appearance,
        style: "ios26"),
      Case(
        id: "photo-options", device: "iphone-15", orientation: .landscape,
        appearance: appearance, style: "ios26"),
      Case(
        id: "photo-options", device: "ipad-10", orientation: .portrait, appearance: appearance,
        style: "ios26"),
    ]
  }

  @Test(arguments: cases + ios26Cases)
  func pngMatchesItsReference(_ c: Case) throws {
    var spec = try #require(Self.sheets.first { $0.id == c.id })
    let configuration = RenderFixtures.configuration(c.device, c.orientation, c.appearance)
    let ios26 = c.style == "ios26"
    if ios26 && configuration.device.idiom == .phone { spec.sourceRect = nil }
    let png = try AlertRenderer(style: ios26 ? RenderFixtures.ios26 : RenderFixtures.style)
      .png(spec, in: configuration)
    let prefix = ios26 ? "ios26.sheet-" : "sheet-"
    try Golden.expectSimilar(png, toPNG: "\(prefix)\(c.id).\(configuration.slug).png")
  }
}
