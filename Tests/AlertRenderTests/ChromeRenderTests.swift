import AlertLayout
import AlertRender
import AlertSpec
import Foundation
import StyleSheet
import Testing

/// The status bar, home indicator, cutout and corners of the chrome option.
@Suite struct ChromeRenderTests {
  static func sheet(_ chrome: DeviceChrome) -> StyleSheet {
    var style = RenderFixtures.style
    style.chrome = chrome
    return style
  }

  @Test func withoutChromeTheRenderIsUnchanged() throws {
    let spec = RenderFixtures.example("delete-photo-album")
    let configuration = RenderFixtures.configuration("iphone-15", .portrait, .light)
    let plain = try AlertRenderer(style: RenderFixtures.style).png(spec, in: configuration)
    let none = try AlertRenderer(style: Self.sheet(.none)).png(spec, in: configuration)
    #expect(plain == none)
  }

  @Test func theTimeAndIconsSitEitherSideOfTheIsland() throws {
    let layouter = AlertLayouter(style: Self.sheet(.device))
    let configuration = RenderFixtures.configuration("iphone-15", .portrait, .dark)
    let chrome = try #require(FontThread.run { layouter.chrome(in: configuration) })
    let island = try #require(chrome.cutout)
    #expect(island.width == 126 && island.y == 11.33)
    let time = try #require(chrome.time)
    #expect(time.originX > 0 && time.originX < island.x)
    let signal = try #require(chrome.signal)
    let battery = try #require(chrome.battery)
    #expect(signal.x > island.maxX && battery.maxX < 393)
    #expect(abs(signal.midY - island.midY) < 0.01)
    #expect(chrome.content == RenderFixtures.style.dark.title)
    let bar = try #require(chrome.homeIndicator)
    #expect(bar.width == 134 && bar.maxY == 852 - 8)
    #expect(chrome.cornerRadius == 55)
  }

  /// `device` adds the island on a phone that has one and nothing on the iPhone SE, which has
  /// neither island, notch nor rounded screen corners.
  @Test func theIslandIsDrawnWhereTheDeviceHasOne() throws {
    let spec = RenderFixtures.example("delete-photo-album")
    func png(_ device: String, _ chrome: DeviceChrome) throws -> Data {
      try AlertRenderer(style: Self.sheet(chrome)).png(
        spec, in: RenderFixtures.configuration(device, .portrait, .light))
    }
    let se = try #require(
      FontThread.run {
        AlertLayouter(style: Self.sheet(.device)).chrome(
          in: RenderFixtures.configuration("iphone-se", .portrait, .light))
      })
    #expect(se.cutout == nil && se.cornerRadius == 0)
    #expect(try png("iphone-se", .device) == png("iphone-se", .status))
    #expect(try png("iphone-15", .device) != png("iphone-15", .status))
  }

  @Test func aLandscapePhoneHasNoStatusBar() throws {
    let layouter = AlertLayouter(style: Self.sheet(.status))
    let configuration = RenderFixtures.configuration("iphone-15", .landscape, .light)
    let chrome = try #require(FontThread.run { layouter.chrome(in: configuration) })
    #expect(chrome.time == nil && chrome.battery == nil)
    #expect(chrome.homeIndicator != nil)
    // Status alone draws neither cutout nor corners.
    #expect(chrome.cutout == nil && chrome.cornerRadius == 0)
  }

  static let cases: [(DeviceChrome, String, Orientation, Appearance)] = [
    (.device, "iphone-15", .portrait, .light),
    (.device, "iphone-12", .landscape, .light),
    (.status, "iphone-se", .portrait, .dark),
  ]

  @Test(arguments: cases)
  func golden(
    chrome: DeviceChrome, device: String, orientation: Orientation, appearance: Appearance
  )
    throws
  {
    let configuration = RenderFixtures.configuration(device, orientation, appearance)
    let png = try AlertRenderer(style: Self.sheet(chrome)).png(
      RenderFixtures.example("delete-photo-album"), in: configuration)
    try Golden.expectSimilar(
      png, toPNG: "chrome-\(chrome.rawValue).delete-photo-album.\(configuration.slug).png")
  }
}
