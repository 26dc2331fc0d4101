import Testing

@testable import AlertSpec

/// Control characters in spec strings are input errors naming the code point and the field;
/// line breaks and tabs are allowed only where UIKit breaks lines (title and message).
@Suite struct ControlCharacterTests {
  static func alert(_ field: String) -> String { #"{"id": "a", "# + field + "}" }

  static let refused: [ErrorCase] = [
    ErrorCase(
      "NUL in a label", alert(#""buttons": [{"label": "Keep\u0000 (deletes everything)"}]"#), 1,
      35,
      #"the label of 'buttons[0]' contains the control character U+0000 (NUL) after "Keep"; "#
        + "control characters are invisible and can cut the text short"),
    ErrorCase(
      "raw NUL in a title", alert("\"title\": \"Delete\u{0}?\""), 1, 22,
      #"the title contains the control character U+0000 (NUL) after "Delete""#),
    ErrorCase(
      "OSC in a title", alert(#""title": "\u001B]0;pwned\u0007""#), 1, 22,
      "the title contains the control character U+001B (ESC) at its start"),
    ErrorCase(
      "BEL in a message", alert(#""message": "Ding\u0007""#), 1, 24,
      #"the message contains the control character U+0007 (BEL) after "Ding""#),
    ErrorCase(
      "C1 next line in a message", alert(#""message": "One\u0085two""#), 1, 24,
      "the message contains the control character U+0085 (next line)"),
    ErrorCase(
      "DEL in a placeholder", alert(#""textFields": [{"placeholder": "Pass\u007F"}]"#), 1, 44,
      "'textFields[0].placeholder' contains the control character U+007F (DEL)"),
    ErrorCase(
      "carriage return in a message", alert(#""message": "One\r\ntwo""#), 1, 24,
      #"U+000D (carriage return) after "One"; control characters are invisible and can cut "#
        + #"the text short when it is drawn, so write a line break as \n"#),
    ErrorCase(
      "line break in a label", alert(#""buttons": [{"label": "Keep\nit"}]"#), 1, 35,
      #"the label of 'buttons[0]' contains a line break (U+000A) after "Keep"; a button label "#
        + "is one line, so replace it with a space"),
    ErrorCase(
      "line separator in a label", alert(#""buttons": [{"label": "Keep\u2028it"}]"#), 1, 35,
      "contains a line break (U+2028)"),
    ErrorCase(
      "tab in a text field's text",
      alert(#""textFields": [{"placeholder": "Name", "text": "a\tb"}]"#), 1, 60,
      "'textFields[0].text' contains a tab (U+0009)"),
    ErrorCase(
      "line break in homeScreen", alert(#""homeScreen": "Can\ncel""#), 1, 27,
      "'homeScreen' contains a line break (U+000A)"),
    ErrorCase(
      "ESC in a reason", alert(#""lint": {"ignore": {"title-required": "no\u001B[2J"}}"#), 1,
      51, "the reason for ignoring 'title-required' contains the control character U+001B (ESC)"),
  ]

  @Test(arguments: refused) func isRefused(_ errorCase: ErrorCase) {
    errorCase.check()
  }

  @Test(arguments: [
    #""title": "Line one\nline two""#, #""message": "First.\n\nSecond.""#,
    #""message": "Name:\tvalue""#, #""message": "One\u2029two""#,
  ])
  func lineBreaksAndTabsAreAllowedInTitleAndMessage(field: String) {
    #expect(onlyAlert(Self.alert(field)) != nil)
  }

  @Test func aLongPrefixIsShortenedInTheMessage() throws {
    let diagnostic = try #require(
      onlyDiagnostic(
        Self.alert(#""message": "This message is long enough to be cut\u0000""#)))
    #expect(diagnostic.message.contains(#"after "…ong enough to be cut""#), "\(diagnostic.message)")
  }
}
