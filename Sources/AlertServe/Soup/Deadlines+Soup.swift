// C-facing: the request deadline of each connection, on its GSocket.
internal import CSoup
import Foundation

/// A connection the server accepted, and when it must have sent its next request whole.
final class Client {
  let socket: UnsafeMutablePointer<GSocket>
  let remote: UnsafeMutablePointer<GSocketAddress>
  /// `g_get_monotonic_time()` microseconds, or `nil` while a request is being answered.
  var deadline: Int?

  init(
    _ socket: UnsafeMutablePointer<GSocket>, remote: UnsafeMutablePointer<GSocketAddress>,
    deadline: Int
  ) {
    self.socket = socket
    self.remote = remote
    self.deadline = deadline
    g_object_ref(socket)
    g_object_ref(remote)
  }

  deinit {
    g_object_unref(remote)
    g_object_unref(socket)
  }
}

/// Slow clients (slowloris): a connection must send a whole request (head and body) within
/// the request timeout of being accepted, and within it of its previous response being sent.
/// Past it the server closes the socket; libsoup's next read fails and it drops the
/// connection. A request that has arrived is never timed (a long render, an event stream).
///
/// This also reclaims kept-alive connections the client closed between requests: libsoup
/// 3.2.3 never closes those itself (the message waiting for the next request has no
/// completion callback, so the end of the stream finishes it without disconnecting; fixed
/// upstream in d20c6601, "do not leak idle connections closed by the client"), and each kept
/// a descriptor for good.
extension ServeServer {
  /// Starts timing `socket`'s first request; libsoup's connection is found again by its
  /// remote address, which it keeps as given.
  func track(_ socket: UnsafeMutablePointer<GSocket>, remote: UnsafeMutablePointer<GSocketAddress>)
  {
    clients[UnsafeMutableRawPointer(remote)] = Client(
      socket, remote: remote, deadline: g_get_monotonic_time() + requestTimeout)
  }

  /// `message` arrived whole: its connection is not timed until its response is finished.
  func arrived(_ message: OpaquePointer) {
    guard let client = client(of: message) else { return }
    client.deadline = nil
    let finished: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
      message, data in
      guard let message, let data else { return }
      let server = Unmanaged<ServeServer>.fromOpaque(data).takeUnretainedValue()
      server.client(of: message)?.deadline = g_get_monotonic_time() + server.requestTimeout
    }
    _ = alert_preview_signal_connect(
      UnsafeMutableRawPointer(message), "finished", unsafeBitCast(finished, to: GCallback.self),
      Unmanaged.passUnretained(self).toOpaque())
  }

  private func client(of message: OpaquePointer) -> Client? {
    soup_server_message_get_remote_address(message).flatMap {
      clients[UnsafeMutableRawPointer($0)]
    }
  }

  /// Checks the deadlines a few times per timeout (at most every second), and forgets the
  /// connections libsoup closed.
  func enforceDeadlines() {
    let interval = UInt32(min(max(requestTimeout / 4_000, 100), 1_000))
    every(interval) { [self] in
      let now = g_get_monotonic_time()
      for (key, client) in clients {
        if g_socket_is_closed(client.socket) != 0 {
          clients[key] = nil
        } else if let deadline = client.deadline, now >= deadline {
          client.deadline = nil
          g_socket_close(client.socket, nil)
        }
      }
      return true
    }
  }
}
