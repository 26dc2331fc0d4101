import Foundation
import PackagePlugin

/// Generates `AlertPreviewVersion.current`, the version `--version`, SARIF reports, the
/// gallery's footer, the review pack's cover and the Debian package name show, from one
/// place: `scripts/version.sh` (`git describe`, or `VERSION` outside a git checkout).
///
/// A prebuild command, so it runs before every build (a new commit changes the version with no
/// file of the target changing); the script rewrites the file only when the version changed,
/// so an unchanged version compiles nothing again.
@main struct VersionPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Version")
    let script = context.package.directoryURL.appendingPathComponent("scripts/version.sh")
    return [
      .prebuildCommand(
        displayName: "alert-preview's version from git describe",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: [script.path, "--swift", output.path],
        outputFilesDirectory: output)
    ]
  }
}
