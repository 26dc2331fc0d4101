import Testing

@testable import AlertSpec

/// Valid specs decode into the model with the right values and locations.
@Suite struct SpecDecodingTests {
  @Test func decodesEveryField() throws {
    let alert = try #require(
      onlyAlert(
        """
        {
          id: 'sign-in',  // JSON5: unquoted key, single quotes
          "title": "Sign in",
          "message": "Enter your password.",
          "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Sign In", "role": "default"},],
          "preferred": 1,
          "textFields": [{"placeholder": "Password", "text": "hunter2", "secure": true}, {"placeholder": "Code"}],
          "homeScreen": "Cancel",
          "trigger": "toolbar-button",
          "locale": "zh-Hant-TW",
          "lint": {"ignore": {"max-buttons": "Legal requires three.", "title-question": "House style."}},
        }
        """))
    #expect(alert.id == "sign-in")
    #expect(alert.title == "Sign in")
    #expect(alert.message == "Enter your password.")
    #expect(alert.buttons.map(\.label) == ["Cancel", "Sign In"])
    #expect(alert.buttons.map(\.role) == [.cancel, .default])
    #expect(alert.preferred == 1)
    #expect(
      alert.textFields == [
        AlertTextField(placeholder: "Password", text: "hunter2", secure: true),
        AlertTextField(placeholder: "Code"),
      ])
    #expect(alert.homeScreen == "Cancel")
    #expect(alert.trigger == .toolbarButton)
    #expect(alert.locale == "zh-Hant-TW")
    #expect(
      alert.lintIgnore == [
        "max-buttons": "Legal requires three.", "title-question": "House style.",
      ])
  }

  @Test func singleObjectAndAlertsListFormsBothLoad() {
    #expect(load(#"{"id": "one"}"#).alerts.map(\.id) == ["one"])
    let list = load(#"{"alerts": [{"id": "one"}, {"id": "two"},]}"#)
    #expect(list.diagnostics.isEmpty)
    #expect(list.alerts.map(\.id) == ["one", "two"])
    #expect(load(#"{"alerts": []}"#).alerts.isEmpty)
  }

  @Test func missingTitleLoadsWithNilTitle() throws {
    let alert = try #require(onlyAlert(#"{"id": "no-title", "buttons": [{"label": "OK"}]}"#))
    #expect(alert.title == nil)
    #expect(alert.buttons.map(\.role) == [.default])
  }

  @Test func nullMeansAbsentForOptionalFields() throws {
    let alert = try #require(
      onlyAlert(
        #"{"id": "a", "title": null, "message": null, "preferred": null, "trigger": null, "lint": null}"#
      ))
    #expect(
      alert.title == nil && alert.message == nil && alert.preferred == nil && alert.trigger == nil)
  }

  @Test func acceptsAnyNumberOfButtons() throws {
    let five = (1...5).map { #"{"label": "B\#($0)"}"# }.joined(separator: ", ")
    let alert = try #require(onlyAlert(#"{"id": "many", "buttons": [\#(five)]}"#))
    #expect(alert.buttons.count == 5)
  }

  @Test func locationsPointAtTitleAndButtonLabels() throws {
    let alert = try #require(
      onlyAlert(
        """
        {
          "id": "a",
          "title": "Hello",
          "buttons": [
            {"label": "One"},
            {"role": "cancel", "label": "Two"},
          ],
          "preferred": "Two",
        }
        """))
    #expect(alert.locations[""] == at(1, 1))
    #expect(alert.locations["id"] == at(2, 9))
    #expect(alert.locations["title"] == at(3, 12))
    #expect(alert.locations["buttons"] == at(4, 14))
    #expect(alert.locations["buttons[0].label"] == at(5, 15))
    #expect(alert.locations["buttons[1].label"] == at(6, 33))
    #expect(alert.locations["buttons[1].role"] == at(6, 14))
    #expect(alert.locations["preferred"] == at(8, 16))
    #expect(alert.buttons.map(\.labelLocation) == [at(5, 15), at(6, 33)])
    #expect(alert.preferred == 1)
  }

  @Test func columnsCountUnicodeScalarsAfterKoreanText() throws {
    let alert = try #require(onlyAlert(#"{"title": "사진을 삭제하시겠습니까?", "id": "ko"}"#))
    #expect(alert.locations["id"] == at(1, 34))
    let diagnostic = try #require(onlyDiagnostic(#"{"title": "사진을 삭제하시겠습니까?", "id": "Ko"}"#))
    #expect(diagnostic.location == at(1, 34))
  }

  struct EmphasisCase: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let expected: Int?
    var testDescription: String { name }
  }

  static let emphasisCases: [EmphasisCase] = [
    EmphasisCase(name: "no buttons", json: "[]", expected: nil),
    EmphasisCase(name: "one default button", json: #"[{"label": "OK"}]"#, expected: nil),
    EmphasisCase(
      name: "cancel is emphasised without preferred",
      json: #"[{"label": "Leave"}, {"label": "Cancel", "role": "cancel"}]"#, expected: 1),
    EmphasisCase(
      name: "preferred index beats cancel",
      json: #"[{"label": "Cancel", "role": "cancel"}, {"label": "Sign In"}], "preferred": 1"#,
      expected: 1),
    EmphasisCase(
      name: "preferred label beats cancel",
      json:
        #"[{"label": "Save"}, {"label": "Don't Save", "role": "destructive"}, {"label": "Cancel", "role": "cancel"}], "preferred": "Save""#,
      expected: 0),
    EmphasisCase(
      name: "destructive and default without cancel",
      json: #"[{"label": "Delete", "role": "destructive"}, {"label": "Keep"}]"#, expected: nil),
  ]

  @Test(arguments: emphasisCases) func emphasisedIndex(_ emphasisCase: EmphasisCase) throws {
    let alert = try #require(onlyAlert(#"{"id": "a", "buttons": \#(emphasisCase.json)}"#))
    #expect(alert.emphasisedIndex == emphasisCase.expected)
  }
}
