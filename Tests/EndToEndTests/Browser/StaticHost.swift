import Foundation

/// Python's `http.server` serving a folder on 127.0.0.1, as a static host would: the gallery
/// under it lives at a sub-path (`/site/`), not at the root.
final class StaticHost {
  static let python = "/usr/bin/python3"
  let process = Process()
  let port: Int

  /// Starts the server on a free port and waits (at most 10 s) until it says where it listens.
  init(serving folder: URL) throws {
    process.executableURL = URL(fileURLWithPath: Self.python)
    process.arguments = [
      "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path,
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    // "Serving HTTP on 127.0.0.1 port 41234 (http://127.0.0.1:41234/) ..."
    let deadline = Date().addingTimeInterval(10)
    var text = ""
    var found: Int?
    while found == nil, Date() < deadline, process.isRunning {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { Thread.sleep(forTimeInterval: 0.05) }
      text += String(decoding: chunk, as: UTF8.self)
      if let range = text.range(of: " port ") {
        found = Int(text[range.upperBound...].prefix { $0.isNumber })
      }
    }
    guard let found else {
      process.terminate()
      throw BrowserPipe.Failure(description: "http.server did not start: \(text)")
    }
    port = found
  }

  /// The URL of `path` on the server.
  func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)/" + path) ?? URL(fileURLWithPath: "/")
  }

  /// Stops the server: SIGTERM, then SIGKILL if it is still there after a second.
  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    let deadline = Date().addingTimeInterval(1)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }
}
