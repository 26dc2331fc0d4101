import AlertLint
import AlertSpec
import Foundation
import StyleSheet

/// The repository's folders and the sheets the lint tests use, loaded once.
enum LintFixtures {
  /// The repository root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Styles/` of the repository.
  static var styles: String { root.appendingPathComponent("Styles").path }

  /// A shipped sheet by name.
  static func sheet(_ name: String) throws -> StyleSheet {
    try StyleSheetLoader.load(name, searchPaths: [styles])
  }

  /// Lints one spec text with a sheet.
  static func lint(_ text: String, style: String = "ios", file: String = "example.json") throws
    -> LintReport
  {
    let loaded = SpecLoader.load(text: text, file: file)
    let linter = Linter(style: try sheet(style))
    return linter.lint(loaded.alerts, inputErrors: loaded.diagnostics)
  }
}
