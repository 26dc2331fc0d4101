import AlertLayout
import AlertLint
import AlertSpec
import AlertStrings
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

  /// Lints one spec text with a sheet, in `locale` when given. A spec's `strings` is read
  /// relative to the repository root, as the rule reference's examples name them.
  static func lint(
    _ text: String, style: String = "ios", locale: String? = nil, file: String = "example.json"
  ) throws -> LintReport {
    let loaded = SpecLoader.load(text: text, file: file)
    let alerts = try loaded.alerts.map { spec in
      let strings = try spec.strings.map {
        try StringSource.read(root.appendingPathComponent($0).path)
      }
      return Localizer.localize(spec, locales: [locale], strings: strings)
    }
    var configurations: [RenderConfiguration]?
    if let locale {
      let sheet = try sheet(style)
      configurations = RenderConfiguration.all(
        devices: sheet.defaultDevices, orientations: Orientation.allCases, appearances: [.light],
        scales: [2], locales: [locale])
    }
    let linter = Linter(style: try sheet(style), configurations: configurations)
    return linter.lint(alerts, inputErrors: loaded.diagnostics)
  }
}
