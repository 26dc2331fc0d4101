import Foundation
import Testing

/// `extract --verbose` and `lint --verbose` on the real-world corpus: the notes, then what was
/// skipped or read only in part, counted by reason, on stderr.
@Suite struct SwiftCoverageCommandTests {
  static let corpus = "Tests/Fixtures/SwiftRealWorld"
  static let coverage = [
    "coverage of 28 Swift files:",
    "  38 alerts: 12 with every field's text, 26 with text known only at run time",
    "  12 alerts with a title known only at run time (read from `title` 2, "
      + "`AccountDeletion.deleteAccount` 1, `AccountDeletion.errorTitle` 1, …)",
    "  22 alerts with a message known only at run time (read from `message` 6, "
      + "`AccountDeletion.confirmAlertMessage(with: email)` 1, `AccountDeletion.errorMessage` 1, "
      + "…)",
    "  7 alerts with a button label known only at run time (read from `AccountDeletion.cancel` "
      + "1, `AccountDeletion.deleteAccountButton` 1, `AuthenticationStrings.cancelActionText` 1, "
      + "…)",
    "  7 UIAlertController alerts with actions added by an app's own method (its buttons are "
      + "missing)",
    "  6 texts chosen at run time between several (the first is shown)",
  ]

  @Test func extractVerboseCountsWhatWasSkippedByReason() throws {
    let result = try Binary.run(["extract", "--verbose", Self.corpus])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.suffix(Self.coverage.count + 1)) == Self.coverage + [
        "found 38 alerts in 24 files; 26 with placeholders"
      ])
    #expect(
      lines.contains(
        Self.corpus + "/Simplenote/TagListViewController.swift:11:21: note: the "
          + "UIAlertController 'alertController' gets actions from "
          + "'addDestructiveActionWithTitle', a method of the app that alert-preview does not "
          + "read; the buttons it adds are missing"))
  }

  @Test func withoutVerboseOnlyTheNotesArePrinted() throws {
    let result = try Binary.run(["extract", Self.corpus])
    #expect(!result.stderr.contains("coverage of"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").filter { $0.contains(": note: ") }.count == 13)
  }

  @Test func lintVerbosePrintsTheSameCounts() throws {
    let result = try Binary.run(
      ["lint", "--verbose", Self.corpus + "/NetNewsWire"], environment: ["NO_COLOR": "1"])
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.contains("coverage of 9 Swift files:"), "\(result.stderr)")
    #expect(
      lines.contains("  13 alerts: 3 with every field's text, 10 with text known only at run time"),
      "\(result.stderr)")
  }
}
