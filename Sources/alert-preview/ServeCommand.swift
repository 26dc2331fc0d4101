import AlertPipeline
import AlertRun
import AlertServe
import AlertSupport
import Foundation
import StyleSheet

/// `alert-preview serve [PATH...]`: the local web app (``ServeServer`` in `AlertServe`); this
/// file only reads options and hands the server the CLI's own readers.
enum ServeCommand {
  static let help = """
    USAGE: alert-preview serve [PATH...] [--port N] [--host ADDRESS] [--style NAME|PATH]

    Serves a local web app for editing alert copy: the index lists the alerts in PATH
    (default: Examples) with previews and their worst finding; an alert's page shows it as iOS
    draws it, with controls for device, orientation, appearance, text size and locale, its
    findings, and an editor for the title, message, buttons and text fields. Typing redraws
    the preview and relints. Save writes what changed back into the alert's spec file, keeping
    its comments, formatting and other alerts; a file changed on disk since the page loaded it
    is never overwritten. Alerts from Swift sources are shown read-only.
    /gallery/ is the static gallery of PATH, built when asked for. Pages update by themselves
    when a spec or style sheet changes on disk. Ctrl-C stops the server.

    The image and lint API (GET /render/ID.png, POST /render.png, POST /lint…) is described in
    docs/serve.md.

    OPTIONS:
      --port N               the port (default: 8080; 0 picks a free one; the URL is printed)
      --host ADDRESS         the address to listen on (default: 127.0.0.1, this computer only;
                             0.0.0.0 lets anyone on the network read and edit the specs)
      --style NAME|PATH      style sheet (default: ios)

    Exit codes: 0 stopped by Ctrl-C or SIGTERM, 2 usage errors or an address in use.
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let arguments = try Arguments(
      argv, valued: Inputs.valuedOptions.union(["--port", "--host"]), flags: [])
    let paths = arguments.positional.isEmpty ? ["Examples"] : arguments.positional
    let portText = arguments.value("--port") ?? "8080"
    guard let port = Int(portText), (0...65535).contains(port) else {
      throw UsageError("--port must be a number from 0 to 65535, not '\(portText)'.")
    }
    let host = arguments.value("--host") ?? "127.0.0.1"
    let styleName = arguments.value("--style") ?? "ios"
    let sources = ServeSources(
      paths: paths, styleFolders: styleFolders(styleName),
      load: { try load(paths, style: styleName) },
      buildGallery: { folder in try buildGallery(paths, style: styleName, folder: folder) })
    let app = try ServeApp(sources)
    let server = try ServeServer(
      app: app, host: host, port: port, watching: paths + sources.styleFolders,
      requestTimeout: try requestTimeout())
    if host != "127.0.0.1" && host != "::1" && host != "localhost" {
      Terminal.error(
        "alert-preview serve: warning: listening on \(host): anyone who can reach this computer "
          + "on the network can read and edit the specs in \(paths.joined(separator: ", ")).")
    }
    // Straight to the file descriptor: a test or script reading the URL must not wait on a buffer.
    FileHandle.standardOutput.write(
      Data(
        "Serving \(paths.joined(separator: ", ")) at \(server.url)\nPress Ctrl-C to stop.\n".utf8))
    server.wait()
    Terminal.error("alert-preview serve: stopped.")
    return 0
  }

  /// `ALERT_PREVIEW_SERVE_REQUEST_TIMEOUT` (seconds; for tests), or the default.
  private static func requestTimeout() throws -> Double {
    let name = "ALERT_PREVIEW_SERVE_REQUEST_TIMEOUT"
    guard let text = ProcessInfo.processInfo.environment[name] else {
      return ServeLimits.requestSeconds
    }
    guard let seconds = Double(text), seconds >= 0.1, seconds <= 3600 else {
      throw UsageError("\(name) must be a number of seconds from 0.1 to 3600, not '\(text)'.")
    }
    return seconds
  }

  /// The folders a style sheet can come from: the search path, or the folder of a sheet file.
  private static func styleFolders(_ style: String) -> [String] {
    let folders = StyleSheetLoader.defaultSearchPaths().filter {
      FileManager.default.fileExists(atPath: $0)
    }
    guard style.hasSuffix(".xml") else { return Array(folders.prefix(1)) }
    return [URL(fileURLWithPath: style).deletingLastPathComponent().path]
  }

  /// PATH read as every command reads it, with each alert's strings in every locale.
  private static func load(_ paths: [String], style: String) throws -> ServeSources.Loaded {
    let arguments = try Arguments(["--style", style], valued: Inputs.valuedOptions, flags: [])
    var inputs = try Inputs.load(paths, arguments)
    let groups = try LocaleSelection(arguments, defaultsToAll: true).groups(&inputs)
    return ServeSources.Loaded(
      specs: groups.flatMap(\.specs), diagnostics: inputs.diagnostics, style: inputs.style)
  }

  /// The gallery command's build of PATH into `folder`.
  private static func buildGallery(_ paths: [String], style: String, folder: String) throws {
    let arguments = try Arguments(["--style", style], valued: Inputs.valuedOptions, flags: [])
    var inputs = try Inputs.load(paths, arguments)
    let groups = try LocaleSelection(arguments, defaultsToAll: true).groups(&inputs)
    try OutputFolder(folder).create()
    _ = try GalleryBuild.run(
      inputs, groups: groups, arguments: arguments, folder: folder, title: "Alert previews")
  }
}
