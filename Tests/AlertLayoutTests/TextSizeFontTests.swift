import AlertLayout
import StyleSheet
import Testing

/// Each font role follows its UIKit text style at every Dynamic Type size, floored at Large
/// (ios-alert-metrics.md §5).
@Suite struct TextSizeFontTests {
  /// §5's rows, xS first.
  static let headline: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
  static let footnote: [Double] = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]

  /// The row's size at `size` after alerts floor xS, S and M to Large.
  static func floored(_ row: [Double], _ size: TextSize) -> Double {
    row[max(size, .L).rank]
  }

  @Test(arguments: TextSize.allCases)
  func everyRoleHasItsTextStyleSize(size: TextSize) {
    var configuration = Fixtures.configuration()
    configuration.textSize = size
    let fonts = Fixtures.style.sized(for: configuration).fonts
    #expect(fonts.title.size == Self.floored(Self.headline, size), "title is Headline")
    #expect(fonts.message.size == Self.floored(Self.footnote, size), "message is Footnote")
    #expect(fonts.button.size == Self.floored(Self.headline, size), "button is Body")
    #expect(fonts.emphasisedButton.size == Self.floored(Self.headline, size), "Headline")
    #expect(fonts.textField.size == Self.floored(Self.footnote, size), "text field is Footnote")
    let message = Self.floored(Self.footnote, size)
    #expect(abs((fonts.message.lineHeight ?? 0) - 16 * message / 13) < 1e-9, "leading scales")
  }

  @Test func smallSizesDrawAsLarge() {
    for size in [TextSize.xS, .S, .M] {
      var configuration = Fixtures.configuration()
      configuration.textSize = size
      let small = Fixtures.geometry(
        Fixtures.alert(message: "It will be gone for good.", buttons: [Fixtures.button("OK")]),
        configuration)
      let large = Fixtures.geometry(
        Fixtures.alert(message: "It will be gone for good.", buttons: [Fixtures.button("OK")]))
      #expect(small.alert == large.alert)
      #expect(small.title?.font.size == 17)
    }
  }

  /// Sizes floored together are laid out once, and each geometry still names its own size.
  @Test func flooredSizesShareOneLayoutAndKeepTheirNames() {
    let sizes: [TextSize] = [.xS, .M, .L, .AX1]
    let configurations = sizes.map { size in
      var configuration = Fixtures.configuration()
      configuration.textSize = size
      return configuration
    }
    let geometries = AlertLayouter(style: Fixtures.style).geometries(
      of: Fixtures.alert(buttons: [Fixtures.button("OK")]), in: configurations)
    #expect(geometries.map(\.textSize) == sizes)
    #expect(
      geometries[0].alert == geometries[2].alert && geometries[1].alert == geometries[2].alert)
    #expect(geometries[3].alert.width > geometries[2].alert.width)
  }

  /// A sheet without an accessibility width keeps the classic width at AX sizes.
  @Test func noAccessibilityWidthKeepsTheClassicWidth() {
    var style = Fixtures.style
    style.metrics.accessibilityWidth = nil
    var configuration = Fixtures.configuration()
    configuration.textSize = .AX5
    #expect(style.sized(for: configuration).metrics.width == 270)
  }

  @Test func theLayoutDrawsTheBiggerText() throws {
    var configuration = Fixtures.configuration()
    configuration.textSize = .AX3
    let g = Fixtures.geometry(
      Fixtures.alert(
        title: "Delete?", message: "It will go.",
        buttons: [Fixtures.button("Cancel", .cancel), Fixtures.button("Delete", .destructive)]),
      configuration)
    #expect(try #require(g.title).font.size == 40)
    #expect(try #require(g.message).font.size == 33)
    #expect(g.buttons.map(\.text.font.size) == [40, 40])
  }
}
