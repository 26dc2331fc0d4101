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
      var configurations: [AlertGeometry]
    }
    var style: String
    var alerts: [Alert]
  }

  static func run(_ options: ParsedOptions) throws -> Int32 {
    let sink = TerminalSink()
    var inputs = try Inputs.load(options.paths(), try options.inputs(), sink: sink)
    let selection = try Selection(options.look, style: inputs.style)
    let groups = options.locales().groups(&inputs, sink: sink)
    let layouter = AlertLayouter(style: inputs.style)
    var alerts: [Document.Alert] = []
    for (group, configurations) in zip(groups, groups.configurations(selection.configurations)) {
      for spec in group.specs {
        alerts.append(
          Document.Alert(
            id: spec.id, file: spec.locations[""]?.file ?? "",
            configurations: configurations.map { layouter.geometry(of: spec, in: $0) }))
      }
    }
    let order = inputs.specs.map(\.id)
    alerts.sort { (order.firstIndex(of: $0.id) ?? 0) < (order.firstIndex(of: $1.id) ?? 0) }
    let document = Document(style: inputs.style.name, alerts: alerts)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let json = try encoder.encode(document) + Data("\n".utf8)
    if let output = options[Options.outputFile] {
      try AtomicFile.write(json, to: output)
    } else {
      FileHandle.standardOutput.write(json)
    }
    return inputs.diagnostics.isEmpty ? 0 : 2
  }
}
