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
  static let help = """
    USAGE: alert-preview extract PATH... [--out DIR] [--verbose]

    Finds the alerts in Swift files (or folders of them; hidden folders and .build are
    skipped) with the Swift parser: UIKit UIAlertController with its addAction, addTextField
    and preferredAction calls in the same scope, SwiftUI .alert(…) modifiers and the
    deprecated Alert(…). Prints them as one spec file, {"alerts": [ … ]}, on stdout, with a
    summary on stderr. Each id is <file-stem>-<line> of the call.

    Copy that is not a literal (a variable, an interpolation) becomes a named placeholder
    such as {count}. Text iOS looks up (SwiftUI's titles and labels, Text("…"),
    NSLocalizedString, String(localized:)) is written as a key of the nearest
    Localizable.xcstrings or <locale>.lproj folder above the Swift file, when it holds the
    key, with "strings" pointing at it. Action sheets and confirmation dialogs are skipped
    with a note.

    OPTIONS:
      --out DIR    write one <id>.json spec per alert into DIR instead
      --verbose    after the summary, count what was skipped or read only in part, by
                   reason, and the alerts whose copy is known only at run time

    Exit codes: 0 done (even if no alert was found); 2 usage or input errors.
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let arguments = try Arguments(argv, valued: ["--out"], flags: ["--verbose"])
    guard !arguments.positional.isEmpty else {
      throw UsageError("give at least one Swift file, or a folder of them, such as Sources.")
    }
    let result = SwiftAlertExtractor.extract(paths: arguments.positional)
    for diagnostic in result.diagnostics { Terminal.diagnostic(diagnostic.description) }
    SwiftNotes.print(result, verbose: arguments.flag("--verbose"))
    if let folder = arguments.value("--out") {
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
