import AlertLint
import AlertSpec
import Foundation
import StyleSheet
import Testing

/// The `<voice>` section: Apple's in ios.xml, the NHS one in nhs-app.xml, the cascade, and
/// severity overrides.
@Suite struct VoiceTests {
  /// A sheet read from `xml` as if from `file`, extending the repository's sheets.
  func sheet(_ xml: String, file: String) throws -> StyleSheet {
    try StyleSheetLoader.load(
      bytes: Array(xml.utf8), file: file, searchPaths: [LintFixtures.styles])
  }

  @Test func iosHasApplesVoice() throws {
    let voice = try LintFixtures.sheet("ios").voice
    #expect(voice.titleCase == .title && voice.buttonCase == .title)
    #expect(voice.pronouns == .avoid)
    #expect(voice.spellingLocale == "en-US")
    #expect(voice.vocabulary.contains("iCloud") && voice.acceptedLabels.contains("OK"))
    #expect(voice.verbQuestions == .fragment && voice.pronounCheck == .addressing)
  }

  /// The two readings careful readers disagree on are settings: a sheet that says
  /// `verb-questions="sentence"` and `pronoun-check="every"` gets the strict reading.
  @Test func verbQuestionsAndPronounCheckAreSettings() throws {
    let path = "strict.xml"
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <style name="strict" extends="ios">
        <voice verb-questions="sentence" pronoun-check="every"/>
      </style>
      """
    let strict = try sheet(xml, file: path)
    #expect(strict.voice.verbQuestions == .sentence && strict.voice.pronounCheck == .every)
    let spec = SpecLoader.load(
      text:
        #"{id: "a", title: "Delete Theme?", message: "Your custom colours will be removed.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
      file: "a.json"
    ).alerts
    let strictRules = Set(Linter(style: strict).lint(spec).findings.map(\.ruleID))
    #expect(strictRules.isSuperset(of: ["title-sentence-case", "no-pronouns"]))
    let defaultRules = Set(
      Linter(style: try LintFixtures.sheet("ios")).lint(spec).findings.map(\.ruleID))
    #expect(defaultRules.isDisjoint(with: ["title-sentence-case", "no-pronouns"]))
  }

  @Test func nhsAppExtendsIOSWithTheNHSVoice() throws {
    let sheet = try LintFixtures.sheet("nhs-app")
    let ios = try LintFixtures.sheet("ios")
    #expect(sheet.metrics == ios.metrics && sheet.devices == ios.devices)
    #expect(sheet.voice.buttonCase == .sentence && sheet.voice.pronouns == .you)
    #expect(sheet.voice.spellingLocale == "en-GB")
    // Words add up through the cascade.
    #expect(sheet.voice.vocabulary.contains("NHS App") && sheet.voice.vocabulary.contains("iCloud"))
    #expect(sheet.voice.rules["no-pronouns"] == .off)
    #expect(sheet.voice.verbQuestions == .sentence && sheet.voice.pronounCheck == .addressing)
  }

  @Test func sheetOverridesSeverityAndReportsUnknownRuleIDs() throws {
    let path = "strict.xml"
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <style name="strict" extends="nhs-app">
        <voice>
          <rule id="buttons-count" level="error"/>
          <rule id="title-single-line" level="off"/>
          <rule id="no-pronoun" level="warning"/>
        </voice>
      </style>
      """
    let sheet = try sheet(xml, file: path)
    let spec =
      #"{id: "a", title: "Your prescription has been sent", trigger: "leave-overlay", buttons: [{label: "OK", role: "default"}]}"#
    let loaded = SpecLoader.load(text: spec, file: "a.json")
    let report = Linter(style: sheet).lint(loaded.alerts)
    #expect(report.findings.first { $0.ruleID == "buttons-count" }?.severity == .error)
    #expect(!report.findings.contains { $0.ruleID == "title-single-line" })
    let unknown = try #require(report.findings.first { $0.ruleID == "unknown-rule" })
    #expect(unknown.location.file == path && unknown.location.line == 6)
    #expect(unknown.message.contains("did you mean 'no-pronouns'?"))
  }

  @Test func badVoiceValuesAreSheetErrors() throws {
    let path = "bad.xml"
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <style name="bad" extends="ios">
        <voice button-case="upper" spelling-locale="english"/>
      </style>
      """
    let error = try #require(throws: StyleSheetError.self) { try sheet(xml, file: path) }
    let messages = error.all.map(\.message).joined(separator: "\n")
    #expect(messages.contains("'upper' is not a valid value for 'button-case' on <voice>"))
    #expect(messages.contains("'english' is not a valid value for 'spelling-locale'"))
  }
}
