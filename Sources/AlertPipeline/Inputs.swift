import AlertLayout
import AlertRun
import AlertSpec
import AlertSwiftSource
import Foundation
import StyleSheet

/// The specs and style sheet a command works on, with input errors already reported.
package struct Inputs {
  package var specs: [AlertSpec]
  package var style: StyleSheet
  /// The input errors, already told to the run's sink; they make the exit code 2.
  package var diagnostics: [SpecDiagnostic]

  /// Loads the style sheet `options` name and the specs under `paths`; Swift files and
  /// folders of them are read for their alerts (see `SwiftAlertExtractor`), and a spec with
  /// the id of one of those alerts is joined to it (``SpecOverlay``). Input errors and the
  /// Swift reader's notes go to `sink`.
  package static func load(_ paths: [String], _ options: InputOptions, sink: any RunSink)
    throws -> Inputs
  {
    guard !paths.isEmpty else {
      throw UsageError(
        "give at least one spec file, or a folder of them, such as Examples; or list what "
          + "the project reads under `include` in .alert-preview.yml.")
    }
    let style = options.applied(to: try loadStyle(options.style))
    let swiftPaths = paths.filter(SwiftAlertExtractor.readsAsSwift)
    let specPaths = paths.filter { !swiftPaths.contains($0) }
    var result =
      specPaths.isEmpty
      ? SpecLoadResult() : SpecLoader.load(paths: specPaths, excluding: options.exclude)
    if !swiftPaths.isEmpty {
      let swift = SwiftAlertExtractor.extract(paths: swiftPaths, excluding: options.exclude)
      SwiftNotes.report(swift, verbose: options.verbose, to: sink)
      // A spec with the id of an alert found in Swift adds to it rather than standing alone.
      var specsByID: [String: AlertSpec] = [:]
      for spec in result.alerts { specsByID[spec.id] = specsByID[spec.id] ?? spec }
      let found = Set(swift.alerts.map(\.id))
      result.alerts.removeAll { found.contains($0.id) }
      result.alerts += swift.alerts.map { alert in
        specsByID[alert.id].map { SpecOverlay.merge(alert, with: $0) } ?? alert
      }
      result.diagnostics += swift.diagnostics
    }
    for diagnostic in result.diagnostics { sink.diagnostic(diagnostic.description) }
    let screen = options.screen
    return Inputs(
      specs: screen.applied(to: result.alerts), style: screen.applied(to: style),
      diagnostics: result.diagnostics)
  }

  package static func loadStyle(_ nameOrPath: String) throws -> StyleSheet {
    let style = try StyleSheetLoader.load(
      nameOrPath, searchPaths: StyleSheetLoader.defaultSearchPaths())
    _ = try FontEnvironment.forStyle(style)  // a missing font family is an input error
    return style
  }
}
