import AlertPipeline
import AlertRun
import Foundation

/// `alert-preview` with no arguments: the bundled examples into Output/, the first thing a new
/// user runs.
enum DefaultRun {
  static func run() throws -> Int32 {
    guard FileManager.default.fileExists(atPath: "Examples") else {
      throw UsageError(
        "no Examples/ folder here. Run alert-preview from the repository root, or give specs: `alert-preview gallery PATH... --out DIR`."
      )
    }
    let sink = TerminalSink()
    var inputs = try Inputs.load(["Examples"], InputOptions(), sink: sink)
    let groups = LocaleSelection(nil).groups(&inputs, sink: sink)
    let outcome = try GalleryBuild.run(
      inputs, groups: groups, look: LookOptions(), output: OutputOptions(), folder: "Output",
      title: "alert-preview examples", sink: sink)
    Terminal.error(outcome.description)
    let absolute = URL(fileURLWithPath: outcome.index).standardizedFileURL.path
    print("Rendered \(inputs.specs.count) example alerts. Open the gallery:\n  \(absolute)")
    return inputs.diagnostics.isEmpty ? 0 : 2
  }
}
