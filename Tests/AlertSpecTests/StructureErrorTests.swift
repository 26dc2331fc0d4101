import Testing

@testable import AlertSpec

/// Well-formed JSON that is not a valid alert: each error at the offending value.
@Suite struct StructureErrorTests {
  /// An alert object with `id: "a"` on line 2 and `lines` from line 3 on.
  static func alert(_ lines: String...) -> String {
    "{\n  \"id\": \"a\",\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n}"
  }

  static let cases: [ErrorCase] = [
    ErrorCase(
      "unknown field", alert(#""titel": "x","#), 3, 3,
      "unknown field 'titel'; did you mean 'title'?"),
    ErrorCase(
      "unknown field in other case", alert(#""TextFields": [],"#), 3, 3,
      "unknown field 'TextFields'; did you mean 'textFields'?"),
    ErrorCase(
      "unknown field with no near name", alert(#""colour": "red","#), 3, 3,
      "unknown field 'colour'; an alert has the fields id, title, message, buttons, preferred, textFields, "
        + "homeScreen, trigger, locale, lint, strings, arguments, style, sourceRect, backdrop, runTime and tint, so rename "
        + "or remove it"),
    ErrorCase(
      "buttons of wrong type", alert(#""buttons": "OK","#), 3, 14,
      "'buttons' must be an array of {label, role} objects, found a string"),
    ErrorCase(
      "button that is a string", alert(#""buttons": ["OK"],"#), 3, 15,
      #"'buttons[0]' must be a {label, role} object, found a string; write {"label": "OK"}"#),
    ErrorCase(
      "title of wrong type", alert(#""title": 3,"#), 3, 12,
      "'title' must be a string, or {\"key\": …} naming a key of the app's strings, found a number"),
    ErrorCase(
      "id of wrong type", "{\"id\": 7}", 1, 8,
      #"'id' must be a string such as "log-out-warning", found a number"#),
    ErrorCase(
      "missing id", "{\n  \"title\": \"Leave this area?\"\n}", 1, 1,
      #"this alert has no 'id'; add one such as "id": "leave-this-area""#),
    ErrorCase(
      "bad id shape", "{\n  \"id\": \"Log Out\"\n}", 2, 9,
      "id 'Log Out' must use only lowercase letters a–z, digits and hyphens, and start with a letter or digit; try 'log-out'"
    ),
    ErrorCase(
      "id starting with a hyphen", "{\"id\": \"-a\"}", 1, 8, "start with a letter or digit; try 'a'"
    ),
    ErrorCase(
      "two cancel buttons",
      alert(
        #""buttons": ["#,
        #"  {"label": "No", "role": "cancel"},"#,
        #"  {"label": "Never", "role": "cancel"},"#,
        "],"),
      5, 32,
      "'buttons[1]' is a second cancel button, but the platform allows one cancel button per alert "
        + "(the first is 'buttons[0]' at line 4, column 29); make this one 'default' or remove it"),
    ErrorCase(
      "empty label", alert(#""buttons": [{"label": ""}],"#), 3, 25,
      #"the label of 'buttons[0]' is empty; write the text shown on the button, e.g. "OK""#),
    ErrorCase(
      "whitespace-only label", alert(#""buttons": [{"label": "OK"}, {"label": "  "}],"#), 3, 42,
      "the label of 'buttons[1]' is only whitespace"),
    ErrorCase(
      "missing label", alert(#""buttons": [{"role": "cancel"}],"#), 3, 15,
      #"'buttons[0]' has no 'label'; add the text shown on the button, e.g. "label": "OK""#),
    ErrorCase(
      "misspelt role", alert(#""buttons": [{"label": "Go", "role": "destrutive"}],"#), 3, 39,
      "unknown role 'destrutive'; did you mean 'destructive'? Use default, cancel or destructive"),
    ErrorCase(
      "unknown role", alert(#""buttons": [{"label": "Go", "role": "primary"}],"#), 3, 39,
      "unknown role 'primary'; use default, cancel or destructive"),
    ErrorCase(
      "unknown button field", alert(#""buttons": [{"label": "Go", "rol": "cancel"}],"#), 3, 31,
      "unknown field 'rol'; did you mean 'role'?"),
    ErrorCase(
      "preferred label naming no button",
      alert(#""buttons": [{"label": "Save"}],"#, #""preferred": "Sav","#), 4, 16,
      #"'preferred' is "Sav", which names no button; did you mean "Save"?"#),
    ErrorCase(
      "preferred label with no near button",
      alert(#""buttons": [{"label": "Save"}, {"label": "Cancel"}],"#, #""preferred": "OK","#), 4,
      16,
      #"'preferred' is "OK", which names no button; use the exact label of one ("Save" or "Cancel") or its 0-based index"#
    ),
    ErrorCase(
      "preferred index out of range",
      alert(#""buttons": [{"label": "Save"}],"#, #""preferred": 1,"#), 4, 16,
      "'preferred' is 1 but this alert has 1 button; use index 0, or a button's label"),
    ErrorCase(
      "preferred with no buttons", alert(#""preferred": 0,"#), 3, 16,
      "'preferred' is 0 but this alert has no buttons; add the button or remove 'preferred'"),
    ErrorCase(
      "preferred of wrong type", alert(#""buttons": [{"label": "Save"}],"#, #""preferred": 0.5,"#),
      4, 16,
      "'preferred' must be a button's label (a string) or its 0-based index (a whole number), found the number 0.5"
    ),
    ErrorCase(
      "misspelt trigger", alert(#""trigger": "time-out","#), 3, 14,
      "unknown trigger 'time-out'; did you mean 'timeout'? Use timeout, toolbar-button, leave-overlay, "
        + "destructive-action, error, information or other"),
    ErrorCase(
      "unknown trigger", alert(#""trigger": "swipe","#), 3, 14,
      "unknown trigger 'swipe'; use timeout, toolbar-button"),
    ErrorCase(
      "empty lint reason", alert(#""lint": {"ignore": {"max-buttons": ""}},"#), 3, 38,
      "the reason for ignoring 'max-buttons' is empty; say why the rule does not apply to this alert"
    ),
    ErrorCase(
      "lint reason of wrong type", alert(#""lint": {"ignore": {"max-buttons": true}},"#), 3, 38,
      "'lint.ignore.max-buttons' must be a string that says why the rule does not apply, found the boolean true"
    ),
    ErrorCase(
      "unknown lint field", alert(#""lint": {"ignor": {}},"#), 3, 12,
      "unknown field 'ignor'; did you mean 'ignore'?"),
    ErrorCase(
      "missing placeholder", alert(#""textFields": [{"text": "x"}],"#), 3, 18,
      #"'textFields[0]' has no 'placeholder'; add the grey hint text, e.g. "placeholder": "Password""#
    ),
    ErrorCase(
      "secure of wrong type",
      alert(#""textFields": [{"placeholder": "Password", "secure": "yes"}],"#), 3, 56,
      "'textFields[0].secure' must be true or false, found a string"),
    ErrorCase(
      "locale with underscore", alert(#""locale": "en_GB","#), 3, 13,
      "locale 'en_GB' is not a BCP 47 language tag; write it like 'en-GB'"),
    ErrorCase(
      "array at top level", "[{\"id\": \"a\"}]", 1, 1,
      #"a spec file must hold one alert object or {"alerts": [ … ]}, found an array; wrap the array as {"alerts": [ … ]}"#
    ),
    ErrorCase(
      "alerts of wrong type", #"{"alerts": {"id": "a"}}"#, 1, 12,
      "'alerts' must be an array of alert objects, found an object"),
    ErrorCase(
      "field beside alerts", #"{"alerts": [], "id": "a"}"#, 1, 16,
      "unknown field 'id' beside 'alerts'"),
  ]

  @Test(arguments: cases) func reportsStructuralError(_ errorCase: ErrorCase) {
    errorCase.check()
  }

  @Test func collectsSeveralErrorsInOneAlert() {
    let result = load(
      """
      {
        "id": "Bad Id",
        "titel": "x",
        "buttons": [{"label": ""}, {"label": "OK", "role": "nope"}],
        "trigger": "sometimes",
      }
      """)
    #expect(result.alerts.isEmpty)
    #expect(
      result.diagnostics.map(\.location) == [at(2, 9), at(3, 3), at(4, 25), at(4, 54), at(5, 14)])
  }

  @Test func structuralErrorDropsOnlyItsAlert() {
    let result = load(
      """
      {"alerts": [
        {"id": "good-one", "title": "Fine"},
        {"id": "bad-one", "buttons": 3},
        "not an alert",
        {"id": "good-two"},
      ]}
      """)
    #expect(result.alerts.map(\.id) == ["good-one", "good-two"])
    #expect(result.diagnostics.map(\.location) == [at(3, 32), at(4, 3)])
    #expect(
      result.diagnostics.last?.message == "'alerts[2]' must be an alert object, found a string")
  }

  @Test func duplicateIDInOneFileDropsTheLaterAlert() throws {
    let result = load("{\"alerts\": [{\"id\": \"x\", \"title\": \"First\"},\n{\"id\": \"x\"}]}")
    #expect(result.alerts.map(\.title) == ["First"])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.location == at(2, 8))
    #expect(
      diagnostic.message
        == "duplicate id 'x'; it is already used at line 1, column 20, and ids must be unique across all inputs, so rename one of them"
    )
  }
}
