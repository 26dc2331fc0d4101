import AlertLint
import AlertSpec
import Testing

/// `missing-glyph` names the character, its code point and its text, and points at it.
@Suite struct MissingGlyphTests {
  @Test func aPrivateUseCharacterInTheTitleIsAnErrorNamingItsCodePoint() throws {
    let report = try LintFixtures.lint(
      #"{id: "a", title: "Delete \uE000 Album?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
    )
    let found = report.findings.filter { $0.ruleID == "missing-glyph" }
    let finding = try #require(found.first)
    #expect(found.count == 1, "one finding per character, not one per configuration")
    #expect(finding.severity == .error)
    #expect(finding.field == "title")
    #expect(finding.message.contains("U+E000"))
    #expect(finding.message.hasPrefix("title “Delete \u{E000} Album?”"))
    // The escape `\uE000` starts at column 26 of the source line.
    #expect(finding.location.line == 1 && finding.location.column == 26)
  }

  @Test func aCharacterNoFontHasInAButtonNamesTheButton() throws {
    let report = try LintFixtures.lint(
      #"{id: "a", title: "Share?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Send 𓀀𓀀", role: "default"}]}"#
    )
    let found = report.findings.filter { $0.ruleID == "missing-glyph" }
    #expect(found.map(\.field) == ["buttons[1].label"], "one finding per code point and text")
    let message = try #require(found.first?.message)
    #expect(message.contains("button 2") && message.contains("U+13000") && message.contains("box"))
  }

  @Test func scriptsAndEmojiTheSheetDrawsAreNotReported() throws {
    let report = try LintFixtures.lint(
      #"{id: "a", title: "直す?", message: "🎉 مرحبا שלום สวัสดี नमस्ते", locale: "ja", buttons: [{label: "OK", role: "default"}]}"#
    )
    #expect(report.findings.filter { $0.ruleID == "missing-glyph" }.isEmpty)
  }
}
