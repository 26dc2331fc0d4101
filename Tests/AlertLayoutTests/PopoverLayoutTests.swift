import AlertLayout
import AlertSpec
import Foundation
import StyleSheet
import Testing

/// On a device with `idiom="pad"` an action sheet is a 304-pt popover without its cancel action.
@Suite struct PopoverLayoutTests {
  @Test func pointsAtTheSourceRect() throws {
    let spec = ActionSheetLayoutTests.sheet("photo-options")
    let (g, sheet) = try ActionSheetLayoutTests.geometry(spec, "ipad-10", .portrait)
    #expect(sheet.presentation == .popover)
    #expect(sheet.actionGroup.width == 304)
    #expect(g.buttons.map(\.label) == ["Delete Photo", "Share", "Duplicate"])
    #expect(sheet.hiddenCancel == 3)
    #expect(sheet.cancelGroup == nil)
    let arrow = try #require(sheet.arrow)
    // Below the 44-pt source at (700, 40): the arrow's tip at its bottom centre, the popover
    // 13 pt lower, kept 8 pt inside the safe area's right edge (820 − 8 − 304 = 508).
    #expect(arrow.edge == .top)
    #expect(arrow.tip == Point(x: 722, y: 84))
    #expect(sheet.actionGroup.y == 84 + 13)
    #expect(sheet.actionGroup.x == 508)
    #expect(g.buttons.allSatisfy { $0.frame.height == 57 })
    #expect(sheet.note == nil)
  }

  @Test func aSourceNearTheBottomPutsThePopoverAbove() throws {
    var spec = ActionSheetLayoutTests.sheet("photo-options")
    spec.sourceRect = SourceRect(x: 100, y: 1100, width: 44, height: 44)
    let (_, sheet) = try ActionSheetLayoutTests.geometry(spec, "ipad-10", .portrait)
    let arrow = try #require(sheet.arrow)
    #expect(arrow.edge == .bottom)
    #expect(arrow.tip.y == 1100)
    #expect(sheet.actionGroup.maxY == 1100 - 13)
    #expect(sheet.actionGroup.x == 8)
  }

  @Test func withoutASourceItIsCentredAndSaysSo() throws {
    let spec = ActionSheetLayoutTests.sheet("no-source")
    let (g, sheet) = try ActionSheetLayoutTests.geometry(spec, "ipad-10", .landscape)
    #expect(sheet.arrow == nil)
    #expect(sheet.note?.contains("sourceRect") == true)
    #expect(sheet.actionGroup.midX == g.safeArea.midX)
    #expect(abs(sheet.actionGroup.midY - g.safeArea.midY) <= 0.5)
    #expect(g.buttons.map(\.label) == ["Name", "Date"])
    #expect(sheet.hiddenCancel == 2)
  }
}
