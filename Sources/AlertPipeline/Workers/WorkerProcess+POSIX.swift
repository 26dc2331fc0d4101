// C-facing: posix_spawn, pipe, poll, read, write and waitpid for the run's worker processes.
import AlertSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One worker process: `alert-preview __worker` with its standard input and output on pipes
/// this process holds, its standard error shared with ours, and a copy of each folder lock the
/// run holds (``FolderLock``). Every pipe end is close-on-exec, so a worker holds only its own
/// two: when the run ends, or is killed, a worker reads the end of its input and exits.
final class WorkerProcess {
  let pid: pid_t
  /// Our end of its standard input, non-blocking.
  private(set) var input: Int32
  /// Input queued for the worker that its pipe has not taken yet.
  private var outbox = Data()
  /// Our end of its standard output.
  let output: Int32
  private var buffer = LineBuffer()

  /// Starts `program __worker`; throws with the reason when it cannot be started.
  init(program: String) throws {
    var toWorker: [Int32] = [-1, -1]
    var fromWorker: [Int32] = [-1, -1]
    guard Self.pipe(&toWorker) else { throw Self.error("make a pipe") }
    guard Self.pipe(&fromWorker) else {
      close(toWorker[0])
      close(toWorker[1])
      throw Self.error("make a pipe")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 clears close-on-exec on the copies, so the worker keeps exactly these two.
    posix_spawn_file_actions_adddup2(&actions, toWorker[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromWorker[1], 1)
    // The run's folder locks, from descriptor 3 on: held until the worker has exited too.
    for (offset, lock) in FolderLock.heldDescriptors.enumerated() {
      posix_spawn_file_actions_adddup2(&actions, lock, 3 + Int32(offset))
    }
    let arguments = [program, WorkerMessage.command]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var spawned: pid_t = 0
    let status = posix_spawn(&spawned, program, &actions, nil, &argv, environ)
    close(toWorker[0])
    close(fromWorker[1])
    guard status == 0 else {
      close(toWorker[1])
      close(fromWorker[0])
      throw WorkerError(
        "could not start a worker process (\(program)): \(String(cString: strerror(status)))")
    }
    pid = spawned
    input = toWorker[1]
    _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
    output = fromWorker[0]
  }

  /// Queues `data` for the worker's input and writes what the pipe takes now; ``readable(_:)``
  /// writes the rest as the worker reads. Writes never block: a worker busy writing a long
  /// answer is not reading, and the run must go on reading it. `false` when the worker has
  /// gone (its input closed), which the caller learns for certain from ``lines()`` and
  /// ``wait()``.
  func send(_ data: Data) -> Bool {
    outbox.append(data)
    return flush()
  }

  /// Writes what the pipe takes of the queued bytes; `false` when the worker has gone.
  private func flush() -> Bool {
    guard input >= 0 else { return false }
    while !outbox.isEmpty {
      let written = outbox.withUnsafeBytes { raw in
        raw.baseAddress.map { Glibc.write(input, $0, raw.count) } ?? 0
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno == EAGAIN || errno == EWOULDBLOCK
      }
      // A slice shares the bytes: nothing is copied as the pipe takes them.
      outbox = outbox.count == written ? Data() : outbox.dropFirst(written)
    }
    return true
  }

  /// The complete lines one read of the worker's output gives; `nil` at its end (the worker
  /// exited or was killed).
  func lines() -> [Data]? {
    Self.read(output).map { buffer.lines(adding: $0) }
  }

  /// What one read of `fd` gives (up to 64 KB); `nil` at its end or on an error.
  static func read(_ fd: Int32) -> Data? {
    var bytes = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = Glibc.read(fd, &bytes, bytes.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      return Data(bytes[0..<count])
    }
  }

  /// In a worker: a copy of standard output for its answers, with standard output itself
  /// pointed at standard error, so that nothing a library prints lands in the protocol.
  static func takeStandardOutput() -> Int32 {
    let answers = dup(1)
    dup2(2, 1)
    return answers
  }

  /// The last system call's error, as the C library words it.
  static var lastError: String { String(cString: strerror(errno)) }

  /// Closes the worker's input: it finishes what it is doing and exits.
  func finish() {
    guard input >= 0 else { return }
    close(input)
    input = -1
  }

  /// Waits for the worker to exit, closes our ends, and says how it ended: `nil` for a clean
  /// exit, else "was killed by signal 9 (Killed)" or "exited with status 3".
  @discardableResult
  func wait() -> String? {
    finish()
    close(output)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    if signal != 0 {
      return "was killed by signal \(signal) (\(String(cString: strsignal(signal))))"
    }
    let code = (status >> 8) & 0xFF
    return code == 0 ? nil : "exited with status \(code)"
  }

  /// Sends SIGKILL (a worker that broke the protocol).
  func kill() { _ = signalProcess(pid, SIGKILL) }

  /// Waits until one of `workers` has output to read (or has ended), writing queued input
  /// to those that can take it meanwhile; returns the indices of those with output.
  static func readable(_ workers: [WorkerProcess]) -> [Int] {
    while true {
      var fds = workers.map { pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0) }
      for worker in workers where !worker.outbox.isEmpty && worker.input >= 0 {
        fds.append(pollfd(fd: worker.input, events: Int16(POLLOUT), revents: 0))
      }
      while poll(&fds, nfds_t(fds.count), -1) < 0 && errno == EINTR {}
      for fd in fds[workers.count...] where fd.revents != 0 {
        // A worker that has gone is found by its output's end.
        _ = workers.first { $0.input == fd.fd }?.flush()
      }
      let ready = workers.indices.filter { fds[$0].revents != 0 }
      if !ready.isEmpty { return ready }
    }
  }

  /// A write to a worker that has died fails with EPIPE instead of killing the run.
  static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

  /// A pipe whose both ends are close-on-exec.
  private static func pipe(_ ends: inout [Int32]) -> Bool {
    guard Glibc.pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return true
  }

  private static func error(_ what: String) -> WorkerError {
    WorkerError("could not \(what) for a worker process: \(String(cString: strerror(errno)))")
  }
}

/// Why a worker could not do its work, as a sentence.
struct WorkerError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

private func signalProcess(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }
