import AlertLint
import AlertSpec
import Foundation
import Testing

/// The seeds' own alerts, linted as the issue describes.
@Suite struct SeedTests {
  static func lintExample(_ name: String, style: String) throws -> LintReport {
    let path = LintFixtures.root.appendingPathComponent("Examples/\(name).json").path
    let loaded = SpecLoader.load(paths: [path])
    #expect(loaded.diagnostics == [])
    let linter = Linter(style: try LintFixtures.sheet(style))
    return linter.lint(loaded.alerts)
  }

  /// Seed 000's log-out alert under the NHS voice.
  @Test func nhsLogOut() throws {
    let report = try Self.lintExample("nhs-log-out", style: "nhs-app")
    let byRule = Dictionary(grouping: report.findings, by: \.ruleID)
    let cancel = try #require(byRule["cancel-label"]?.first)
    #expect(cancel.field == "buttons[1].label")
    #expect(cancel.message.contains("“Stay logged in”"))
    #expect(cancel.location.line == 7)
    // One finding per problem: “label it Cancel” takes the place of the word count there.
    #expect(byRule["button-label-words"] == nil)
    let lines = try #require(byRule["title-max-lines"]?.first)
    #expect(lines.field == "title")
    #expect(lines.configuration != nil)
    #expect(lines.message.contains("(limit 2)"))
    #expect(lines.location.line == 4 && lines.location.column == 12)
    #expect(byRule["no-pronouns"] == nil)
    #expect(byRule["spelling"] == nil)
  }

  /// The screenshot's typo ("fo the NHS App") is a spelling finding on the title.
  @Test func screenshotTypo() throws {
    let text = try String(
      contentsOf: LintFixtures.root.appendingPathComponent("Examples/nhs-log-out.json"),
      encoding: .utf8
    ).replacingOccurrences(of: "out of the NHS App", with: "out fo the NHS App")
    let report = try LintFixtures.lint(text, style: "nhs-app")
    let spelling = report.findings.filter { $0.ruleID == "spelling" }
    #expect(spelling.count == 1)
    #expect(spelling.first?.field == "title")
    #expect(spelling.first?.message.hasPrefix("“fo”") == true)
  }

  /// Korean copy with 취소 and 삭제 is clean under both voices: measured, spelled in Korean,
  /// its Cancel checked against 취소, and no English-only rule fires.
  @Test(arguments: ["ios", "ios26", "nhs-app"])
  func koreanDeleteIsClean(style: String) throws {
    let report = try Self.lintExample("korean-delete", style: style)
    #expect(report.findings.map { "\($0.ruleID): \($0.message)" } == [])
  }

  /// The other languages' alerts are checked for their own Cancel and never by English rules.
  @Test func arabicAndGermanUseTheirOwnCancel() throws {
    let arabic = try Self.lintExample("arabic-delete", style: "ios")
    #expect(!arabic.findings.contains { $0.ruleID == "cancel-label" })
    let german = try LintFixtures.lint(
      #"{id: "g", title: "Foto löschen?", locale: "de-DE", buttons: [{label: "Cancel", role: "cancel"}, {label: "Löschen", role: "destructive"}]}"#
    )
    let cancel = german.findings.filter { $0.ruleID == "cancel-label" }
    #expect(cancel.first?.message.contains("“Abbrechen”") == true)
    let englishOnly: Set = ["button-case", "button-label-verb", "title-sentence-case"]
    #expect(german.findings.filter { englishOnly.contains($0.ruleID) }.map(\.message) == [])
    // Spelled in German: "Foto" and "löschen" are German words, and "Cancel" is an English
    // word, which German app copy borrows (spelling's reading); cancel-label reports it.
    #expect(german.findings.filter { $0.ruleID == "spelling" }.map(\.field) == [])
  }
}
