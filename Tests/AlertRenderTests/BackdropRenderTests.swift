import AlertLayout
import AlertRender
import AlertSpec
import Foundation
import StyleSheet
import Testing

/// An app screen behind the alert: fitted, dimmed, and blurred under the material.
@Suite struct BackdropRenderTests {
  /// `Fixtures/backdrop.png` (scripts/make_backdrop_fixture.py): 750 × 1334, an iPhone SE at
  /// @2x pixel for pixel; sharp 20-pixel checkerboards below a 128-pixel bar.
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/backdrop.png").path

  static func spec(_ id: String = "delete-photo-album") -> AlertSpec {
    var spec = RenderFixtures.example(id)
    spec.backdrop = fixture
    return spec
  }

  /// The mean and variance of the luminance of the device pixels in `box` (points, at @2x).
  static func luminance(_ image: PNGImage, _ box: Rect) -> (mean: Double, variance: Double) {
    var values: [Double] = []
    for y in Int(box.y * 2)..<Int(box.maxY * 2) {
      for x in Int(box.x * 2)..<Int(box.maxX * 2) {
        let k = (y * image.width + x) * 4
        let r = Double(image.rgba[k]), g = Double(image.rgba[k + 1]), b = Double(image.rgba[k + 2])
        values.append(0.2126 * r + 0.7152 * g + 0.0722 * b)
      }
    }
    let mean = values.reduce(0, +) / Double(values.count)
    return (mean, values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count))
  }

  /// The classic sheet with a transparent material tint and no saturation boost, so the pixels
  /// inside the alert are the blurred backdrop alone.
  static func untinted(blur: Double) -> StyleSheet {
    var style = RenderFixtures.style
    style.light.material = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    style.material.saturation = 1
    style.material.blur = blur
    return style
  }

  @Test(arguments: [20.0, 0.0])
  func theMaterialBlursWhatIsBehindTheAlert(blur: Double) throws {
    let renderer = AlertRenderer(style: Self.untinted(blur: blur))
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let alert = renderer.layouter.geometry(of: Self.spec(), in: configuration).alert
    let image = try renderer.rendered(Self.spec(), in: configuration).pixels()
    // A band inside the alert above the title, and the same band just above the alert.
    let inside = Self.luminance(
      image, Rect(x: alert.x + 20, y: alert.y + 4, width: alert.width - 40, height: 10))
    let outside = Self.luminance(
      image, Rect(x: alert.x + 20, y: alert.y - 14, width: alert.width - 40, height: 10))
    #expect(outside.variance > 1000, "the checkerboard outside is sharp: \(outside)")
    if blur > 0 {
      // σ = 40 pixels over 20-pixel squares: the squares average out.
      #expect(inside.variance < outside.variance / 100, "inside \(inside), outside \(outside)")
    } else {
      // Unblurred, the squares stay sharp (yellow on white there, hence less contrast).
      #expect(inside.variance > 100, "inside \(inside), outside \(outside)")
    }
  }

  /// Across a sharp black-to-white edge (`Fixtures/edge.png`, at x = 375 pixels) the
  /// material's profile is the Gaussian's integral: 16 % to 84 % of the way spans 2σ, and the
  /// sheet's σ is 20 pt, 40 pixels at @2x.
  @Test func theBlurIsAGaussianOfTheSheetsWidth() throws {
    let renderer = AlertRenderer(style: Self.untinted(blur: 20))
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    var spec = RenderFixtures.example("delete-photo-album")
    spec.backdrop =
      URL(fileURLWithPath: Self.fixture).deletingLastPathComponent()
      .appendingPathComponent("edge.png").path
    let alert = renderer.layouter.geometry(of: spec, in: configuration).alert
    let image = try renderer.rendered(spec, in: configuration).pixels()
    let y = Int((alert.y + 5) * 2)
    let xs = Array(Int(alert.x * 2) + 10..<Int(alert.maxX * 2) - 10)
    let profile = xs.map { Double(image.rgba[(y * image.width + $0) * 4 + 1]) / 255 }
    func crossing(_ level: Double) throws -> Double {
      let index = try #require(profile.firstIndex { $0 >= level })
      let before = profile[index - 1]
      return Double(xs[index - 1]) + (level - before) / (profile[index] - before)
    }
    #expect(try abs(crossing(0.5) - 375) < 3)
    let twoSigma = try crossing(0.8413) - crossing(0.1587)
    #expect(abs(twoSigma - 80) < 4, "2σ measured \(twoSigma) pixels")
  }

  @Test(arguments: [Appearance.light, .dark])
  func theScreenOutsideIsTheBackdropDimmedAsUIKitDims(appearance: Appearance) throws {
    let renderer = AlertRenderer(style: RenderFixtures.style)
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, appearance)
    let image = try renderer.rendered(Self.spec(), in: configuration).pixels()
    let backdrop = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: Self.fixture)))
    #expect(image.width == backdrop.width && image.height == backdrop.height)
    // §1.2: black at α 0.20 (light) or 0.48 (dark) over the app.
    let alpha = appearance == .light ? 0.20 : 0.48
    var largest = 0
    for y in 0..<400 {
      for x in 0..<image.width {
        let k = (y * image.width + x) * 4
        for channel in 0..<3 {
          let expected = Int((Double(backdrop.rgba[k + channel]) * (1 - alpha)).rounded())
          largest = max(largest, abs(Int(image.rgba[k + channel]) - expected))
        }
      }
    }
    #expect(largest <= 1, "largest difference from the dimming formula: \(largest)")
  }

  /// The synthetic backdrop in each appearance, classic and iOS 26.
  @Test(arguments: [("ios", Appearance.light), ("ios", .dark), ("ios26", .light), ("ios26", .dark)])
  func golden(style: String, appearance: Appearance) throws {
    let sheet = style == "ios26" ? RenderFixtures.ios26 : RenderFixtures.style
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, appearance)
    let png = try AlertRenderer(style: sheet).png(Self.spec(), in: configuration)
    let prefix = style == "ios" ? "" : style + "."
    try Golden.expectSimilar(
      png, toPNG: "\(prefix)backdrop.delete-photo-album.\(configuration.slug).png")
  }

  /// An action sheet blurs the backdrop under its group of actions; its cancel group is opaque.
  @Test func actionSheetGolden() throws {
    let file = RenderFixtures.root.appendingPathComponent(
      "Tests/Fixtures/ActionSheets/photo-options.json")
    var spec = try #require(SpecLoader.load(paths: [file.path]).alerts.first)
    spec.backdrop = Self.fixture
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let png = try AlertRenderer(style: RenderFixtures.style).png(spec, in: configuration)
    try Golden.expectSimilar(png, toPNG: "backdrop.\(spec.id).\(configuration.slug).png")
  }

  @Test func aBackdropThatVanishedIsARenderErrorThatNamesIt() throws {
    var spec = Self.spec()
    spec.backdrop = "/nonexistent/screen.png"
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    #expect {
      try AlertRenderer(style: RenderFixtures.style).png(spec, in: configuration)
    } throws: { error in
      "\(error)".contains("the backdrop '/nonexistent/screen.png' does not exist")
    }
  }
}
