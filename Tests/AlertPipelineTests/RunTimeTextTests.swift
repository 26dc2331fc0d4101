import AlertLayout
import AlertLint
import AlertRun
import AlertSpec
import AlertSwiftSource
import Foundation
import Testing

@testable import AlertPipeline

/// Findings only about real copy: a field read from Swift that is known only at run time is
/// named once per alert by `text-not-static` and skipped by the copy rules; `--locale` names
/// only locales the app ships.
@Suite struct RunTimeTextTests {
  static let source = """
    import UIKit

    final class SyncViewController: UIViewController {
      func failed(_ error: Error, cancelTitle: String, retryTitle: String) {
        let alert = UIAlertController(
          title: "Sync Failed", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: cancelTitle, style: .cancel))
        alert.addAction(UIAlertAction(title: retryTitle, style: .default))
        alert.addAction(UIAlertAction(title: retryTitle, style: .default))
        present(alert, animated: true)
      }
    }
    """

  private func folder(_ files: [String: String]) throws -> URL {
    try TemporaryTree.make(files, prefix: "run-time")
  }

  private func lint(_ folder: URL, locales: [String]? = nil) throws -> (LintReport, [String]) {
    var look = LookOptions()
    look.devices = .named(["iphone-se"])
    look.orientations = [.portrait]
    let sink = CollectingSink()
    let run = try Run.start(
      RunPlan(
        paths: [folder.path], locales: LocaleSelection(locales), look: look, label: "lint"),
      sink: sink)
    return (run.lint(), sink.lines)
  }

  @Test func runTimeFieldsAreNamedOnceAndNotChecked() throws {
    let folder = try folder(["SyncViewController.swift": Self.source])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (report, _) = try lint(folder)
    let rules = report.findings.map(\.ruleID)
    // No "label it Cancel" on {cancelTitle}, no "labels must differ" between {retryTitle}s.
    #expect(!rules.contains("cancel-label"), "\(report.findings)")
    #expect(!rules.contains("button-labels-unique"), "\(report.findings)")
    let named = report.findings.filter { $0.ruleID == "text-not-static" }
    #expect(named.count == 1)
    #expect(
      named.first?.message
        == "the message (`error.localizedDescription`), the label of buttons[0] (`cancelTitle`), "
        + "the label of buttons[1] (`retryTitle`) and the label of buttons[2] (`retryTitle`) are "
        + "known only at run time, so the copy rules do not check them; to check the copy, give "
        + "a spec with this alert's id and sample text beside the sources")
    #expect(named.first?.location.line == 5)
    #expect(named.first?.severity == .suggestion)
  }

  /// A helper's own literal (its "Error" title) is one finding, not one per call.
  @Test func aHelpersLiteralIsOneFindingForEveryCall() throws {
    let folder = try folder([
      "Problems.swift": """
      extension UIViewController {
        func showProblem(_ message: String) {
          let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: "OK", style: .default))
          present(alert, animated: true)
        }
      }
      """,
      "ListViewController.swift": """
      final class ListViewController: UIViewController {
        func failedToSave() { showProblem("The list could not be saved.") }
        func failedToShare() { showProblem("The list could not be shared.") }
      }
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (report, _) = try lint(folder)
    #expect(report.alerts.count == 2)
    let oneWord = report.findings.filter { $0.ruleID == "title-one-word" }
    #expect(oneWord.count == 1, "\(report.findings)")
    #expect(oneWord.first?.location.file.hasSuffix("Problems.swift") == true)
  }

  @Test func aSpecWithTheAlertsIDAndSampleTextIsChecked() throws {
    let folder = try folder([
      "SyncViewController.swift": Self.source,
      "sync-view-controller-failed-sync-failed.json": #"""
      {"id": "sync-view-controller-failed-sync-failed",
       "buttons": [{"label": "Dismiss", "role": "cancel"}, {"label": "Retry"}, {"label": "Retry"}]}
      """#,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (report, _) = try lint(folder)
    let rules = Set(report.findings.map(\.ruleID))
    #expect(rules.contains("cancel-label"), "\(report.findings)")
    #expect(rules.contains("button-labels-unique"), "\(report.findings)")
    // The message is still the error's description.
    #expect(
      report.findings.first { $0.ruleID == "text-not-static" }?.message.hasPrefix(
        "the message (`error.localizedDescription`) is known only at run time") == true)
  }

  @Test func extractedSpecsKeepWhatIsKnownOnlyAtRunTime() throws {
    let result = SwiftAlertExtractor.extract(source: Self.source, file: "Sync.swift").alerts
    let json = SpecJSON.formatted(result)
    #expect(json.contains(#""runTime": {"#), "\(json)")
    #expect(json.contains(#""message": "error.localizedDescription""#), "\(json)")
    let reread = SpecLoader.load(text: json, file: "spec.json")
    #expect(reread.diagnostics.isEmpty, "\(reread.diagnostics)")
    #expect(reread.alerts.first?.runTime["buttons[0].label"] == "cancelTitle")
  }

  @Test func aRunTimeFieldThatIsNotTextIsAnInputError() {
    let loaded = SpecLoader.load(
      text: #"{"id": "a", "title": "A", "runTime": {"buttons[0].role": "x"}}"#, file: "a.json")
    #expect(
      loaded.diagnostics.map(\.message) == [
        "'runTime' names 'buttons[0].role', which is not a text field; name title, message, "
          + "buttons[N].label or textFields[N].placeholder"
      ])
  }

  @Test func aLocaleTheAppDoesNotShipIsAnErrorNamingTheOnesItDoes() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/SwiftRepository")
    let (report, lines) = try lint(root, locales: ["fr"])
    #expect(
      report.inputErrors.map(\.message) == [
        "the app ships no 'fr' text: its strings have de, en; name one of those, or translate "
          + "the strings into 'fr' first"
      ])
    #expect(
      lines.contains { $0.hasSuffix("App/Resources:1:1: error: " + report.inputErrors[0].message) })
    // Nothing is checked "in fr" with the English text.
    #expect(!report.findings.contains { $0.message.hasSuffix("(in fr)") })
  }

  @Test func aLocaleWithNoStringsAtAllIsAnError() throws {
    let folder = try folder(["SyncViewController.swift": Self.source])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (report, _) = try lint(folder, locales: ["de", "en-XA"])
    #expect(report.inputErrors.count == 1)
    #expect(
      report.inputErrors.first?.message.hasPrefix("--locale de names the app's translations")
        == true)
  }
}
