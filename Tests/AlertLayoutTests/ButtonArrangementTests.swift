import AlertSpec
import StyleSheet
import Testing

@testable import AlertLayout

/// Side by side or stacked, order and emphasis, as ios-alert-metrics.md §2 describes UIKit.
@Suite struct ButtonArrangementTests {
  @Test func cancelIsLeftWhenSideBySide() {
    let g = Fixtures.geometry(
      Fixtures.alert(buttons: [
        Fixtures.button("Delete", .destructive), Fixtures.button("Cancel", .cancel),
      ]))
    #expect(!g.stacked)
    #expect(g.buttons.map(\.label) == ["Cancel", "Delete"])
    #expect(g.buttons[0].frame.x < g.buttons[1].frame.x)
    #expect(g.buttons.allSatisfy { $0.frame.width == 135 && $0.frame.height == 44 })
  }

  @Test func cancelIsAtTheBottomWhenStacked() {
    let g = Fixtures.geometry(
      Fixtures.alert(buttons: [
        Fixtures.button("Cancel", .cancel), Fixtures.button("Turn on appointment reminders"),
      ]))
    #expect(g.stacked)
    #expect(g.buttons.map(\.label) == ["Turn on appointment reminders", "Cancel"])
    #expect(g.buttons[1].frame.y > g.buttons[0].frame.y)
  }

  @Test func threeButtonsAlwaysStack() {
    let g = Fixtures.geometry(
      Fixtures.alert(buttons: [
        Fixtures.button("A"), Fixtures.button("B"), Fixtures.button("C", .cancel),
      ]))
    #expect(g.stacked)
    #expect(g.buttons.map(\.label) == ["A", "B", "C"])
    #expect(g.separators.count == 3)
  }

  /// The decision flips exactly where the measured label plus its margins crosses the
  /// 135-pt slot.
  /// (The arranger measures with Pango, so the test runs on the font thread.)
  @Test func stackingFlipsWhereTheMeasuredWidthCrossesTheSlot() {
    FontThread.run {
      let layouter = AlertLayouter(style: Fixtures.style)
      let arranger = ButtonArranger(
        style: Fixtures.style, palette: Fixtures.style.light, engine: layouter.fonts.engine,
        language: nil)
      countFlips(arranger)
    }
  }

  private func countFlips(_ arranger: ButtonArranger) {
    var flips = 0
    var previous: Bool?
    for count in 1...16 {
      let label = String(repeating: "m", count: count)
      let spec = Fixtures.alert(buttons: [Fixtures.button("OK"), Fixtures.button(label)])
      let stacked = Fixtures.geometry(spec).stacked
      let fitted = arranger.fittedWidth(Fixtures.button(label), emphasised: false)
      #expect(stacked == (fitted > 135), "\(label): fitted width \(fitted)")
      if let previous, previous != stacked { flips += 1 }
      previous = stacked
    }
    #expect(flips == 1)
  }

  @Test func destructiveIsRedAndDefaultIsBlue() {
    let g = Fixtures.geometry(
      Fixtures.alert(buttons: [
        Fixtures.button("Cancel", .cancel), Fixtures.button("Delete", .destructive),
      ]))
    #expect(g.buttons.first { $0.role == .destructive }?.text.color == "#FF3B30")
    #expect(g.buttons.first { $0.role == .cancel }?.text.color == "#007AFF")
    let dark = Fixtures.geometry(
      Fixtures.alert(buttons: [Fixtures.button("Delete", .destructive)]),
      Fixtures.configuration("iphone-se", .portrait, .dark))
    #expect(dark.buttons[0].text.color == "#FF453A")
  }

  @Test func cancelIsEmphasisedWithoutAPreferredAction() {
    let g = Fixtures.geometry(
      Fixtures.alert(buttons: [
        Fixtures.button("Cancel", .cancel), Fixtures.button("Delete", .destructive),
      ]))
    #expect(g.buttons.filter(\.emphasised).map(\.label) == ["Cancel"])
    #expect(g.buttons.first { $0.emphasised }?.text.font.weight == .semibold)
    #expect(g.buttons.first { !$0.emphasised }?.text.font.weight == .regular)
  }

  @Test func thePreferredActionIsTheOnlySemiboldButton() {
    let g = Fixtures.geometry(
      Fixtures.alert(
        buttons: [Fixtures.button("Cancel", .cancel), Fixtures.button("Sign In")], preferred: 1))
    #expect(g.buttons.filter(\.emphasised).map(\.label) == ["Sign In"])
    #expect(g.buttons.filter { $0.text.font.weight == .semibold }.count == 1)
  }

  @Test func aLabelTooWideForAStackedRowShrinksThenTruncates() {
    let long = String(repeating: "Extremely long action ", count: 3)
    let g = Fixtures.geometry(
      Fixtures.alert(buttons: [Fixtures.button(long), Fixtures.button("Cancel", .cancel)]))
    let button = g.buttons[0]
    #expect(button.labelScale == Fixtures.style.metrics.buttonMinimumScale)
    #expect(button.truncated)
    #expect(button.text.frame.width <= 270 - 24 + 0.01)
  }
}

/// Right-to-left languages mirror the row: Cancel stays on the leading side, the right.
@Suite struct RightToLeftTests {
  @Test(arguments: [
    ("ar", true), ("he-IL", true), ("az-Arab", true), ("en-GB", false), ("ko", false),
  ])
  func cancelIsOnTheLeadingSide(locale: String, rightToLeft: Bool) {
    let g = Fixtures.geometry(
      Fixtures.alert(
        title: "حذف الرسالة؟",
        buttons: [Fixtures.button("إلغاء", .cancel), Fixtures.button("حذف", .destructive)],
        locale: locale))
    #expect(!g.stacked)
    #expect(
      g.buttons.map(\.role) == (rightToLeft ? [.destructive, .cancel] : [.cancel, .destructive]))
  }
}
