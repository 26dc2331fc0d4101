// C-facing: the listening socket and its accept loop, on GIO sockets handed to libsoup.
internal import CSoup
import Foundation

/// The server's own listener. libsoup 3's (`soup-listener.c`, `listen_watch`) removes its
/// accept source the first time `g_socket_accept` fails, so a single `EMFILE` left the port in
/// LISTEN with no one accepting, for good. This one accepts on a non-blocking GSocket, hands
/// each connection to libsoup (`soup_server_accept_iostream`), and on any error but "would
/// block" pauses accepting and tries again after a back-off (50 ms doubling to 1 s), saying so
/// on stderr once per spell.
final class Listener {
  /// Loop thread only: the listening socket, its accept source while armed, and the pause.
  let socket: UnsafeMutablePointer<GSocket>
  let port: Int
  var source: UnsafeMutablePointer<GSource>?
  var backOff: UInt32 = 0
  /// The never-ready stand-in for libsoup's own listener (see ``keepAlive(_:)``).
  var standIn: UnsafeMutablePointer<GSocket>?
  var standInPeer: Int32 = -1

  /// Binds `host:port` and listens; throws libsoup-style sentences like the old listen did.
  init(host: String, port: Int) throws {
    guard port >= 0, port <= 65535,
      let address = g_inet_socket_address_new_from_string(host, guint(port))
    else {
      throw ServeError(400, "--host must be an IP address such as 127.0.0.1, not '\(host)'.")
    }
    defer { g_object_unref(address) }
    var error: UnsafeMutablePointer<GError>?
    let family = g_socket_address_get_family(address)
    guard let socket = g_socket_new(family, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_DEFAULT, &error)
    else { throw Self.failure(host, port, error) }
    if family == G_SOCKET_FAMILY_IPV6 {
      g_socket_set_option(socket, Int32(IPPROTO_IPV6), IPV6_V6ONLY, 1, nil)
    }
    g_socket_set_blocking(socket, 0)
    guard g_socket_bind(socket, address, 1, &error) != 0, g_socket_listen(socket, &error) != 0
    else {
      g_object_unref(socket)
      throw Self.failure(host, port, error)
    }
    g_socket_set_option(socket, Int32(IPPROTO_TCP), Int32(TCP_NODELAY), 1, nil)
    var bound = port
    if let local = g_socket_get_local_address(socket, nil) {
      bound = Int(
        g_inet_socket_address_get_port(
          UnsafeMutableRawPointer(local).assumingMemoryBound(to: GInetSocketAddress.self)))
      g_object_unref(local)
    }
    self.socket = socket
    self.port = bound
  }

  deinit {
    if let source {
      g_source_destroy(source)
      g_source_unref(source)
    }
    g_socket_close(socket, nil)
    g_object_unref(socket)
    if let standIn { g_object_unref(standIn) }
    if standInPeer >= 0 { close(standInPeer) }
  }

  private static func failure(
    _ host: String, _ port: Int, _ error: UnsafeMutablePointer<GError>?
  ) -> ServeError {
    let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown reason"
    if let error { g_error_free(error) }
    return ServeError(500, "cannot listen on \(host):\(port): \(reason).")
  }

  /// libsoup keeps a connection alive after a response only while it has a listener of its
  /// own (`request_finished` in `soup-server.c`), so it gets one that never hears from anyone:
  /// one end of a socket pair whose other end never writes.
  func keepAlive(_ server: UnsafeMutablePointer<SoupServer>) {
    var pair: [Int32] = [-1, -1]
    guard
      socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0
    else { return }
    guard let standIn = g_socket_new_from_fd(pair[0], nil) else {
      close(pair[0])
      close(pair[1])
      return
    }
    self.standIn = standIn
    standInPeer = pair[1]
    soup_server_listen_socket(server, standIn, SoupServerListenOptions(rawValue: 0), nil)
  }
}

extension ServeServer {
  /// Starts accepting on `listener` for `server`.
  func accept(_ listener: Listener, into server: UnsafeMutablePointer<SoupServer>) {
    listener.keepAlive(server)
    self.listener = listener
    self.soupServer = server
    armAccept()
  }

  /// Attaches the accept source (again).
  func armAccept() {
    guard let listener, listener.source == nil,
      let source = g_socket_create_source(listener.socket, G_IO_IN, nil)
    else { return }
    let ready:
      @convention(c) (UnsafeMutablePointer<GSocket>?, GIOCondition, gpointer?) -> gboolean =
        { _, _, data in
          guard let data else { return 0 }
          return Unmanaged<ServeServer>.fromOpaque(data).takeUnretainedValue().acceptPending()
            ? 1 : 0
        }
    g_source_set_callback(
      source, unsafeBitCast(ready, to: GSourceFunc.self),
      Unmanaged.passUnretained(self).toOpaque(), nil)
    g_source_attach(source, context)
    listener.source = source
  }

  /// Accepts what is waiting; false (the source is removed) when accepting failed.
  private func acceptPending() -> Bool {
    guard let listener, let server = soupServer else { return false }
    for _ in 0..<64 {
      var error: UnsafeMutablePointer<GError>?
      guard let client = g_socket_accept(listener.socket, nil, &error) else {
        let wouldBlock =
          error.map {
            $0.pointee.domain == g_io_error_quark()
              && $0.pointee.code == Int32(G_IO_ERROR_WOULD_BLOCK.rawValue)
          } ?? true
        if wouldBlock {
          if let error { g_error_free(error) }
          return true
        }
        pause(listener, error)
        return false
      }
      if listener.backOff > 0 {
        listener.backOff = 0
        FileHandle.standardError.write(Data("alert-preview serve: accepting again.\n".utf8))
      }
      hand(client, to: server)
    }
    return true
  }

  /// Stops accepting for a while after `error`, then arms the source again.
  private func pause(_ listener: Listener, _ error: UnsafeMutablePointer<GError>?) {
    let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown reason"
    if let error { g_error_free(error) }
    if let source = listener.source {
      g_source_unref(source)
      listener.source = nil
    }
    if listener.backOff == 0 {
      FileHandle.standardError.write(
        Data(
          ("alert-preview serve: cannot accept a connection (\(reason)); trying again every "
            + "second at most until it can.\n").utf8))
    }
    listener.backOff = min(max(listener.backOff * 2, 50), 1000)
    every(listener.backOff) { [self] in
      armAccept()
      return false
    }
  }

  /// Gives libsoup the accepted `client`, under the request deadline.
  private func hand(
    _ client: UnsafeMutablePointer<GSocket>, to server: UnsafeMutablePointer<SoupServer>
  ) {
    defer { g_object_unref(client) }
    guard let local = g_socket_get_local_address(client, nil) else {
      g_socket_close(client, nil)
      return
    }
    defer { g_object_unref(local) }
    guard let remote = g_socket_get_remote_address(client, nil) else {
      g_socket_close(client, nil)
      return
    }
    defer { g_object_unref(remote) }
    guard let connection = g_socket_connection_factory_create_connection(client) else {
      g_socket_close(client, nil)
      return
    }
    defer { g_object_unref(connection) }
    // Timed from now: libsoup may read and answer a request already waiting before it returns.
    track(client, remote: remote)
    soup_server_accept_iostream(
      server, UnsafeMutableRawPointer(connection).assumingMemoryBound(to: GIOStream.self), local,
      remote, nil)
  }
}
