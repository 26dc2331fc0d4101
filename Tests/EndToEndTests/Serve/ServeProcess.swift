import Foundation

/// `alert-preview serve --port 0` running as a child process on a loopback port, and plain
/// HTTP requests to it.
final class ServeProcess {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// An HTTP answer.
  struct Response {
    var status: Int
    var contentType: String
    var body: Data

    var text: String { String(decoding: body, as: UTF8.self) }
    /// The body as a JSON object (empty when it is not one).
    var json: [String: Any] {
      (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }

    /// The answer in `bytes` as read off the connection, or `nil` when it has no head.
    init?(_ bytes: Data) {
      guard let split = bytes.range(of: Data("\r\n\r\n".utf8)) else { return nil }
      let header = String(decoding: bytes[..<split.lowerBound], as: UTF8.self)
      let lines = header.components(separatedBy: "\r\n")
      let status = lines.first.map { $0.split(separator: " ") }.flatMap {
        $0.count > 1 ? Int($0[1]) : nil
      }
      let type = lines.first { $0.lowercased().hasPrefix("content-type:") }.map {
        String($0.dropFirst("content-type:".count)).trimmingCharacters(in: .whitespaces)
      }
      self.init(
        status: status ?? 0, contentType: type ?? "", body: Data(bytes[split.upperBound...]))
    }

    init(status: Int, contentType: String, body: Data) {
      self.status = status
      self.contentType = contentType
      self.body = body
    }
  }

  let process = Process()
  let url: URL
  let port: Int
  private let errors: URL

  /// Starts the server on `paths` in `directory` and waits for the URL it prints.
  init(_ paths: [String], in directory: URL = Binary.root, options: [String] = []) throws {
    process.executableURL = URL(fileURLWithPath: Binary.path)
    process.arguments = ["serve"] + paths + ["--port", "0"] + options
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["ALERT_PREVIEW_STYLES"] = Binary.root.appendingPathComponent("Styles").path
    process.environment = environment
    errors = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID())")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: errors)
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    var printed = ""
    let deadline = Date().addingTimeInterval(60)
    while !printed.contains("\n"), Date() < deadline, process.isRunning {
      printed += String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
    }
    guard let range = printed.range(of: #"http://[0-9.]+:[0-9]+/"#, options: .regularExpression),
      let url = URL(string: String(printed[range])), let port = url.port
    else {
      process.terminate()
      process.waitUntilExit()
      throw Failure(description: "serve printed no URL: \(printed)")
    }
    self.url = url
    self.port = port
  }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: errors)
  }

  /// What the server wrote to stderr so far.
  var stderr: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

  /// Sends `method` to `path` (percent-encoding kept as written) over a fresh connection
  /// and reads the answer to its end.
  func request(_ path: String, method: String = "GET", body: Data? = nil) throws -> Response {
    let socket = try LoopbackSocket(port: port)
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    if let body { head += "Content-Length: \(body.count)\r\nContent-Type: application/json\r\n" }
    socket.send(Data(head.utf8) + Data("\r\n".utf8) + (body ?? Data()))
    let answer = socket.readToEnd(timeout: 60)
    guard let response = Response(answer) else {
      throw Failure(description: "no HTTP answer to \(method) \(path)")
    }
    return response
  }

  /// Sends `text` as it is over a fresh connection and reads what comes back until the server
  /// closes the connection (or `timeout` passes): for requests no HTTP client would send.
  func raw(_ text: String, timeout: TimeInterval = 10) throws -> Data {
    let socket = try LoopbackSocket(port: port)
    socket.send(text)
    return socket.readToEnd(timeout: timeout)
  }

  /// POSTs UTF-8 `text`.
  func post(_ path: String, _ text: String) throws -> Response {
    try request(path, method: "POST", body: Data(text.utf8))
  }

  /// Sends SIGTERM and returns the exit status.
  func stop(signal: Int32 = SIGTERM) -> Int32 {
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return process.terminationStatus
  }
}
