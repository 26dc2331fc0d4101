import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A raw TCP connection to a loopback port: for the event stream and for requests no HTTP
/// client would send (half requests, garbage, dropped connections).
final class LoopbackSocket {
  private let fd: Int32
  private var received = Data()

  /// Connects, waiting at most `timeout` seconds (a server whose backlog is full never answers).
  init(port: Int, timeout: TimeInterval = 10) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    // Linux bounds connect(2) by the send timeout.
    var limit = timeval(tv_sec: Int(timeout), tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let status = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard fd >= 0, status == 0 else {
      throw ServeProcess.Failure(description: "cannot connect to port \(port)")
    }
  }

  deinit { close(fd) }

  /// Writes `text` as it is; false when the server has closed the connection.
  @discardableResult
  func send(_ text: String) -> Bool { send(Data(text.utf8)) }

  /// Writes `data` as it is; false when the server has closed the connection (never SIGPIPE).
  @discardableResult
  func send(_ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = Glibc.send(
          fd, raw.baseAddress.map { $0 + offset }, raw.count - offset, Int32(MSG_NOSIGNAL))
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  /// Whether the server closes the connection within `timeout` seconds (what it sends before
  /// is kept in what was received).
  func closedByServer(within timeout: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return false }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(left * 1000)) > 0 else { return false }
      let count = Glibc.read(fd, &buffer, buffer.count)
      if count <= 0 { return true }
      received.append(contentsOf: buffer[0..<count])
    }
  }

  /// Reads until the server closes the connection or `timeout` passes.
  func readToEnd(timeout: TimeInterval) -> Data {
    read(until: "\u{0}never\u{0}", timeout: timeout)
    return received
  }

  /// Reads until what was received contains `marker` or `timeout` passes; returns it all.
  @discardableResult
  func read(until marker: String, timeout: TimeInterval) -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !String(decoding: received, as: UTF8.self).contains(marker) {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { break }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(left * 1000)) > 0 else { break }
      let count = Glibc.read(fd, &buffer, buffer.count)
      guard count > 0 else { break }
      received.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: received, as: UTF8.self)
  }
}
