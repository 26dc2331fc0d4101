import AlertRun
import Foundation
import Testing

@testable import AlertPipeline

/// `--locale` on alerts read from Swift draws the translation of the keys the code looks up
/// through its generated accessors (`Tests/Fixtures/SwiftRepository`).
@Suite struct RepositoryTextTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/SwiftRepository").path

  @Test func aGermanRunShowsTheGermanTable() throws {
    let sink = CollectingSink()
    let run = try Run.start(
      RunPlan(paths: [Self.root], locales: LocaleSelection(["de"]), label: "lint"), sink: sink)
    #expect(run.inputs.diagnostics.isEmpty, "\(run.inputs.diagnostics)")
    let alert = run.groups.flatMap(\.specs).first {
      $0.id == "settings-view-controller-confirm-delete-delete-account-title"
    }
    #expect(alert?.title == "Delete Your Account?")
    let german = alert?.localizations["de"]
    #expect(german?.title == "Konto löschen?")
    #expect(german?.buttons.map(\.label) == ["Abbrechen", "Löschen"])
  }
}
