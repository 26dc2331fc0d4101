import AlertLayout
import AlertSpec
import StyleSheet
import Testing

/// The iOS 26 action sheet of Styles/ios26.xml (docs/action-sheet-metrics.md, "iOS 26"): the
/// alert's header and capsules, Cancel last, in a group as wide as the alert at the bottom of
/// an iPhone when there is no source; a 240-pt popover without Cancel from the source on
/// iPhone, and on iPad. Expected numbers come from the sheet's values.
@Suite struct IOS26ActionSheetLayoutTests {
  static let style = Fixtures.ios26
  static let s = style.actionSheet
  static let m = style.metrics

  static func geometry(
    _ spec: AlertSpec, _ device: String, _ orientation: Orientation = .portrait
  ) throws -> (AlertGeometry, SheetGeometry) {
    let configuration = Fixtures.configuration(device, orientation)
    let geometry = AlertLayouter(style: style).geometry(of: spec, in: configuration)
    return (geometry, try #require(geometry.sheet))
  }

  /// Photo Options (three actions and Cancel) with no source: drawn at the bottom.
  static var photoOptions: AlertSpec {
    var spec = ActionSheetLayoutTests.sheet("photo-options")
    spec.sourceRect = nil
    return spec
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var device: String
    var orientation: Orientation
    var testDescription: String { "\(device) \(orientation)" }
  }

  static let cases = [
    Case(device: "iphone-15", orientation: .portrait),
    Case(device: "iphone-15", orientation: .landscape),
    Case(device: "iphone-se", orientation: .portrait),
    Case(device: "iphone-se", orientation: .landscape),
  ]

  @Test func theSheetHasTheDecompiledValues() {
    #expect(Self.s.maximumWidth == 240 && Self.s.margin == 16 && Self.s.cornerRadius == 33.2)
    // 48.33, measured on a 2026 build (n3): UIKit's minimumActionContentSize, 48, is a minimum.
    #expect(Self.s.rowHeight == 48.33 && Self.s.actionSize == 17)
    #expect(Self.s.popoverWidth == 320 - 2 * Self.s.margin)
    #expect(Self.s.header == .alert && Self.s.actions == .capsules)
    #expect(Self.s.cancel == .hidden && Self.s.phone == .popover)
  }

  @Test(arguments: cases)
  func threeActionsAndCancelAtTheBottom(_ c: Case) throws {
    let (g, sheet) = try Self.geometry(Self.photoOptions, c.device, c.orientation)
    let device = Fixtures.device(c.device)
    let screen = device.size(c.orientation)
    let insets = device.insets(c.orientation)
    let safeWidth = screen.width - insets.left - insets.right
    let s = Self.s
    let m = Self.m

    // Without a source: as wide as the alert (322; real-ios-alerts-2 n3, a 2026 build),
    // centred in the safe area, its bottom max(16, safe-area bottom) above the screen's, in
    // portrait and landscape alike.
    let width = min(m.width, safeWidth - 2 * s.margin)
    #expect(width == 322)
    let x = ((insets.left + safeWidth / 2 - width / 2) * 2).rounded() / 2
    #expect(sheet.presentation == .sheet)
    #expect(sheet.actionGroup.x == x && sheet.actionGroup.width == width)
    #expect(sheet.actionGroup.maxY == screen.height - max(insets.bottom, s.margin))
    #expect(g.alert == sheet.actionGroup)
    #expect(g.cornerRadius == s.cornerRadius)

    // Cancel is the group's last capsule (n3), not a group of its own, and not hidden.
    #expect(sheet.cancelGroup == nil)
    #expect(sheet.hiddenCancel == nil)
    #expect(sheet.arrow == nil)
    #expect(sheet.note?.contains("sourceRect") == true)
    #expect(g.buttons.map(\.label) == ["Delete Photo", "Share", "Duplicate", "Cancel"])

    // The alert's header: title baseline 20.5 + line height, message + line height + 9.9,
    // the header ending 8 below the last baseline (rounded up to a device pixel).
    let title = try #require(g.title)
    let message = try #require(g.message)
    let titleLine = try #require(Self.style.fonts.title.lineHeight)
    let messageLine = try #require(Self.style.fonts.message.lineHeight)
    let top = sheet.actionGroup.y
    #expect(abs(title.baselines[0] - top - (m.firstBaseline + titleLine)) < 0.001)
    #expect(
      abs(message.baselines[0] - title.baselines[0] - (messageLine + m.messageBaselineGap))
        < 0.001)
    let last = try #require(message.baselines.last)
    let header = ((last - top + m.bottomAfterMessage) * 2).rounded(.up) / 2

    // Capsules: inset 16 on every side, 48 tall, 8 apart, no separators.
    #expect(g.separators.isEmpty)
    for (index, button) in g.buttons.enumerated() {
      let y = top + header + m.buttonAreaInset + Double(index) * (s.rowHeight + m.buttonSpacing)
      #expect(abs(button.frame.y - y) < 0.001, "\(button.label)")
      #expect(button.frame.height == s.rowHeight)
      #expect(button.frame.x == x + m.buttonAreaInset)
      #expect(button.frame.width == width - 2 * m.buttonAreaInset)
    }
    let height = header + 2 * m.buttonAreaInset + 4 * s.rowHeight + 3 * m.buttonSpacing
    #expect(abs(sheet.actionGroup.height - height) < 0.001)
    #expect(!g.scrolls)
  }

  @Test func textAsTheIOS26Alert() throws {
    let (g, _) = try Self.geometry(Self.photoOptions, "iphone-15")
    let title = try #require(g.title)
    let message = try #require(g.message)
    // Headline over a Subheadline message in secondaryLabel; leading-aligned at the 30-pt
    // inset because there are two labels.
    #expect(title.font.size == 17 && title.font.weight == .semibold)
    #expect(title.color == "#000000")
    #expect(message.font.size == 15 && message.color == "#3C3C43BF")
    #expect(abs(title.frame.x - (g.alert.x + Self.m.labelInset)) < 0.5)
    #expect(abs(message.frame.x - (g.alert.x + Self.m.labelInset)) < 0.5)
    // Body Medium actions in labelColor, the destructive one red; none emphasised.
    #expect(g.buttons.allSatisfy { $0.text.font.size == 17 && $0.text.font.weight == .medium })
    #expect(g.buttons.map(\.text.color) == ["#FF3B30", "#000000", "#000000", "#000000"])
    #expect(g.buttons.allSatisfy { !$0.emphasised })
  }

  @Test func aLoneTitleIsBodyAndCentred() throws {
    var spec = Self.photoOptions
    spec.message = nil
    let (g, _) = try Self.geometry(spec, "iphone-15")
    let title = try #require(g.title)
    #expect(title.font.weight == .regular && title.lineCount == 1)
    #expect(abs(title.frame.midX - g.alert.midX) < 0.5)
  }

  @Test func aPreferredActionIsTintedAndSemibold() throws {
    var spec = Self.photoOptions
    spec.preferred = 1
    let (g, _) = try Self.geometry(spec, "iphone-15")
    let share = try #require(g.buttons.first { $0.label == "Share" })
    #expect(share.emphasised && share.text.font.weight == .semibold)
    #expect(share.text.color == "#FFFFFF")
  }

  /// On iPhone a sheet with a source is a 240-pt popover pointing at it, without Cancel.
  @Test func aSourceOnIPhoneMakesAPopover() throws {
    var spec = Self.photoOptions
    spec.sourceRect = SourceRect(x: 300, y: 100, width: 44, height: 44)
    let (g, sheet) = try Self.geometry(spec, "iphone-15")
    let s = Self.s
    #expect(sheet.presentation == .popover)
    #expect(sheet.actionGroup.width == 240)
    // Centred under the source, then kept `margin` inside the safe area's right edge.
    #expect(sheet.actionGroup.x == 393 - s.margin - 240)
    #expect(sheet.actionGroup.y == 144 + s.arrowHeight)
    let arrow = try #require(sheet.arrow)
    #expect(arrow.edge == .top && arrow.tip == Point(x: 322, y: 144))
    #expect(sheet.hiddenCancel == 3 && sheet.cancelGroup == nil && sheet.note == nil)
    #expect(g.cornerRadius == s.popoverCornerRadius)
  }

  /// On iPad: a 288-pt popover (320 less the 16-pt insets) with capsules as wide as it allows.
  @Test func anIPadPopover() throws {
    let spec = ActionSheetLayoutTests.sheet("photo-options")
    let (g, sheet) = try Self.geometry(spec, "ipad-10")
    let s = Self.s
    let m = Self.m
    #expect(sheet.presentation == .popover)
    #expect(sheet.actionGroup.width == s.popoverWidth)
    #expect(sheet.actionGroup.x == 820 - s.margin - s.popoverWidth)
    #expect(sheet.actionGroup.y == 40 + 44 + s.arrowHeight)
    let arrow = try #require(sheet.arrow)
    #expect(arrow.edge == .top && arrow.tip == Point(x: 722, y: 84))
    #expect(sheet.hiddenCancel == 3 && sheet.cancelGroup == nil)
    #expect(g.cornerRadius == s.popoverCornerRadius)
    #expect(g.buttons.count == 3)
    #expect(g.buttons.allSatisfy { $0.frame.width == s.popoverWidth - 2 * m.buttonAreaInset })
    let last = try #require(g.buttons.last)
    #expect(abs(sheet.actionGroup.maxY - last.frame.maxY - m.buttonAreaInset) < 0.001)
  }

  /// The classic sheet keeps its look: rows, the cancel group and no note.
  @Test func theClassicSheetIsUnchanged() throws {
    let g = Fixtures.geometry(Self.photoOptions, Fixtures.configuration("iphone-15"))
    let sheet = try #require(g.sheet)
    #expect(sheet.cancelGroup != nil && sheet.note == nil && g.separators.count == 3)
  }

  /// `"arrow": "none"`: a popover without an arrow, centred on its source where the safe area
  /// allows (UNVERIFIED placement).
  @Test func aPopoverWithoutAnArrowSitsOnItsSource() throws {
    var spec = Self.photoOptions
    spec.sourceRect = SourceRect(x: 100, y: 300, width: 44, height: 44, arrow: .none)
    let (_, sheet) = try Self.geometry(spec, "iphone-15")
    #expect(sheet.presentation == .popover)
    #expect(sheet.arrow == nil)
    #expect(sheet.actionGroup.width == 240)
    #expect(abs(sheet.actionGroup.midY - 322) < 0.5)
    // 122 − 120 would leave the safe area's 16-pt margin: pushed right to it.
    #expect(sheet.actionGroup.x == 16)
  }

  /// `"tint"` colours the default and cancel actions of a classic alert (Notes' yellow).
  @Test func theSpecsTintColoursItsActions() throws {
    var spec = Self.photoOptions
    spec.tint = AlertTint(light: "#E0A800", dark: "#FFD60A")
    let light = Fixtures.geometry(spec, Fixtures.configuration("iphone-15", .portrait))
    let labels = light.buttons.map { "\($0.label) \($0.text.color)" }
    #expect(labels.contains("Share #E0A800") && labels.contains("Cancel #E0A800"))
    #expect(labels.contains("Delete Photo #FF3B30"))
  }
}
