import Testing

@testable import AlertSpec

/// `"tint"` (the app's accent colour) and a `sourceRect`'s `"arrow": "none"`: read, refused
/// when malformed, and written back.
@Suite struct TintAndArrowTests {
  @Test func oneColourServesBothAppearances() throws {
    let spec = try #require(onlyAlert(##"{"id": "a", "title": "T", "tint": "#ffcc00"}"##))
    #expect(spec.tint == AlertTint(light: "#FFCC00", dark: "#FFCC00"))
  }

  @Test func twoColoursAreLightAndDark() throws {
    let spec = try #require(
      onlyAlert(##"{"id": "a", "title": "T", "tint": {"light": "#E0A800", "dark": "#FFD60A"}}"##))
    #expect(spec.tint == AlertTint(light: "#E0A800", dark: "#FFD60A"))
    let again = try #require(onlyAlert(SpecJSON.formatted(spec)))
    #expect(again.tint == spec.tint)
  }

  @Test(arguments: [
    (#""yellow""#, "'tint' is \"yellow\", which is not a colour; write #RRGGBB or #RRGGBBAA"),
    (##""#FFCC0""##, "'tint' is \"#FFCC0\", which is not a colour"),
    ("3", "'tint' must be a colour such as"),
    (##"{"light": "#FFCC00"}"##, "'tint' needs both \"light\" and \"dark\""),
  ])
  func aBadTintIsAnInputError(tint: String, message: String) throws {
    let text = #"{"id": "a", "title": "T", "tint": "# + tint + "}"
    let diagnostic = try #require(onlyDiagnostic(text))
    #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
  }

  @Test func aSourceRectMayHaveNoArrow() throws {
    let text =
      #"{"id": "a", "style": "actionSheet", "buttons": [{"label": "A"}], "sourceRect": "#
      + #"{"x": 1, "y": 2, "width": 3, "height": 4, "arrow": "none"}}"#
    let spec = try #require(onlyAlert(text))
    #expect(spec.sourceRect?.arrow == PopoverArrowChoice.none)
    let again = try #require(onlyAlert(SpecJSON.formatted(spec)))
    #expect(again.sourceRect == spec.sourceRect)
    let plain = try #require(
      onlyAlert(#"{"id": "a", "sourceRect": {"x": 1, "y": 2, "width": 3, "height": 4}}"#))
    #expect(plain.sourceRect?.arrow == .any)
  }

  @Test func anUnknownArrowIsAnInputError() throws {
    let diagnostic = try #require(
      onlyDiagnostic(
        #"{"id": "a", "sourceRect": {"x": 1, "y": 2, "width": 3, "height": 4, "arrow": "up"}}"#))
    #expect(diagnostic.message == "unknown sourceRect.arrow 'up'; use any or none")
  }
}
