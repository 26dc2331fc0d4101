import AlertRun
import AlertSupport
import Foundation

/// The command-line shell: picks the command, maps errors to exit codes
/// (0 clean, 1 findings or mismatches, 2 usage or input errors).
let argv = Array(CommandLine.arguments.dropFirst())

func runCommand() throws -> Int32 {
  guard let command = argv.first else { return try DefaultRun.run() }
  let rest = Array(argv.dropFirst())
  if rest.contains("--help") || rest.contains("-h") {
    return Help.show(command)
  }
  switch command {
  case "render": return try RenderCommand.run(rest)
  case "layout": return try LayoutCommand.run(rest)
  case "gallery": return try GalleryCommand.run(rest)
  case "lint": return try LintCommand.run(rest)
  case "snapshot": return try SnapshotCommand.run(rest)
  case "extract": return try ExtractCommand.run(rest)
  case "import": return try ImportCommand.run(rest)
  case "serve": return try ServeCommand.run(rest)
  case "merge": return try MergeCommand.run(rest)
  case "review": return try ReviewCommand.run(rest)
  case "help", "--help", "-h": return Help.show(rest.first)
  case "--version", "version":
    print("alert-preview \(Help.version)")
    return 0
  default:
    let hint =
      Suggestion.nearest(to: command, among: Help.commands).map { " Did you mean '\($0)'?" } ?? ""
    throw UsageError(
      "unknown command '\(command)'.\(hint) Run `alert-preview help` for the commands.")
  }
}

do {
  exit(try runCommand())
} catch let error as UsageError {
  Terminal.diagnostic("alert-preview: error: \(error)")
  exit(2)
} catch {
  Terminal.diagnostic("alert-preview: error: \(ErrorSentence.of(error))")
  exit(2)
}
