import AlertPipeline
import AlertRun
import Foundation

/// `alert-preview` with no arguments: the bundled examples into Output/, the first thing a new
/// user runs.
enum DefaultRun {
  static func run(workerProgram: String?) throws -> Int32 {
    guard FileManager.default.fileExists(atPath: "Examples") else {
      throw UsageError(
        "no Examples/ folder here. Run alert-preview from the repository root, or give specs: `alert-preview gallery PATH... --out DIR`."
      )
    }
    var output = OutputOptions(out: "Output")
    output.workerProgram = workerProgram
    let plan = RunPlan(paths: ["Examples"], output: output, label: "gallery")
    let run = try Run.start(plan, sink: TerminalSink())
    let made = try run.gallery(GalleryPlan(title: "alert-preview examples"))
    let absolute = URL(fileURLWithPath: made.index).standardizedFileURL.path
    print("Rendered \(run.inputs.specs.count) example alerts. Open the gallery:\n  \(absolute)")
    return run.exitCode()
  }
}
