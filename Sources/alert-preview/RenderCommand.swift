import AlertCommandLine
import AlertPipeline
import AlertRender
import AlertRun
import AlertSupport
import Foundation

/// `alert-preview render PATH... --out DIR`: previews as PNG and SVG files.
enum RenderCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    let sink = TerminalSink()
    let start = Date()
    let output = options.output
    var inputs = try Inputs.load(options.paths(), try options.inputs(), sink: sink)
    let selection = try Selection(options.look, style: inputs.style)
    let groups = options.locales().groups(&inputs, sink: sink)
    let folder = output.out ?? "Output"
    try OutputFolder(folder).create()
    LeftoverTemporaryFiles.remove(in: [folder], subfolders: inputs.specs.map(\.id), before: start)
    let outcome = RenderRun.run(
      groups, configurations: selection.configurations, formats: selection.formats,
      style: inputs.style, output: output, folder: folder, label: "render", sink: sink)
    let files = outcome.items.reduce(0) { $0 + $1.files.count }
    let alerts = inputs.specs.count - outcome.failedIDs.count
    print(
      "wrote \(FewNames.counted(files, "file")) for \(FewNames.counted(alerts, "alert")) to \(folder)/"
    )
    if let note = FontNote.line(inputs.style) { Terminal.error("render: " + note) }
    return inputs.diagnostics.isEmpty && outcome.failures.isEmpty ? 0 : 2
  }
}
