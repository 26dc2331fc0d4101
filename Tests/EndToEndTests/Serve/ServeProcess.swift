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
    /// The headers, by lower-case name.
    var headers: [String: String] = [:]

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
      for line in lines.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
          .trimmingCharacters(in: .whitespaces)
      }
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

  /// Starts the server on `paths` in `directory` and waits for the URL it prints; `environment`
  /// is added to the test's own, and `fileLimit` runs it under `ulimit -n` (by `/bin/sh`, which
  /// `exec`s it, so the process id is the server's).
  init(
    _ paths: [String], in directory: URL = Binary.root, options: [String] = [],
    environment extra: [String: String] = [:], fileLimit: Int? = nil
  ) throws {
    let arguments = ["serve"] + paths + ["--port", "0"] + options
    if let fileLimit {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        ["-c", "ulimit -n \(fileLimit) && exec \"$0\" \"$@\"", Binary.path] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: Binary.path)
      process.arguments = arguments
    }
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["ALERT_PREVIEW_STYLES"] = Binary.root.appendingPathComponent("Styles").path
    environment.merge(extra) { $1 }
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

  /// The server's token, read once from the `<meta>` of its index page, as the page's script
  /// reads it.
  lazy var token: String = {
    let index = (try? request("/"))?.text ?? ""
    guard
      let range = index.range(
        of: #"name="alert-preview-token" content="[0-9a-f]+""#, options: .regularExpression)
    else { return "" }
    return String(index[range].dropFirst(#"name="alert-preview-token" content=""#.count).dropLast())
  }()

  /// Sends `method` to `path` (percent-encoding kept as written) over a fresh connection
  /// and reads the answer to its end. A body goes as the app's page sends it (JSON, with the
  /// server's token) unless `headers` says otherwise: a header given there replaces the
  /// default of that name (`Host` too), an empty value leaves it out.
  func request(
    _ path: String, method: String = "GET", body: Data? = nil, headers: [String: String] = [:]
  ) throws -> Response {
    var fields: [(String, String)] = [("Host", "127.0.0.1:\(port)"), ("Connection", "close")]
    if let body {
      fields += [
        ("Content-Length", "\(body.count)"), ("Content-Type", "application/json"),
        ("X-Alert-Preview-Token", token),
      ]
    }
    for (name, value) in headers {
      fields.removeAll { $0.0.lowercased() == name.lowercased() }
      if !value.isEmpty { fields.append((name, value)) }
    }
    let head = "\(method) \(path) HTTP/1.1\r\n" + fields.map { "\($0.0): \($0.1)\r\n" }.joined()
    let socket = try LoopbackSocket(port: port)
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

  /// POSTs UTF-8 `text`, as the app's page does unless `headers` says otherwise.
  func post(_ path: String, _ text: String, headers: [String: String] = [:]) throws -> Response {
    try request(path, method: "POST", body: Data(text.utf8), headers: headers)
  }

  /// Sends SIGTERM and returns the exit status.
  func stop(signal: Int32 = SIGTERM) -> Int32 {
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return process.terminationStatus
  }
}
