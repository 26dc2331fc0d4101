import AlertCommandLine
import AlertPipeline
import AlertRun
import AlertServe
import AlertSupport
import Foundation
import StyleSheet

/// `alert-preview serve [PATH...]`: the local web app (``ServeServer`` in `AlertServe`); this
/// file only reads options.
enum ServeCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    let paths = options.paths(fallback: ["Examples"])
    let port = options[Options.port] ?? 8080
    let host = options[Options.host] ?? "127.0.0.1"
    let sources = ServeSources(paths: paths, inputs: try options.inputs())
    let report = options[Options.report] ?? "snapshot-report"
    let references = options[Options.references]
    if let references, !FileManager.default.fileExists(atPath: references) {
      throw UsageError(
        "--references '\(references)' does not exist; give the folder `snapshot` records into.")
    }
    let app = try ServeApp(
      sources, snapshots: ServeSnapshots(report: report, references: references))
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
}
