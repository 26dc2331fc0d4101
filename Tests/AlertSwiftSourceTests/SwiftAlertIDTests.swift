import AlertSpec
import AlertSwiftSource
import Foundation
import Testing

/// Ids of alerts found in Swift: named after their type, member and copy, kept when lines are
/// added, unique across files, and always ones the loader accepts.
@Suite struct SwiftAlertIDTests {
  static let source = """
    import UIKit
    func ask() {
      let a = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
      a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    }
    """

  @Test func twoFilesWithTheSameStemGetTwoIDs() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swift-ids-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    for name in ["A/SettingsView.swift", "B/SettingsView.swift", "B/Settings_View.swift"] {
      let file = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Self.source.write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let ids = SwiftAlertExtractor.extract(paths: files, threads: 1).alerts.map(\.id)
    #expect(ids.count == 3)
    #expect(ids.first == "settings-view-ask-sign-out", "the first file keeps the plain id")
    #expect(Set(ids).count == 3, "\(ids)")
    for id in ids { #expect(SpecID.problem(id) == nil, "\(id)") }
    #expect(SwiftAlertExtractor.extract(paths: files, threads: 2).alerts.map(\.id) == ids)
  }

  @Test func twoAlertsOnALineOfALongFileNameStayWithinTheLimit() {
    let source = """
      let a = UIAlertController(title: "One?", message: nil, preferredStyle: .alert); let b = UIAlertController(title: "Two?", message: nil, preferredStyle: .alert)
      a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      b.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      """
    let file = String(repeating: "VeryLong", count: 10) + ".swift"
    let result = SwiftAlertExtractor.extract(source: source, file: file)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let ids = result.alerts.map(\.id)
    #expect(ids.count == 2)
    #expect(Set(ids).count == 2)
    for id in ids { #expect(id.count <= SpecLimits.idLength && SpecID.problem(id) == nil) }
  }

  @Test func addingLinesKeepsEveryID() {
    let source = """
      import UIKit
      final class TrashViewController: UIViewController {
        func empty() {
          let a = UIAlertController(title: "Empty Trash?", message: nil, preferredStyle: .alert)
          a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
          let b = UIAlertController(title: "Empty Trash?", message: "Again", preferredStyle: .alert)
          b.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        }
      }
      extension TrashViewController {
        var restoreAlert: UIAlertController {
          let c = UIAlertController(title: nil, message: "Restore all notes?", preferredStyle: .alert)
          c.addAction(UIAlertAction(title: "Cancel", style: .cancel))
          return c
        }
      }
      """
    let before = SwiftAlertExtractor.extract(source: source, file: "Trash.swift").alerts
    let moved = source.replacingOccurrences(
      of: "  func empty() {", with: "  // Asks first.\n\n  func empty() {")
    let after = SwiftAlertExtractor.extract(source: moved, file: "Trash.swift").alerts
    #expect(
      before.map(\.id) == [
        "trash-view-controller-empty-empty-trash", "trash-view-controller-empty-empty-trash-2",
        "trash-view-controller-restore-alert-restore-all-notes",
      ])
    #expect(after.map(\.id) == before.map(\.id))
    #expect(after.first?.locations[""]?.line == (before.first?.locations[""]?.line ?? 0) + 2)
  }

  /// A key the app's strings hold names the alert by its last two parts
  /// (`RepositoryTextTests`); a key no table holds is the title's words.
  @Test func aTitleWithoutATableIsNamedByItsWords() {
    let source = """
      struct SettingsView: View {
        var body: some View {
          Text("").alert("settings.delete_account.title", isPresented: $shown) {}
        }
      }
      """
    let ids = SwiftAlertExtractor.extract(source: source, file: "SettingsView.swift").alerts.map(
      \.id)
    #expect(ids == ["settings-view-body-settings-delete-account-title"])
  }
}
