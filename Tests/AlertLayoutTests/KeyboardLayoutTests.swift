import AlertLayout
import AlertSpec
import StyleSheet
import Testing

/// The keyboard under an alert with text fields: its height from the sheet's `<keyboard>`, and
/// the alert centred in the safe area above it.
@Suite struct KeyboardLayoutTests {
  static let field = AlertTextField(placeholder: "Password", secure: true)
  static let spec = Fixtures.alert(
    title: "Sign in to iCloud", message: "Enter the password for jane@example.com.",
    buttons: [Fixtures.button("Cancel", .cancel), Fixtures.button("Sign In")],
    fields: [field])

  struct Case: CustomTestStringConvertible, Sendable {
    var device: String
    var orientation: Orientation
    /// The sheet's height for the device's kind and the orientation.
    var height: Double
    var testDescription: String { "\(device) \(orientation.rawValue)" }
  }

  static let cases = [
    Case(device: "iphone-se", orientation: .portrait, height: 260),
    Case(device: "iphone-se", orientation: .landscape, height: 200),
    Case(device: "iphone-15", orientation: .portrait, height: 335),
    Case(device: "iphone-15", orientation: .landscape, height: 209),
    Case(device: "ipad-10", orientation: .portrait, height: 320),
  ]

  @Test(arguments: cases)
  func alertIsCentredAboveTheKeyboard(_ c: Case) throws {
    let configuration = Fixtures.configuration(c.device, c.orientation)
    let g = Fixtures.geometry(Self.spec, configuration)
    let keyboard = try #require(g.keyboard)
    #expect(Fixtures.style.keyboard.height(on: configuration.device, c.orientation) == c.height)
    #expect(keyboard.frame.height == c.height)
    #expect(keyboard.frame.maxY == g.screen.height)
    #expect(keyboard.frame.width == g.screen.width)
    #expect(keyboard.kind == .default)
    // The space above the keyboard: from the safe area's top to the keyboard's top.
    let top = g.safeArea.y
    let bottom = g.screen.height - c.height
    #expect(keyboard.alertArea.y == top)
    #expect(keyboard.alertArea.maxY == bottom)
    let expectedY = ((top + bottom) / 2 - g.alert.height / 2)
    #expect(abs(g.alert.y - expectedY) <= 0.5)
    #expect(g.alert.maxY <= bottom)
  }

  /// Every device of the sheet, phones and iPads, in both orientations: the keyboard at the
  /// sheet's height along the bottom, the alert inside the safe area above it, centred there.
  @Test func onEveryDeviceTheAlertSitsAboveTheKeyboard() throws {
    #expect(Fixtures.style.devices.count >= 17)
    for device in Fixtures.style.devices {
      for orientation in Orientation.allCases {
        let configuration = Fixtures.configuration(device.id, orientation)
        let g = Fixtures.geometry(Self.spec, configuration)
        let name = "\(device.id) \(orientation.rawValue)"
        let keyboard = try #require(g.keyboard, "\(name)")
        #expect(
          keyboard.frame.height == Fixtures.style.keyboard.height(on: device, orientation),
          "\(name)")
        #expect(keyboard.frame.maxY == g.screen.height, "\(name)")
        #expect(g.alert.maxY <= keyboard.frame.y + 0.01, "\(name)")
        #expect(g.alert.y >= g.safeArea.y - 0.01, "\(name)")
        let centre = (keyboard.alertArea.y + keyboard.alertArea.maxY) / 2
        #expect(abs(g.alert.y + g.alert.height / 2 - centre) <= 0.5, "\(name)")
      }
    }
  }

  @Test func hiddenKeyboardKeepsTheSafeAreaCentre() {
    var configuration = Fixtures.configuration("iphone-15")
    configuration.keyboard = .none
    let g = Fixtures.geometry(Self.spec, configuration)
    #expect(g.keyboard == nil)
    #expect(abs(g.alert.midY - g.safeArea.midY) <= 0.5)
    #expect(configuration.slug == "iphone-15.portrait.light.no-keyboard@2x")
  }

  @Test func alertsWithoutFieldsHaveNoKeyboard() {
    let spec = Fixtures.alert(buttons: [Fixtures.button("OK")])
    let g = Fixtures.geometry(spec, Fixtures.configuration("iphone-15"))
    #expect(g.keyboard == nil)
    #expect(abs(g.alert.midY - g.safeArea.midY) <= 0.5)
  }

  @Test(arguments: [FieldKeyboard.email, .number])
  func fieldKindPicksTheLayout(_ kind: FieldKeyboard) throws {
    let spec = Fixtures.alert(
      buttons: [Fixtures.button("OK")],
      fields: [AlertTextField(placeholder: "Code", keyboard: kind)])
    let g = Fixtures.geometry(spec, Fixtures.configuration("iphone-se"))
    let keyboard = try #require(g.keyboard)
    #expect(keyboard.kind == kind)
    // The digits pad has no predictive bar: 216 on a Home-button phone.
    #expect(keyboard.frame.height == (kind == .number ? 216 : 260))
  }

  /// Landscape iPhone SE leaves 175 pt above the keyboard: a two-line message with a field
  /// no longer fits, and the fit rules see it scroll.
  @Test func smallerSpaceMakesTheAlertScroll() throws {
    let landscape = Fixtures.configuration("iphone-se", .landscape)
    let g = Fixtures.geometry(Self.spec, landscape)
    #expect(g.scrolls)
    // The scroll indicator: 3 pt wide, 3 pt inside the alert's right edge and top, as long as
    // the visible share of the text, above the buttons.
    let bar = try #require(g.scrollIndicator)
    let indicator = Fixtures.style.scrollIndicator
    #expect(bar.width == indicator.width)
    #expect(bar.maxX == g.alert.maxX - indicator.inset)
    #expect(bar.y == g.alert.y + indicator.inset)
    let buttonsTop = try #require(g.separators.first).y
    let visible = buttonsTop - g.alert.y
    #expect(bar.maxY <= buttonsTop - indicator.inset + 0.5)
    #expect(abs(bar.height - (visible - 6) * visible / g.contentHeight) <= 1)
    var hidden = landscape
    hidden.keyboard = .none
    let shown = Fixtures.geometry(Self.spec, hidden)
    #expect(!shown.scrolls)
    #expect(shown.scrollIndicator == nil)
  }
}
