import AlertCommandLine
import AlertPipeline
import AlertRun

/// `alert-preview render PATH... --out DIR`: previews as PNG and SVG files.
enum RenderCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    let run = try Run.start(try options.plan(for: "render"), sink: TerminalSink())
    let rendered = try run.render()
    print(rendered.description)
    return run.exitCode(inputFailed: !rendered.outcome.failures.isEmpty)
  }
}
