import Foundation
import PackagePlugin

/// `swift package alert-preview COMMAND …` in a package that depends on alert-preview: runs the
/// `alert-preview` tool built from that dependency with the arguments as given, in the package's
/// directory, so `Specs/` and `--out Previews` name the package's own folders.
///
/// It asks for permission to write to the package directory, since `render`, `gallery` and
/// `snapshot` write there: `swift package --allow-writing-to-package-directory alert-preview
/// render Specs --out Previews` (a terminal asks instead). `alert-preview-lint` lints without it.
@main
struct AlertPreviewPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "alert-preview")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let command = (["alert-preview"] + arguments.prefix(1)).joined(separator: " ")
      throw ToolFailure(
        description: process.terminationReason == .exit
          ? "\(command) exited with status \(process.terminationStatus); see its output above"
          : "\(command) was stopped by signal \(process.terminationStatus)")
    }
  }
}

/// The tool ended with a failure status; its own output has said why.
struct ToolFailure: Error, CustomStringConvertible {
  var description: String
}
