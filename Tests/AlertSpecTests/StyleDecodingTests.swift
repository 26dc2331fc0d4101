import Testing

@testable import AlertSpec

/// `style` and `sourceRect`: an alert unless the spec says `"actionSheet"`.
@Suite struct StyleDecodingTests {
  @Test func styleDefaultsToAlert() throws {
    let spec = try #require(onlyAlert(#"{"id": "a", "title": "T"}"#))
    #expect(spec.style == .alert)
    #expect(spec.sourceRect == nil)
  }

  @Test func readsAnActionSheetWithItsSourceRect() throws {
    let spec = try #require(
      onlyAlert(
        #"{"id": "a", "style": "actionSheet", "sourceRect": {"x": 10, "y": 20.5, "width": 44, "height": 44}}"#
      ))
    #expect(spec.style == .actionSheet)
    #expect(spec.sourceRect == SourceRect(x: 10, y: 20.5, width: 44, height: 44))
  }

  @Test func anUnknownStyleIsAnErrorAtItsValue() throws {
    let diagnostic = try #require(onlyDiagnostic("{\"id\": \"a\",\n  \"style\": \"actionsheet\"}"))
    #expect(diagnostic.location == at(2, 12))
    #expect(
      diagnostic.message
        == "unknown style 'actionsheet'; did you mean 'actionSheet'? Use alert or actionSheet")
  }

  @Test func aStyleOfTheWrongTypeIsAnError() throws {
    let diagnostic = try #require(onlyDiagnostic(#"{"id": "a", "style": 2}"#))
    #expect(diagnostic.message == "'style' must be a string: alert or actionSheet, found a number")
  }

  @Test func aSourceRectNeedsAllFourNumbers() throws {
    let diagnostic = try #require(
      onlyDiagnostic(#"{"id": "a", "style": "actionSheet", "sourceRect": {"x": 1, "y": 2}}"#))
    #expect(diagnostic.location == at(1, 51))
    #expect(diagnostic.message.hasPrefix("'sourceRect' lacks width and height; give all four"))
  }

  @Test func aNegativeSourceRectSizeIsAnError() throws {
    let diagnostic = try #require(
      onlyDiagnostic(#"{"id": "a", "sourceRect": {"x": 1, "y": 2, "width": -4, "height": 4}}"#))
    #expect(diagnostic.message.contains("a size cannot be negative"))
  }

  @Test func anActionSheetCannotHaveTextFields() throws {
    let diagnostic = try #require(
      onlyDiagnostic(
        #"{"id": "a", "style": "actionSheet", "textFields": [{"placeholder": "Name"}]}"#))
    #expect(diagnostic.location == at(1, 51))
    #expect(diagnostic.message.hasPrefix("an action sheet cannot have text fields"))
  }
}
