import Testing

@testable import AlertSpec

/// `"disabled": true` on a button: read, refused when not a boolean, and written back.
@Suite struct DisabledButtonTests {
  @Test func aButtonIsEnabledUnlessTheSpecSaysOtherwise() throws {
    let spec = try #require(
      onlyAlert(
        #"{"id": "a", "title": "T", "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Remove", "role": "destructive", "disabled": true}, {"label": "Keep", "disabled": false}]}"#
      ))
    #expect(spec.buttons.map(\.disabled) == [false, true, false])
  }

  @Test func disabledMustBeABoolean() throws {
    let diagnostic = try #require(
      onlyDiagnostic(#"{"id": "a", "buttons": [{"label": "OK", "disabled": "yes"}]}"#))
    // At the value, "yes".
    #expect(diagnostic.location == at(1, 53))
    #expect(
      diagnostic.message == "'buttons[0].disabled' must be true or false, found a string")
  }

  @Test func theSpecWriterKeepsItAndLeavesOutFalse() throws {
    let spec = try #require(
      onlyAlert(
        #"{"id": "a", "buttons": [{"label": "OK"}, {"label": "Remove", "disabled": true}]}"#))
    let json = SpecJSON.formatted(spec)
    #expect(json.components(separatedBy: "\"disabled\"").count == 2, "\(json)")
    let again = try #require(onlyAlert(json))
    #expect(again.buttons.map(\.disabled) == [false, true])
  }
}
