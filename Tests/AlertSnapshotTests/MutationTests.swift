import AlertLayout
import AlertRender
import AlertSpec
import Foundation
import StyleSheet
import Testing

@testable import AlertSnapshot

/// Real changes to an alert must fail with the default comparison; noise must pass.
@Suite struct MutationTests {
  static func compare(_ reference: Data, _ actual: Data) throws -> ImageComparison {
    try ImageComparison.compare(reference: reference, actual: actual)
  }

  static func expectFails(
    reference: Data, actual: Data, _ what: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let comparison = try compare(reference, actual)
    #expect(
      !comparison.verdict.passes, "\(what) passed: \(comparison.numbers.summary(windowSize: 16))",
      sourceLocation: sourceLocation)
  }

  @Test func oneCharacterOfTheTitleChanged() throws {
    let base = try Fixtures.spec(Fixtures.deletePhotos)
    var changed = base
    changed.title = "Delete “Vacation Photon”?"
    try Self.expectFails(
      reference: Fixtures.render(base), actual: Fixtures.render(changed), "a title typo")
  }

  @Test func theRolesOfTwoButtonsSwapped() throws {
    let base = try Fixtures.spec(Fixtures.deletePhotos)
    let swapped = try Fixtures.spec(
      Fixtures.deletePhotos.replacingOccurrences(of: "\"cancel\"", with: "\"X\"")
        .replacingOccurrences(of: "\"destructive\"", with: "\"cancel\"")
        .replacingOccurrences(of: "\"X\"", with: "\"destructive\""))
    try Self.expectFails(
      reference: Fixtures.render(base), actual: Fixtures.render(swapped), "swapped roles")
  }

  @Test func theMessageMovedByOnePoint() throws {
    let spec = try Fixtures.spec(Fixtures.deletePhotos)
    let moved = try Fixtures.derived("moved", #"<labels message-baseline-gap="21"/>"#)
    #expect(moved.metrics.messageBaselineGap == 21)
    try Self.expectFails(
      reference: Fixtures.render(spec), actual: Fixtures.render(spec, style: moved),
      "a 1 pt message shift")
  }

  /// #FF3B30 shifted by CIE76 ΔE 3.1 (darker) and 2.9 (bluer, a direction YIQ hardly sees):
  /// both stay under pixelmatch's 0.1 threshold, so the solid-colour rule must catch them.
  @Test(arguments: ["#F72D29", "#FE3A35"])
  func theDestructiveColourShiftedByDeltaEThree(color: String) throws {
    let spec = try Fixtures.spec(Fixtures.deletePhotos)
    let shifted = try Fixtures.derived(
      "shifted",
      "<colors appearance=\"light\"><color name=\"destructive\" value=\"\(color)\"/></colors>")
    let comparison = try Self.compare(
      Fixtures.render(spec), Fixtures.render(spec, style: shifted))
    #expect(!comparison.verdict.passes, "\(comparison.numbers.summary(windowSize: 16))")
    #expect(comparison.numbers.differingPixels == 0, "pixelmatch alone does not see it")
    #expect(comparison.numbers.solidShiftPixels > 0)
  }

  @Test func aOnePixelSeparatorRemoved() throws {
    let spec = try Fixtures.spec(
      #"{"id": "one-button", "title": "Saved", "buttons": [{"label": "OK"}]}"#)
    let hidden = try Fixtures.derived(
      "no-separator",
      ##"<colors appearance="light"><color name="separator" value="#00000000"/></colors>"##)
    let geometry = AlertLayouterProbe.separators(spec)
    #expect(geometry == 1, "the one-button alert has exactly one separator")
    try Self.expectFails(
      reference: Fixtures.render(spec), actual: Fixtures.render(spec, style: hidden),
      "a missing hairline")
  }

  @Test func theEmphasisedButtonTurnedFromSemiboldToRegular() throws {
    let spec = try Fixtures.spec(Fixtures.deletePhotos)
    let regular = try Fixtures.derived(
      "regular", #"<fonts><font role="emphasised-button" weight="regular"/></fonts>"#)
    #expect(regular.fonts.emphasisedButton.weight.value == 400)
    try Self.expectFails(
      reference: Fixtures.render(spec), actual: Fixtures.render(spec, style: regular),
      "a lighter Cancel")
  }

  @Test func theSameRenderTwiceIsByteIdentical() throws {
    let spec = try Fixtures.spec(Fixtures.deletePhotos)
    let first = try Fixtures.render(spec)
    let second = try Fixtures.render(spec)
    #expect(first == second)
    #expect(try Self.compare(first, second).verdict == .identical)
  }

  /// The runner compares the canvas's pixels instead of decoding the render's PNG: they must
  /// be the very pixels the PNG holds.
  @Test func keptPixelsEqualTheDecodedPNG() throws {
    let spec = try Fixtures.spec(Fixtures.deletePhotos)
    for appearance in [Appearance.light, .dark] {
      var configuration = Fixtures.configuration()
      configuration.appearance = appearance
      let image = try AlertRenderer(style: Fixtures.ios).rendered(spec, in: configuration)
      #expect(image.pixels() == (try PNGImage(data: image.png)))
    }
  }

  @Test(arguments: [9, 0])
  func theSamePixelsReencodedAtAnotherLevelPass(level: Int) throws {
    let spec = try Fixtures.spec(Fixtures.deletePhotos)
    let reference = try Fixtures.render(spec, level: 1)
    let reencoded = try Fixtures.render(spec, level: level)
    #expect(reference != reencoded, "the bytes differ")
    #expect(try Self.compare(reference, reencoded).verdict == .identical)
    // And as an RGBA PNG written by the snapshot module's own encoder.
    let rgba = try PNGImage(data: reference).pngData(level: level)
    #expect(try Self.compare(reference, rgba).verdict == .identical)
  }
}

/// Counts the separators the layout draws.
enum AlertLayouterProbe {
  static func separators(_ spec: AlertSpec) -> Int {
    AlertRenderer(style: Fixtures.ios).layouter.geometry(of: spec, in: Fixtures.configuration())
      .separators.count
  }
}
