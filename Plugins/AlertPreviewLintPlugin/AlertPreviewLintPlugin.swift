import Foundation
import PackagePlugin

/// `swift package alert-preview-lint PATH… [OPTIONS]`: `alert-preview lint` on the package's
/// specs, in the package's directory, asking for no permission, for CI.
///
/// The same as `swift package alert-preview lint …`, which asks to write to the package
/// directory because its other commands do (a command plugin asks for one set of permissions,
/// whatever its arguments; swift-format splits its lint and format plugins for the same reason).
/// `--output FILE` inside the package still needs `--allow-writing-to-package-directory` where
/// plugins run sandboxed (macOS).
@main
struct AlertPreviewLintPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "alert-preview")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["lint"] + arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw LintFailure(
        description: process.terminationReason == .exit
          ? "alert-preview lint exited with status \(process.terminationStatus); see its "
            + "findings above"
          : "alert-preview lint was stopped by signal \(process.terminationStatus)")
    }
  }
}

/// Lint ended with a failure status; its own output has said why.
struct LintFailure: Error, CustomStringConvertible {
  var description: String
}
