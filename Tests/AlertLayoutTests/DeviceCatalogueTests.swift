import AlertLayout
import AlertSpec
import StyleSheet
import Testing

/// The device catalogue of Styles/ios.xml: real sizes and scales, and the alert centred in every
/// device's safe area in both orientations.
@Suite struct DeviceCatalogueTests {
  /// Devices the catalogue must hold, with their portrait size in points and native scale
  /// (ios-alert-metrics.md §4; iPads from the sheet's sources).
  static let expected: [(id: String, width: Double, height: Double, scale: Int)] = [
    ("iphone-se", 375, 667, 2), ("iphone-13-mini", 375, 812, 3), ("iphone-14", 390, 844, 3),
    ("iphone-15", 393, 852, 3), ("iphone-15-plus", 430, 932, 3),
    ("iphone-15-pro-max", 430, 932, 3), ("iphone-16", 393, 852, 3),
    ("iphone-16-pro", 402, 874, 3), ("iphone-16-pro-max", 440, 956, 3),
    ("iphone-16e", 390, 844, 3), ("iphone-17", 402, 874, 3), ("iphone-17-pro-max", 440, 956, 3),
    ("iphone-air", 420, 912, 3), ("ipad-10", 820, 1180, 2), ("ipad-air-11", 820, 1180, 2),
    ("ipad-pro-13", 1032, 1376, 2),
  ]

  @Test func everyExpectedDeviceIsInTheCatalogueWithItsOwnSizeAndScale() throws {
    for device in Self.expected {
      let found = try #require(
        Fixtures.style.devices.first { $0.id == device.id }, "no device \(device.id)")
      #expect(found.width == device.width && found.height == device.height, "\(device.id)")
      #expect(found.scale == device.scale, "\(device.id)")
    }
    let ids = Fixtures.style.devices.map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  /// `--device iphone-14` is a 390 × 844 iPhone of its own, not another id under a new name.
  @Test func iPhone14IsARealDevice() throws {
    let device = Fixtures.device("iphone-14")
    #expect(device.name == "iPhone 14")
    #expect(device.size(.portrait).width == 390 && device.size(.portrait).height == 844)
    #expect(device.size(.landscape).width == 844 && device.size(.landscape).height == 390)
    #expect(device.portraitInsets == Insets(top: 47, left: 0, bottom: 34, right: 0))
  }

  /// The default set is unchanged, so existing outputs and the fidelity suite stay put.
  @Test func theDefaultDevicesAreTheFourOfBefore() {
    #expect(
      Fixtures.style.defaultDevices.map(\.id)
        == ["iphone-se", "iphone-15", "iphone-15-pro-max", "iphone-16-pro"])
  }

  /// Both sheets, every device, both orientations: the alert centred in the safe area (to a
  /// device pixel) and inside it, at the sheet's width (270 classic, 322 iOS 26).
  @Test(arguments: Fixtures.style.devices.map(\.id), ["ios", "ios26"])
  func theAlertIsCentredInTheSafeAreaInsideTheScreen(id: String, styleName: String) {
    let style = styleName == "ios" ? Fixtures.style : Fixtures.ios26
    let spec = Fixtures.alert(
      message: "You can’t undo this action.",
      buttons: [Fixtures.button("Cancel", .cancel), Fixtures.button("Delete", .destructive)])
    let device = Fixtures.device(id)
    let pixel = 1 / Double(device.scale)
    for orientation in Orientation.allCases {
      let g = AlertLayouter(style: style).geometry(
        of: spec,
        in: RenderConfiguration(
          device: device, orientation: orientation, appearance: .light, scale: device.scale))
      #expect(abs(g.alert.midX - g.safeArea.midX) <= pixel, "\(orientation)")
      #expect(abs(g.alert.midY - g.safeArea.midY) <= pixel, "\(orientation)")
      #expect(g.alert.x >= g.safeArea.x && g.alert.maxX <= g.safeArea.maxX, "\(orientation)")
      #expect(g.alert.y >= g.safeArea.y && g.alert.maxY <= g.safeArea.maxY, "\(orientation)")
      #expect(g.safeArea.x >= 0 && g.safeArea.maxX <= g.screen.width)
      #expect(g.safeArea.y >= 0 && g.safeArea.maxY <= g.screen.height)
      #expect(g.alert.width == (styleName == "ios" ? 270 : 322))
      #expect(!g.scrolls)
    }
  }

  /// `--scale native`: 3 for the @3x iPhones, 2 for iPhone SE and the iPads.
  @Test func nativeScalePicksEachDevicesOwn() {
    let ids = ["iphone-se", "iphone-14", "iphone-16-pro-max", "ipad-10", "ipad-pro-13"]
    let configurations = RenderConfiguration.all(
      devices: ids.map(Fixtures.device), orientations: [.portrait], appearances: [.light],
      scaleChoices: [.native])
    #expect(configurations.map(\.device.id) == ids)
    #expect(configurations.map(\.scale) == [2, 3, 3, 2, 2])
    #expect(configurations.map(\.slug).first == "iphone-se.portrait.light@2x")
    #expect(configurations.map(\.slug).last == "ipad-pro-13.portrait.light@2x")
    #expect(configurations[1].slug == "iphone-14.portrait.light@3x")
  }

  @Test func nativeAndANumberGiveEachDeviceEachScaleOnce() {
    let configurations = RenderConfiguration.all(
      devices: ["iphone-se", "iphone-14"].map(Fixtures.device), orientations: [.portrait],
      appearances: [.light], scaleChoices: [.fixed(2), .native])
    #expect(
      configurations.map(\.slug) == [
        "iphone-se.portrait.light@2x", "iphone-14.portrait.light@2x", "iphone-14.portrait.light@3x",
      ])
  }

  @Test(arguments: ["native", "2", "3x", "1"])
  func scaleChoicesParse(text: String) {
    #expect(ScaleChoice(parsing: text) != nil)
  }

  @Test(arguments: ["4", "0", "natve", "", "2.5"])
  func badScaleChoicesAreRefused(text: String) {
    #expect(ScaleChoice(parsing: text) == nil)
  }
}
