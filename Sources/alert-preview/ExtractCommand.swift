import AlertGallery
import AlertRun
import AlertSupport
import AlertSwiftSource
import Foundation

/// `alert-preview extract PATH... [--out DIR]`: finds the alerts in Swift sources and prints
/// them as spec JSON, or writes one spec file per alert.
enum ExtractCommand {
  static let help = """
    USAGE: alert-preview extract PATH... [--out DIR]

    Finds the alerts in Swift files (or folders of them; hidden folders and .build are
    skipped) with the Swift parser: UIKit UIAlertController with its addAction, addTextField
    and preferredAction calls in the same scope, SwiftUI .alert(…) modifiers and the
    deprecated Alert(…). Prints them as one spec file, {"alerts": [ … ]}, on stdout, with a
    summary on stderr. Each id is <file-stem>-<line> of the call.

    Copy that is not a literal (a variable, an interpolation) becomes a named placeholder
    such as {count}. NSLocalizedString and String(localized:) give their key: no string
    catalog is read. Action sheets and confirmation dialogs are skipped with a note.

    OPTIONS:
      --out DIR    write one <id>.json spec per alert into DIR instead

    Exit codes: 0 done (even if no alert was found); 2 usage or input errors.
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let arguments = try Arguments(argv, valued: ["--out"], flags: [])
    guard !arguments.positional.isEmpty else {
      throw UsageError("give at least one Swift file, or a folder of them, such as Sources.")
    }
    let result = SwiftAlertExtractor.extract(paths: arguments.positional)
    for diagnostic in result.diagnostics { Terminal.diagnostic(diagnostic.description) }
    for note in result.notes { Terminal.diagnostic("\(note.location): note: \(note.message)") }
    if let folder = arguments.value("--out") {
      let output = OutputFolder(folder)
      try output.create()
      for alert in result.alerts {
        try output.write(Data((SpecJSON.formatted(alert) + "\n").utf8), to: alert.id + ".json")
      }
    } else {
      FileHandle.standardOutput.write(Data((SpecJSON.formatted(result.alerts) + "\n").utf8))
    }
    Terminal.diagnostic(result.summary)
    return result.diagnostics.isEmpty ? 0 : 2
  }
}
