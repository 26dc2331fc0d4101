import AlertLayout
import AlertRender
import AlertSpec
import StyleSheet
import Testing

/// Action sheets compared with references recorded on request: portrait, landscape and dark on
/// iPhone, and the iPad popover.
@Suite struct ActionSheetGoldenTests {
  static let sheets: [AlertSpec] = SpecLoader.load(paths: [
    RenderFixtures.root.appendingPathComponent("Tests/Fixtures/ActionSheets").path
  ]).alerts

  struct Case: CustomTestStringConvertible, Sendable {
    var id: String
    var device: String
    var orientation: Orientation
    var appearance: Appearance
    var testDescription: String { "\(id) \(device) \(orientation) \(appearance)" }
  }

  static let cases = [
    Case(id: "photo-options", device: "iphone-15", orientation: .portrait, appearance: .light),
    Case(id: "photo-options", device: "iphone-se", orientation: .landscape, appearance: .light),
    Case(id: "photo-options", device: "iphone-15", orientation: .portrait, appearance: .dark),
    Case(id: "photo-options", device: "ipad-10", orientation: .portrait, appearance: .light),
  ]

  @Test(arguments: cases)
  func pngMatchesItsReference(_ c: Case) throws {
    let spec = try #require(Self.sheets.first { $0.id == c.id })
    let configuration = RenderFixtures.configuration(c.device, c.orientation, c.appearance)
    let png = try AlertRenderer(style: RenderFixtures.style).png(spec, in: configuration)
    try Golden.expectSimilar(png, toPNG: "sheet-\(c.id).\(configuration.slug).png")
  }
}
