import AlertCommandLine
import AlertGallery
import AlertPipeline
import AlertRun
import AlertSpec
import AlertStrings
import AlertSupport
import AlertSwiftSource
import Foundation

/// `alert-preview extract PATH... [--out DIR]`: finds the alerts in Swift sources and prints
/// them as spec JSON, or writes one spec file per alert.
enum ExtractCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    let paths = options.paths()
    guard !paths.isEmpty else {
      throw UsageError("give at least one Swift file, or a folder of them, such as Sources.")
    }
    let result = SwiftAlertExtractor.extract(
      paths: paths, excluding: options.project?.exclude ?? .none,
      helpers: options.project?.helpers ?? [])
    for diagnostic in result.diagnostics { Terminal.diagnostic(diagnostic.description) }
    SwiftNotes.report(result, verbose: options[Options.verbose] ?? false, to: TerminalSink())
    if let folder = options[Options.extractFolder] {
      let output = OutputFolder(folder)
      try output.create()
      for alert in result.alerts {
        let spec = rebased(alert, to: folder)
        try output.write(Data((SpecJSON.formatted(spec) + "\n").utf8), to: alert.id + ".json")
      }
    } else {
      let specs = result.alerts.map { rebased($0, to: ".") }
      FileHandle.standardOutput.write(Data((SpecJSON.formatted(specs) + "\n").utf8))
    }
    Terminal.diagnostic(result.summary)
    return result.diagnostics.isEmpty ? 0 : 2
  }

  /// `spec` with its `strings` path relative to `folder`, where its file will be, rather than
  /// to the Swift file it came from.
  static func rebased(_ spec: AlertSpec, to folder: String) -> AlertSpec {
    guard let path = StringSources.path(of: spec) else { return spec }
    var rebased = spec
    rebased.strings = ImportedSpec.relativePath(from: folder, to: path)
    return rebased
  }
}
