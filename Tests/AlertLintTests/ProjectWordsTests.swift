import AlertLint
import AlertSpec
import Foundation
import Testing

/// `.alert-preview/words.txt`: found up the folder tree from each spec, added to the dictionary
/// for that run, with Hunspell's case rules; names keep their capitals.
@Suite struct ProjectWordsTests {
  static let spec = """
    {"id": "sync", "title": "Turn On Zorblax Sync?",
     "message": "Zorblax keeps your notes in step with snackwise on every device.",
     "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Turn On", "role": "default"}]}
    """

  /// A project folder with `words` in `.alert-preview/words.txt` (when given) and the spec two
  /// folders below it; returns the spec's path and the project folder.
  func project(words: String?) throws -> (spec: String, root: URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("project-words-\(UUID().uuidString)")
    let specs = root.appendingPathComponent("App/Alerts")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    if let words {
      let folder = root.appendingPathComponent(".alert-preview")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try words.write(
        to: folder.appendingPathComponent("words.txt"), atomically: true, encoding: .utf8)
    }
    let file = specs.appendingPathComponent("sync.json")
    try Self.spec.write(to: file, atomically: true, encoding: .utf8)
    return (file.path, root)
  }

  func spelling(words: String?) throws -> [String] {
    let (file, root) = try project(words: words)
    defer { try? FileManager.default.removeItem(at: root) }
    let loaded = SpecLoader.load(paths: [file])
    #expect(loaded.diagnostics == [])
    let report = Linter(style: try LintFixtures.sheet("ios")).lint(loaded.alerts)
    return report.findings.filter { $0.ruleID == "spelling" }.map(\.message)
  }

  @Test func withoutAWordListTheWordsAreMisspelt() throws {
    let messages = try spelling(words: nil)
    #expect(messages.contains { $0.hasPrefix("“Zorblax”") })
    #expect(messages.contains { $0.hasPrefix("“snackwise”") })
    #expect(messages.allSatisfy { $0.contains(".alert-preview/words.txt") })
  }

  @Test func theNearestWordListAboveTheSpecIsUsed() throws {
    #expect(try spelling(words: "# our words\nZorblax\nsnackwise  # a feature\n") == [])
  }

  @Test func aLowerCaseEntryAcceptsAnyCaseAndANameOnlyItsOwn() {
    let words = ProjectWords(path: nil, text: "autofill\nQuickNotes\n")
    #expect(words.entries == ["autofill", "QuickNotes"])
    let linterView = ["autofill", "Autofill", "AUTOFILL", "QuickNotes", "QUICKNOTES"]
    #expect(linterView.allSatisfy { ProjectWords.accepts(words, $0) })
    #expect(!ProjectWords.accepts(words, "quicknotes"))
  }

  @Test func aNameInTheListKeepsItsCapitalsInSentenceCase() throws {
    let (file, root) = try project(words: "Zorblax Sync\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let text = """
      {"id": "sync", "title": "Turn on Zorblax Sync?", "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Turn on", "role": "default"}]}
      """
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let report = Linter(style: try LintFixtures.sheet("nhs-app")).lint(
      SpecLoader.load(paths: [file]).alerts)
    #expect(!report.findings.contains { $0.ruleID == "title-sentence-case" })
    #expect(!report.findings.contains { $0.ruleID == "spelling" })
  }
}
