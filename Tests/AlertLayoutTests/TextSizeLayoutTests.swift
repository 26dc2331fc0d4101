import AlertLayout
import AlertSpec
import StyleSheet
import Testing

/// The classic alert at bigger text sizes: margins scale with their fonts, buttons grow with
/// their text, the alert widens at AX sizes and the width test decides stacking
/// (ios-alert-metrics.md §1.3, §1.4, §2, §5).
@Suite struct TextSizeLayoutTests {
  /// One-line title, one-line message and Cancel / Delete: the alert whose height is
  /// 36 + 20 + 24 + 44 at Large (§1.3).
  static let canonical = Fixtures.alert(
    title: "Delete?", message: "It will go.",
    buttons: [Fixtures.button("Cancel", .cancel), Fixtures.button("Delete", .destructive)])

  static func geometry(
    _ spec: AlertSpec = canonical, at size: TextSize, on device: String = "iphone-se",
    _ orientation: Orientation = .portrait
  ) -> AlertGeometry {
    var configuration = Fixtures.configuration(device, orientation)
    configuration.textSize = size
    return Fixtures.geometry(spec, configuration)
  }

  /// Each height below is text block + button row(s), at @2x (hairline 0.5), the text block
  /// rounded up to a device pixel as UIKit rounds view frames:
  /// - L: 36 + 20 + 24 = 80; one row of 44 → 124 + 0.5.
  /// - xxxL: title Headline 23, message Footnote 19, button Body 23.
  ///   36 × 23/17 + 20 × 19/13 + 24 × 19/13 = 48.706 + 29.231 + 35.077 = 113.014 → 113.5;
  ///   row = max(44, 20 × 23/17 + 2 × 12) = 51.059 (the 20-pt tight Body line grows with Body,
  ///   the 12-pt margins do not) → 113.5 + 51.059 + 0.5 = 165.059.
  /// - AX3: Headline 40, Footnote 33, Body 40; the alert is 343 wide on the iPhone SE.
  ///   36 × 40/17 + 20 × 33/13 + 24 × 33/13 = 84.706 + 50.769 + 60.923 = 196.398 → 196.5;
  ///   row = 20 × 40/17 + 2 × (11 × 40/17) = 47.059 + 51.765 = 98.824 (AX margins: Body-scaled
  ///   11 above and below). "Cancel" at 40 pt semibold is 134 wide, + 2 × 16 = 166 < the
  ///   171.5 slot, so the width test keeps the row: 196.5 + 98.824 + 0.5 = 295.824.
  /// - AX5: Headline 53, Footnote 44, Body 53. 36 × 53/17 + 20 × 44/13 + 24 × 44/13 =
  ///   112.235 + 67.692 + 81.231 = 261.158 → 261.5; row = 20 × 53/17 + 2 × (11 × 53/17) =
  ///   130.941; "Cancel" is 178 wide + 32 > 171.5, so the buttons stack: two rows, each with
  ///   its hairline: 261.5 + 2 × 131.441 = 524.382.
  @Test(arguments: [
    (TextSize.L, 124.5, false), (.xxxL, 165.059, false), (.AX3, 295.824, false),
    (.AX5, 524.382, true),
  ])
  func canonicalAlertHeight(size: TextSize, height: Double, stacked: Bool) throws {
    let g = Self.geometry(at: size)
    #expect(try #require(g.title).lineCount == 1)
    #expect(try #require(g.message).lineCount == 1)
    #expect(abs(g.alert.height - height) < 0.01, "\(g.alert.height)")
    #expect(g.stacked == stacked)
    #expect(g.buttons.allSatisfy { $0.frame.height >= 44 })
    #expect(!g.scrolls)
  }

  @Test func baselinesFollowTheirFonts() throws {
    let g = Self.geometry(at: .AX3)
    let title = try #require(g.title)
    let message = try #require(g.message)
    #expect(abs(title.baselines[0] - g.alert.y - 36 * 40 / 17) < 0.001)
    #expect(abs(message.baselines[0] - title.baselines[0] - 20 * 33 / 13) < 0.001)
  }

  /// The accessibility width: min(379, safe width − 2 × 16), never below 270.
  @Test(arguments: [
    ("iphone-se", Orientation.portrait, 343.0), ("iphone-15", .portrait, 361),
    ("iphone-15-pro-max", .portrait, 379), ("iphone-se", .landscape, 379),
  ])
  func accessibilitySizesWidenTheAlert(device: String, orientation: Orientation, width: Double) {
    #expect(Self.geometry(at: .AX1, on: device, orientation).alert.width == width)
    #expect(Self.geometry(at: .xxxL, on: device, orientation).alert.width == 270)
  }

  /// No rule stacks buttons at AX sizes: the labels outgrow the slot. With Inter (tracked to
  /// SF Pro's widths) and the widths above, "Cancel" (semibold) plus 2 × 16 passes the slot up
  /// to AX3 and fails it from AX4 on the narrowest default iPhone; the widest one's 379-pt
  /// alert keeps the row at AX4.
  @Test(arguments: [("iphone-se", TextSize.AX4), ("iphone-15-pro-max", .AX5)])
  func cancelAndDeleteStackWhereTheWidthTestSays(device: String, from first: TextSize) {
    for size in TextSize.allCases {
      let g = Self.geometry(at: size, on: device)
      #expect(g.stacked == (size >= first), "\(size)")
    }
  }

  @Test func buttonsGrowWithTheirText() {
    let heights = [TextSize.L, .xL, .xxxL, .AX1, .AX5].map {
      Self.geometry(at: $0).buttons[0].frame.height
    }
    #expect(heights[0] == 44)
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func aLongAlertScrollsAtAX5InLandscape() {
    let spec = Fixtures.alert(
      title: "Delete this photo?", message: "It will be gone for good.",
      buttons: [Fixtures.button("Cancel", .cancel), Fixtures.button("Delete", .destructive)])
    #expect(!Self.geometry(spec, at: .L, on: "iphone-se", .landscape).scrolls)
    let g = Self.geometry(spec, at: .AX5, on: "iphone-se", .landscape)
    #expect(g.scrolls)
    #expect(g.alert.height <= g.safeArea.height - 16)
  }

  /// Three stacked AX5 buttons are taller than half of a landscape iPhone SE's alert: text and
  /// buttons each get half and show their tops, instead of the buttons pushing the title off.
  @Test func buttonsTallerThanHalfTheAlertShareIt() throws {
    let spec = Fixtures.alert(
      title: "Save changes to this document?",
      buttons: [
        Fixtures.button("Save"), Fixtures.button("Don't Save", .destructive),
        Fixtures.button("Cancel", .cancel),
      ])
    let g = Self.geometry(spec, at: .AX5, on: "iphone-se", .landscape)
    #expect(g.scrolls && g.stacked)
    let title = try #require(g.title)
    #expect(abs(title.baselines[0] - g.alert.y - 36 * 53 / 17) < 0.001, "the title shows its top")
    let top = try #require(g.separators.first)
    #expect(abs(top.y - (g.alert.y + g.alert.height / 2)) < 0.001)
    #expect(g.buttons[0].frame.maxY <= g.alert.maxY, "the first button shows whole")
  }
}
