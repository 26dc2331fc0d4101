import AlertCommandLine
import AlertPipeline
import AlertRun
import AlertServe
import AlertSupport
import Foundation
import StyleSheet

/// `alert-preview serve [PATH...]`: the local web app (``ServeServer`` in `AlertServe`); this
/// file only reads options and hands the server the CLI's own readers.
enum ServeCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    let paths = options.paths(fallback: ["Examples"])
    let port = options[Options.port] ?? 8080
    let host = options[Options.host] ?? "127.0.0.1"
    let inputs = try options.inputs()
    let sources = ServeSources(
      paths: paths, styleFolders: styleFolders(inputs.style),
      load: { try load(paths, inputs) },
      buildGallery: { folder in try buildGallery(paths, inputs, folder: folder) })
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
  private static func load(_ paths: [String], _ options: InputOptions) throws
    -> ServeSources.Loaded
  {
    var inputs = try Inputs.load(paths, options, sink: TerminalSink())
    let groups = LocaleSelection(nil, defaultsToAll: true).groups(&inputs, sink: TerminalSink())
    return ServeSources.Loaded(
      specs: groups.flatMap(\.specs), diagnostics: inputs.diagnostics, style: inputs.style)
  }

  /// The gallery command's build of PATH into `folder`.
  private static func buildGallery(_ paths: [String], _ options: InputOptions, folder: String)
    throws
  {
    let sink = TerminalSink()
    var inputs = try Inputs.load(paths, options, sink: sink)
    let groups = LocaleSelection(nil, defaultsToAll: true).groups(&inputs, sink: sink)
    try OutputFolder(folder).create()
    _ = try GalleryBuild.run(
      inputs, groups: groups, look: LookOptions(), output: OutputOptions(), folder: folder,
      title: "Alert previews", sink: sink)
  }
}
