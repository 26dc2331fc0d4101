import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe`:
/// commands go in on the child's fd 3, replies and events come out on its fd 4, each message
/// JSON ending with NUL. Foundation only; every wait is bounded; `quit()` always ends the
/// browser, and `deinit` kills it if a test forgot.
final class BrowserPipe: @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// One protocol event, as received.
  struct Event: @unchecked Sendable {
    var method: String
    var params: [String: Any]
    var sessionID: String?
  }

  static let chromium = "/usr/bin/chromium"

  private let pid: pid_t
  private let commandFD: Int32
  private let replyFD: Int32
  private let userDataDir: URL
  private let lock = NSCondition()
  private var replies: [Int: [String: Any]] = [:]
  private var eventLog: [Event] = []
  private var nextID = 0
  private var closed = false
  private var readerDone = false

  /// Starts Chromium headless with a fresh profile in a temporary folder, and `extra` switches
  /// (`--host-resolver-rules=…`).
  init(arguments extra: [String] = []) throws {
    userDataDir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "alert-preview-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: userDataDir, withIntermediateDirectories: true)
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    // Close-on-exec, so no other child process inherits our ends; dup2 clears it on 3 and 4.
    guard pipe(&toChild) == 0, pipe(&fromChild) == 0,
      (toChild + fromChild).allSatisfy({ fcntl($0, F_SETFD, FD_CLOEXEC) == 0 })
    else {
      throw Failure(
        description: "could not create pipes for Chromium: \(String(cString: strerror(errno)))")
    }
    let arguments =
      [
        Self.chromium, "--headless", "--no-sandbox", "--hide-scrollbars", "--mute-audio",
        "--no-first-run", "--no-default-browser-check", "--disable-extensions",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-default-apps", "--disable-breakpad", "--disable-gpu", "--remote-debugging-pipe",
        "--user-data-dir=" + userDataDir.path,
      ] + extra + ["about:blank"]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 3)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 4)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, Self.chromium, &actions, nil, argv, environ)
    close(toChild[0])
    close(fromChild[1])
    guard status == 0 else {
      close(toChild[1])
      close(fromChild[0])
      throw Failure(
        description: "could not start \(Self.chromium): \(String(cString: strerror(status)))")
    }
    pid = child
    commandFD = toChild[1]
    replyFD = fromChild[0]
    let thread = Thread { [self] in readLoop() }
    thread.start()
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    close(commandFD)
    close(replyFD)
    try? FileManager.default.removeItem(at: userDataDir)
  }

  /// Sends a command and waits up to `timeout` seconds for its reply's `result`.
  @discardableResult
  func call(
    _ method: String, _ params: [String: Any] = [:], session: String? = nil,
    timeout: TimeInterval = 15
  ) throws -> [String: Any] {
    lock.lock()
    nextID += 1
    let id = nextID
    lock.unlock()
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if let session { message["sessionId"] = session }
    var data = try JSONSerialization.data(withJSONObject: message)
    data.append(0)
    try data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(commandFD, base + offset, buffer.count - offset)
        guard written > 0 else {
          throw Failure(description: "Chromium closed its command pipe during \(method).")
        }
        offset += written
      }
    }
    let deadline = Date().addingTimeInterval(timeout)
    lock.lock()
    defer { lock.unlock() }
    while replies[id] == nil {
      guard !readerDone else { throw Failure(description: "Chromium exited during \(method).") }
      guard lock.wait(until: deadline) else {
        throw Failure(description: "\(method) got no reply within \(Int(timeout)) s.")
      }
    }
    let reply = replies.removeValue(forKey: id) ?? [:]
    if let error = reply["error"] {
      throw Failure(description: "\(method) failed: \(error)")
    }
    return reply["result"] as? [String: Any] ?? [:]
  }

  /// Waits up to `timeout` seconds for an event named `method` received after `index`.
  func waitForEvent(_ method: String, after index: Int, timeout: TimeInterval = 30) throws {
    let deadline = Date().addingTimeInterval(timeout)
    lock.lock()
    defer { lock.unlock() }
    while !eventLog.dropFirst(index).contains(where: { $0.method == method }) {
      guard !readerDone, lock.wait(until: deadline) else {
        throw Failure(description: "no \(method) event within \(Int(timeout)) s.")
      }
    }
  }

  /// Every event so far.
  var events: [Event] {
    lock.lock()
    defer { lock.unlock() }
    return eventLog
  }

  /// Asks the browser to quit, then makes sure it has (SIGKILL after 5 s).
  func quit() {
    lock.lock()
    let already = closed
    closed = true
    lock.unlock()
    guard !already else { return }
    _ = try? call("Browser.close", timeout: 5)
    for _ in 0..<50 {
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid { return }
      usleep(100_000)
    }
    kill(pid, SIGKILL)
  }

  private func readLoop() {
    var buffer = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(replyFD, &chunk, chunk.count)
      if count <= 0 { break }
      buffer.append(contentsOf: chunk[0..<count])
      while let end = buffer.firstIndex(of: 0) {
        let message = buffer[buffer.startIndex..<end]
        buffer = Data(buffer[(end + 1)...])
        guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any]
        else { continue }
        lock.lock()
        if let id = object["id"] as? Int {
          replies[id] = object
        } else if let method = object["method"] as? String {
          eventLog.append(
            Event(
              method: method, params: object["params"] as? [String: Any] ?? [:],
              sessionID: object["sessionId"] as? String))
        }
        lock.broadcast()
        lock.unlock()
      }
    }
    lock.lock()
    readerDone = true
    lock.broadcast()
    lock.unlock()
  }
}
