import AlertSpec
import AlertSwiftSource
import Foundation

/// The Swift fixtures in `Tests/Fixtures/SwiftSources`.
enum Fixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/SwiftSources").path

  static let settings = folder + "/Settings/SettingsView.swift"
  static let account = folder + "/AccountViewController.swift"

  /// The alerts of the whole fixture folder, by id.
  static func alerts() -> [String: AlertSpec] {
    let result = SwiftAlertExtractor.extract(paths: [folder])
    return Dictionary(uniqueKeysWithValues: result.alerts.map { ($0.id, $0) })
  }

  /// `file:line:column` with the fixture folder cut off.
  static func short(_ location: SourceLocation?) -> String {
    guard let location else { return "nil" }
    return location.description.replacingOccurrences(of: folder + "/", with: "")
  }
}
