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

  /// Loads the style sheet `options` name and the specs under `paths` (spec files on up to
  /// `threads` threads); Swift files and
  /// folders of them are read for their alerts (see `SwiftAlertExtractor`), and a spec with
  /// the id of one of those alerts is joined to it (``SpecOverlay``). Input errors and the
  /// Swift reader's notes go to `sink`.
  package static func load(
    _ paths: [String], _ options: InputOptions, threads: Int = 1, sink: any RunSink
  ) throws -> Inputs {
    guard !paths.isEmpty else {
      throw UsageError(
        "give at least one spec file, or a folder of them, such as Examples; or list what "
          + "the project reads under `include` in .alert-preview.yml.")
    }
    let style = options.applied(to: try loadStyle(options.style))
    let found = InputFiles.find(paths, excluding: options.exclude)
    var result = SpecLoader.load(
      paths: found.specPaths, excluding: options.exclude, found: found.walkedJSON,
      threads: threads)
    result.diagnostics += found.diagnostics
    result.diagnostics += found.emptyFolders(foreign: result.foreignFiles)
    if !found.swiftFiles.isEmpty {
      let swift = SwiftAlertExtractor.extract(
        paths: found.swiftFiles, stringsFolders: found.stringsFolders, helpers: options.helpers)
      SwiftNotes.report(swift, verbose: options.verbose, to: sink)
      // A spec with the id of an alert found in Swift adds to it rather than standing alone.
      var specsByID: [String: AlertSpec] = [:]
      for spec in result.alerts { specsByID[spec.id] = specsByID[spec.id] ?? spec }
      let extracted = Set(swift.alerts.map(\.id))
      result.alerts.removeAll { extracted.contains($0.id) }
      result.alerts += swift.alerts.map { alert in
        specsByID[alert.id].map { SpecOverlay.merge(alert, with: $0) } ?? alert
      }
      result.diagnostics += swift.diagnostics
    }
    if options.verbose {
      sink.diagnostic(found.summary(specs: result.alerts.count, foreign: result.foreignFiles))
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
