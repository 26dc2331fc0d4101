import AlertLayout
import AlertSpec
import StyleSheet
import Testing

/// The alert's size and place follow ios-alert-metrics.md §1.
@Suite struct AlertSizeTests {
  /// 36 + 20 + 24 + 44, plus the hairline above the buttons (ios-alert-metrics.md §7).
  @Test func titleMessageAndTwoButtonsIs270By124AndAHairline() {
    let g = Fixtures.geometry(
      Fixtures.alert(
        title: "Delete this photo?", message: "It will be gone for good.",
        buttons: [Fixtures.button("Cancel", .cancel), Fixtures.button("Delete", .destructive)]))
    #expect(g.title?.lineCount == 1)
    #expect(g.message?.lineCount == 1)
    #expect(g.alert.width == 270)
    #expect(abs(g.alert.height - (124 + 1 / Double(g.scale))) < 0.001)
  }

  @Test func baselinesSitAt36And56FromTheTop() throws {
    let g = Fixtures.geometry(
      Fixtures.alert(message: "It will be gone for good.", buttons: [Fixtures.button("OK")]))
    let title = try #require(g.title)
    let message = try #require(g.message)
    #expect(abs(title.baselines[0] - g.alert.y - 36) < 0.001)
    #expect(abs(message.baselines[0] - title.baselines[0] - 20) < 0.001)
  }

  @Test func titleOnlyEnds18BelowTheBaseline() {
    let g = Fixtures.geometry(Fixtures.alert(buttons: [Fixtures.button("OK")]))
    #expect(abs(g.alert.height - (36 + 18 + 44 + 1 / Double(g.scale))) < 0.001)
  }

  @Test func longTitleWrapsAtTheTextWidth() throws {
    let g = Fixtures.geometry(
      Fixtures.alert(
        title: "For security reasons, we'll log you out of the NHS App in 1 minute.",
        buttons: [Fixtures.button("OK")]))
    let title = try #require(g.title)
    #expect(title.lineCount == 3)
    #expect(title.frame.width <= 238)
    #expect(
      abs(title.baselines[2] - title.baselines[1] - (title.baselines[1] - title.baselines[0]))
        < 0.01)
  }

  @Test(arguments: ["iphone-se", "iphone-15", "iphone-15-pro-max"])
  func alertIsCentredInTheSafeArea(device: String) {
    for orientation in [Orientation.portrait, .landscape] {
      let g = Fixtures.geometry(
        Fixtures.alert(buttons: [Fixtures.button("OK")]),
        Fixtures.configuration(device, orientation))
      #expect(abs(g.alert.midX - g.safeArea.midX) <= 0.5)
      #expect(abs(g.alert.midY - g.safeArea.midY) <= 0.5)
      #expect(g.alert.x * 2 == (g.alert.x * 2).rounded(), "snapped to device pixels")
    }
  }

  @Test func landscapeSafeAreaKeepsClearOfTheDynamicIsland() {
    let g = Fixtures.geometry(
      Fixtures.alert(buttons: [Fixtures.button("OK")]),
      Fixtures.configuration("iphone-15", .landscape))
    #expect(g.screen.width == 852)
    #expect(g.safeArea.x == 59)
    #expect(g.safeArea.maxX == 852 - 59)
    #expect(g.alert.width == 270, "the alert does not widen in landscape")
  }

  @Test func aVeryLongMessageScrollsAndKeepsTheButtons() {
    let message = Array(
      repeating: "This sentence makes the message far too long to fit.", count: 40
    )
    .joined(separator: " ")
    let g = Fixtures.geometry(
      Fixtures.alert(message: message, buttons: [Fixtures.button("OK")]),
      Fixtures.configuration("iphone-se", .landscape))
    #expect(g.scrolls)
    #expect(g.alert.height <= g.safeArea.height - 16)
    #expect(abs((g.buttons.last?.frame.maxY ?? 0) - g.alert.maxY) < 0.001)
  }
}
