import AlertLayout
import AlertSpec
import Foundation
import StyleSheet
import Testing

/// Action sheets laid out to the `<action-sheet>` metrics of Styles/ios.xml
/// (docs/action-sheet-metrics.md): 8-pt margins, 57-pt rows, the cancel group 8 pt below.
@Suite struct ActionSheetLayoutTests {
  static func sheet(_ id: String) -> AlertSpec {
    let folder = Fixtures.root.appendingPathComponent("Tests/Fixtures/ActionSheets").path
    guard let spec = SpecLoader.load(paths: [folder]).alerts.first(where: { $0.id == id }) else {
      fatalError("no action sheet \(id) in Tests/Fixtures/ActionSheets")
    }
    return spec
  }

  static func geometry(_ spec: AlertSpec, _ device: String, _ orientation: Orientation)
    throws -> (AlertGeometry, SheetGeometry)
  {
    let geometry = Fixtures.geometry(spec, Fixtures.configuration(device, orientation))
    return (geometry, try #require(geometry.sheet))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var device: String
    var orientation: Orientation
    /// The sheet's left edge and width: centred in the safe area, as wide as in portrait, at
    /// most 296 in landscape.
    var x: Double
    var width: Double
    /// The cancel group's bottom: the safe area's bottom, or 8 pt above the screen's.
    var bottom: Double
    var testDescription: String { "\(device) \(orientation)" }
  }

  static let cases = [
    Case(device: "iphone-15", orientation: .portrait, x: 8, width: 377, bottom: 852 - 34),
    // Landscape: 296 wide (real-ios-alerts-2 n8), centred in the 59…793 safe area.
    Case(device: "iphone-15", orientation: .landscape, x: 278, width: 296, bottom: 393 - 21),
    Case(device: "iphone-se", orientation: .portrait, x: 8, width: 359, bottom: 667 - 8),
    Case(device: "iphone-se", orientation: .landscape, x: 185.5, width: 296, bottom: 375 - 8),
  ]

  @Test(arguments: cases)
  func threeActionsAndCancel(_ c: Case) throws {
    let (g, sheet) = try Self.geometry(Self.sheet("photo-options"), c.device, c.orientation)
    #expect(sheet.presentation == .sheet)
    #expect(g.buttons.map(\.label) == ["Delete Photo", "Share", "Duplicate", "Cancel"])
    for button in g.buttons {
      #expect(button.frame.height == 57)
      #expect(button.frame.x == c.x)
      #expect(button.frame.width == c.width)
    }
    let cancel = try #require(sheet.cancelGroup)
    #expect(cancel.maxY == c.bottom)
    #expect(cancel.height == 57)
    #expect(cancel.y - sheet.actionGroup.maxY == 8)
    #expect(sheet.actionGroup.x == c.x)
    #expect(sheet.actionGroup.width == c.width)
    #expect(g.alert.y == sheet.actionGroup.y)
    #expect(g.alert.maxY == cancel.maxY)
    #expect(g.cornerRadius == 13)
    // The header's hairline and one between each pair of actions, a device pixel thick.
    #expect(g.separators.count == 3)
    #expect(g.separators.allSatisfy { $0.height == 0.5 && $0.width == c.width })
    // The last action ends at the group's bottom; rows are 57 pt plus a hairline apart.
    #expect(g.buttons[2].frame.maxY == sheet.actionGroup.maxY)
    #expect(g.buttons[2].frame.y - g.buttons[1].frame.y == 57.5)
    #expect(!g.scrolls)
    #expect(sheet.hiddenCancel == nil && sheet.arrow == nil && sheet.note == nil)
  }

  /// The header's spacing, measured on real iOS 18 sheets (Styles/ios.xml): with a title, the
  /// message's baseline 22.5 below the title's and the first hairline 27.3 below it; with a
  /// message alone, its baseline 27 below the top and the hairline 17 below it (n11).
  @Test func theHeaderIsTallerWithATitle() throws {
    let (g, sheet) = try Self.geometry(Self.sheet("photo-options"), "iphone-15", .portrait)
    let title = try #require(g.title)
    let message = try #require(g.message)
    let hairline = try #require(g.separators.first)
    #expect(abs(title.baselines[0] - sheet.actionGroup.y - 27) < 0.001)
    #expect(abs(message.baselines[0] - title.baselines[0] - 22.5) < 0.001)
    // The header is rounded up to a device pixel (@2x) before its hairline.
    #expect(abs(hairline.y - message.baselines[0] - 27.3) < 0.5)
    var alone = Self.sheet("photo-options")
    alone.title = nil
    let (g2, sheet2) = try Self.geometry(alone, "iphone-15", .portrait)
    let lone = try #require(g2.message)
    let hairline2 = try #require(g2.separators.first)
    #expect(abs(lone.baselines[0] - sheet2.actionGroup.y - 27) < 0.001)
    #expect(abs(hairline2.y - lone.baselines[0] - 17) < 0.5)
  }

  @Test func headerAndActionFonts() throws {
    let (g, _) = try Self.geometry(Self.sheet("photo-options"), "iphone-15", .portrait)
    let title = try #require(g.title)
    let message = try #require(g.message)
    #expect(title.font.size == 13 && title.font.weight == .semibold)
    #expect(message.font.size == 13 && message.font.weight == .regular)
    #expect(title.color == "#3C3C4399" && message.color == "#3C3C4399")
    // Centred over the sheet.
    #expect(abs(title.frame.midX - g.alert.midX) < 0.5)
    #expect(g.buttons.map(\.text.font.size) == [20, 20, 20, 20])
    #expect(g.buttons[0].text.color == "#FF3B30")
    #expect(g.buttons[1].text.color == "#007AFF")
    // Without a preferred action, Cancel is the semibold one.
    #expect(g.buttons.map(\.emphasised) == [false, false, false, true])
  }

  @Test func messageAloneKeepsItsRegularFont() throws {
    var spec = Self.sheet("photo-options")
    spec.title = nil
    let (g, _) = try Self.geometry(spec, "iphone-15", .portrait)
    #expect(g.title == nil)
    #expect(g.message?.font.weight == .regular)
  }

  @Test func withoutCancelThereIsNoCancelGroup() throws {
    var spec = Self.sheet("photo-options")
    spec.buttons.removeLast()
    let (g, sheet) = try Self.geometry(spec, "iphone-15", .portrait)
    #expect(sheet.cancelGroup == nil)
    #expect(sheet.actionGroup.maxY == 852 - 34)
    #expect(g.buttons.count == 3)
  }

  @Test func aTallSheetScrollsBelowTheSafeAreaTop() throws {
    var spec = Self.sheet("photo-options")
    spec.buttons.insert(
      contentsOf: (1...12).map { Fixtures.button("Option \($0)") }, at: 0)
    let (g, sheet) = try Self.geometry(spec, "iphone-se", .landscape)
    #expect(g.scrolls)
    #expect(sheet.actionGroup.y == 8)
    #expect(sheet.actionGroupContentHeight > sheet.actionGroup.height)
    let cancel = try #require(sheet.cancelGroup)
    #expect(abs(cancel.maxY - (375 - 8)) < 0.001)
  }

  @Test func rowsGrowWithTheTextSize() throws {
    var configuration = Fixtures.configuration("iphone-15", .portrait)
    configuration.textSize = .AX3
    let g = Fixtures.geometry(Self.sheet("photo-options"), configuration)
    // Body at AX3 is 40/17 of Large: the 20-pt action font draws at 47.06 pt.
    #expect(abs((g.buttons.first?.text.font.size ?? 0) - 20 * 40 / 17) < 0.01)
    #expect(g.buttons.allSatisfy { $0.frame.height > 57 })
    #expect((g.title?.font.size ?? 0) > 13)
  }

  @Test func anAlertHasNoSheetGeometry() {
    let alert = Fixtures.alert(buttons: [Fixtures.button("Cancel", .cancel), Fixtures.button("OK")])
    #expect(Fixtures.geometry(alert).sheet == nil)
  }
}
