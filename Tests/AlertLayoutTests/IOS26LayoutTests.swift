import AlertLayout
import AlertSpec
import StyleSheet
import Testing

/// The iOS 26 sheet's layout (ios-alert-metrics.md §3): width, label baselines and alignment,
/// capsule buttons, text fields and the accessibility width.
@Suite struct IOS26LayoutTests {
  static func geometry(
    _ spec: AlertSpec, _ device: String = "iphone-se", _ orientation: Orientation = .portrait,
    textSize: TextSize = .standard
  ) -> AlertGeometry {
    var configuration = Fixtures.configuration(device, orientation)
    configuration.textSize = textSize
    return AlertLayouter(style: Fixtures.ios26).geometry(of: spec, in: configuration)
  }

  static let cancelDelete = [
    Fixtures.button("Cancel", .cancel), Fixtures.button("Delete", .destructive),
  ]

  /// The canonical alert: a one-line title, a one-line message, Cancel and Delete.
  ///
  /// Expected height from §3 with the 2026 build's margins (ios26.xml, measured on
  /// real-ios-alerts-2 n2): the title's first baseline at 20.5 + 20.29 (SF's line height at
  /// 17 pt) = 40.79; the message's at + 17.9 (its line height at 15 pt) + 9.9 = 68.59; the
  /// text block ends 8 below, at 76.59, rounded up to a device pixel at @2x: 77; then the
  /// button area: 16 + 48.33 + 16 = 80.33 (capsules as tall as n2's and n3's). 77 + 80.33 =
  /// 157.33 (n2 measures 157.1; iOS 26.1 was 152).
  @Test func canonicalAlert() throws {
    let g = Self.geometry(
      Fixtures.alert(message: "You can’t undo this action.", buttons: Self.cancelDelete))
    #expect(g.alert.width == 322)
    #expect(g.cornerRadius == 33.2)  // n2 and n3, fitted as continuous corners
    #expect(abs(g.alert.height - 157.33) < 0.001, "\(g.alert.height)")
    let title = try #require(g.title)
    let message = try #require(g.message)
    #expect(title.lineCount == 1 && message.lineCount == 1)
    #expect(abs(title.baselines[0] - g.alert.y - 40.79) < 0.001)
    #expect(abs(message.baselines[0] - title.baselines[0] - 27.8) < 0.001)
    #expect(title.font.size == 17 && title.font.weight == .semibold)
    #expect(message.font.size == 15 && message.font.weight == .regular)
    #expect(message.color == "#3C3C43BF")
    // Leading-aligned: both start at the 30-pt label inset.
    #expect(abs(title.frame.x - (g.alert.x + 30)) < 0.5)
    #expect(abs(message.frame.x - (g.alert.x + 30)) < 0.5)
    #expect(title.frame.midX < g.alert.midX - 20)
    // Side by side capsules, Cancel leading, 141 wide, 48 tall, 8 apart, 16 from the edges.
    #expect(!g.stacked)
    #expect(g.separators.isEmpty)
    #expect(g.buttons.map(\.label) == ["Cancel", "Delete"])
    for button in g.buttons {
      #expect(button.frame.height >= 48)
      #expect(button.frame.width == 141)
      #expect(abs(g.alert.maxY - button.frame.maxY - 16) < 0.001)
    }
    #expect(g.buttons[0].frame.x == g.alert.x + 16)
    #expect(g.buttons[1].frame.x == g.buttons[0].frame.maxX + 8)
    // labelColor text, destructive red; without a preferred action nothing is emphasised:
    // Cancel is Medium like the others (n2, a 2026 build).
    #expect(g.buttons[0].text.color == "#000000")
    #expect(g.buttons[0].text.font.weight == .medium)
    #expect(g.buttons.allSatisfy { !$0.emphasised })
    #expect(g.buttons[1].text.color == "#FF3B30")
    #expect(g.buttons[1].text.font.weight == .medium)
  }

  /// A one-line title alone is centred, in Body (regular), and the alert is 20.5 + 20.29 + 8 =
  /// 48.79 → 49 + 80.33 = 129.33 tall.
  @Test func aOneLineTitleAloneIsCentredInBody() throws {
    let g = Self.geometry(Fixtures.alert(buttons: [Fixtures.button("OK")]))
    let title = try #require(g.title)
    #expect(title.lineCount == 1)
    #expect(abs(title.frame.midX - g.alert.midX) < 0.5)
    #expect(title.font.weight == .regular)
    #expect(abs(g.alert.height - 129.33) < 0.001, "\(g.alert.height)")
    // One button: the whole 290-pt area.
    #expect(g.buttons.first?.frame.width == 290)
  }

  @Test func aTitleOnTwoLinesIsLeadingAligned() throws {
    let g = Self.geometry(
      Fixtures.alert(
        title: "Your subscription to the photo library service will end tomorrow morning",
        buttons: [Fixtures.button("OK")]))
    let title = try #require(g.title)
    #expect(title.lineCount > 1)
    #expect(abs(title.frame.x - (g.alert.x + 30)) < 0.5)
  }

  /// A message without a title is Body in labelColor, centred on one line.
  @Test func aMessageAloneIsBodyInLabelColour() throws {
    let g = Self.geometry(
      Fixtures.alert(title: nil, message: "Saved.", buttons: [Fixtures.button("OK")]))
    let message = try #require(g.message)
    #expect(message.font.size == 17 && message.font.weight == .regular)
    #expect(message.color == "#000000")
    #expect(abs(message.frame.midX - g.alert.midX) < 0.5)
  }

  /// The classic sheet keeps centring a title and message.
  @Test func theClassicSheetStillCentres() throws {
    let g = Fixtures.geometry(
      Fixtures.alert(message: "You can’t undo this action.", buttons: Self.cancelDelete))
    let title = try #require(g.title)
    #expect(abs(title.frame.midX - g.alert.midX) < 0.5)
    #expect(g.alert.width == 270 && g.separators.count == 2)
  }

  /// Right to left: leading is the right edge.
  @Test func arabicIsAlignedToTheRight() throws {
    let g = Self.geometry(
      Fixtures.alert(
        title: "حذف الصورة؟", message: "لا يمكنك التراجع عن هذا الإجراء.",
        buttons: [Fixtures.button("إلغاء", .cancel), Fixtures.button("حذف", .destructive)],
        locale: "ar"))
    let title = try #require(g.title)
    let message = try #require(g.message)
    #expect(abs(title.frame.maxX - (g.alert.maxX - 30)) < 0.5, "\(title.frame)")
    #expect(abs(message.frame.maxX - (g.alert.maxX - 30)) < 0.5, "\(message.frame)")
    #expect(title.frame.x > g.alert.x + 60)
    // Cancel on the leading side, the right.
    #expect(g.buttons.last?.label == "إلغاء")
  }

  /// The preferred action is filled with the tint, so its label is white.
  @Test func thePreferredActionHasWhiteText() throws {
    let g = Self.geometry(
      Fixtures.alert(
        buttons: [Fixtures.button("Cancel", .cancel), Fixtures.button("Save")], preferred: 1))
    #expect(g.buttons.map(\.text.color) == ["#000000", "#FFFFFF"])
    #expect(g.buttons[1].emphasised)
  }

  /// Three buttons stack: full-width capsules 8 apart, Cancel last.
  @Test func threeButtonsStack() throws {
    let g = Self.geometry(
      Fixtures.alert(
        buttons: [
          Fixtures.button("Cancel", .cancel), Fixtures.button("Save"),
          Fixtures.button("Don’t Save", .destructive),
        ]))
    #expect(g.stacked)
    #expect(g.buttons.map(\.label) == ["Save", "Don’t Save", "Cancel"])
    #expect(g.buttons.allSatisfy { $0.frame.width == 290 && $0.frame.height == 48.33 })
    #expect(g.buttons[1].frame.y == g.buttons[0].frame.maxY + 8)
    #expect(g.separators.isEmpty)
  }

  /// Two labels wider than the 141-pt slot stack.
  @Test func wideLabelsStack() {
    let g = Self.geometry(
      Fixtures.alert(
        buttons: [
          Fixtures.button("Keep Editing the Draft", .cancel),
          Fixtures.button("Discard", .destructive),
        ]))
    #expect(g.stacked)
  }

  @Test func aTextFieldIsAFilledCapsuleInset16() throws {
    let g = Self.geometry(
      Fixtures.alert(
        message: "Enter your password.", buttons: Self.cancelDelete,
        fields: [AlertTextField(placeholder: "Password", secure: true)]))
    let field = try #require(g.textFields.first)
    #expect(field.frame.x == g.alert.x + 16 && field.frame.width == 290)
    #expect(field.frame.height == 48)
    let message = try #require(g.message)
    #expect(abs(field.frame.y - message.baselines[0] - 20) < 0.001)
    // 8 below the field, then the button area's 16.
    #expect(abs(g.buttons[0].frame.y - field.frame.maxY - 24) <= 0.5)
  }

  /// At AX3 the alert widens to min(379, safe width − 2 × 24) and the buttons grow and stack.
  @Test func accessibilitySizesWidenTheAlert() throws {
    let g = Self.geometry(
      Fixtures.alert(message: "You can’t undo this action.", buttons: Self.cancelDelete),
      "iphone-15", textSize: .AX3)
    #expect(g.alert.width == 345)
    #expect(g.stacked)
    #expect(g.buttons.allSatisfy { $0.frame.height > 48 })
    #expect(g.title?.font.size == 40)
  }

  /// A disabled action's label is tertiaryLabel grey whatever its role (n3 of
  /// real-ios-alerts-2: a disabled destructive action, grey on a 2026 build); the others keep
  /// theirs.
  @Test func aDisabledActionIsGrey() throws {
    var remove = Fixtures.button("Remove", .destructive)
    remove.disabled = true
    let g = Self.geometry(
      Fixtures.alert(buttons: [Fixtures.button("Keep", .cancel), remove]))
    #expect(g.buttons.map(\.text.color) == ["#000000", "#3C3C434D"])
  }
}
