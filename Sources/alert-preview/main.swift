import AlertCommandLine
import AlertLayout
import AlertPipeline
import AlertRun
import AlertSupport
import Foundation
import StyleSheet

/// The command-line shell: picks the command, parses its options once (with the project
/// file), runs it, and maps errors to exit codes (0 clean, 1 findings or mismatches, 2 usage
/// or input errors).
let argv = Array(CommandLine.arguments.dropFirst())

func runCommand() throws -> Int32 {
  // The commands, by name, with what runs each.
  let runs: [String: (ParsedOptions) throws -> Int32] = [
    "render": RenderCommand.run, "layout": LayoutCommand.run, "gallery": GalleryCommand.run,
    "lint": LintCommand.run, "snapshot": SnapshotCommand.run, "extract": ExtractCommand.run,
    "import": ImportCommand.run, "serve": ServeCommand.run, "merge": MergeCommand.run,
    "review": ReviewCommand.run, "config": ConfigCommand.run, "rules": RulesCommand.run,
  ]
  // `-j N` starts this executable N times as worker processes.
  let workerProgram = Bundle.main.executableURL?.resolvingSymlinksInPath().path
  guard let name = argv.first else { return try DefaultRun.run(workerProgram: workerProgram) }
  if name == WorkerMessage.command { return RenderWorker.serve() }
  let rest = Array(argv.dropFirst())
  switch name {
  case "help", "--help", "-h": return Help.show(rest.first)
  case "--version", "version":
    print("alert-preview \(Help.version)")
    return 0
  default: break
  }
  guard let command = Commands.named(name), let run = runs[name] else {
    let names = Commands.all.map(\.name) + ["help"]
    throw UsageError(
      "unknown command '\(name)'.\(ChoiceValue.question(name, names)) Run `alert-preview help` for "
        + "the commands.")
  }
  if rest.contains("--help") || rest.contains("-h") { return Help.show(name) }
  var parsed = try Invocation.parse(rest, for: command)
  parsed.workerProgram = workerProgram
  // At -j 1 the command works on this thread alone (`serve` answers on threads of its own), so
  // this thread does the font work too, without handing it to a font thread.
  if name != "serve", OutputOptions.jobs(parsed[Options.jobs]) == 1 {
    FontThread.adoptCurrentThread()
  }
  return try run(parsed)
}

do {
  exit(try runCommand())
} catch let error as UsageError {
  // A project file's errors point into it, as `file:line:column: error: …`.
  let located = error.description.contains(": error: ")
  Terminal.diagnostic(located ? error.description : "alert-preview: error: \(error)")
  exit(2)
} catch let error as StyleSheetError {
  // A sheet's own errors point into it; a sheet that could not be found has no file to name.
  for each in error.all {
    let inFile = FileManager.default.fileExists(atPath: each.file)
    Terminal.diagnostic(inFile ? each.description : "alert-preview: error: \(each.message)")
  }
  exit(2)
} catch {
  Terminal.diagnostic("alert-preview: error: \(ErrorSentence.of(error))")
  exit(2)
}
