import AlertCommandLine
import AlertLayout
import AlertPipeline
import AlertRun
import AlertSupport
import Foundation

/// `alert-preview layout PATH...`: the measured layout as JSON, the contract tests and the
/// linter build on (documented in docs/layout.md).
enum LayoutCommand {
  /// The document the command prints.
  struct Document: Encodable {
    struct Alert: Encodable {
      var id: String
      var file: String
      var line: Int
      var made: String?
      var configurations: [AlertGeometry]
    }
    var style: String
    var alerts: [Alert]
  }

  static func run(_ options: ParsedOptions) throws -> Int32 {
    let run = try Run.start(try options.plan(for: "layout"), sink: TerminalSink())
    let alerts = try run.layout().map {
      Document.Alert(
        id: $0.id, file: $0.file, line: $0.line, made: $0.made, configurations: $0.geometry)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = Document(style: run.inputs.style.name, alerts: alerts)
    let json = try encoder.encode(document) + Data("\n".utf8)
    if let output = options[Options.outputFile] {
      try AtomicFile.write(json, to: output)
    } else {
      FileHandle.standardOutput.write(json)
    }
    return run.exitCode()
  }
}
