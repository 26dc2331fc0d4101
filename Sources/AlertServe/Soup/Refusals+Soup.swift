// C-facing: the JSON body of the refusals libsoup answers itself.
internal import CSoup
import Foundation

extension ServeServer {
  /// What a request gets when libsoup refuses it before the app sees it.
  static let unreadable = ServeError(
    400,
    "the server cannot read this request: its request line or a header is malformed, or it "
      + "asks for an HTTP version, an expectation or a transfer encoding the server does not "
      + "support (it speaks HTTP/1.0 and 1.1, 100-continue and chunked); send a well-formed "
      + "HTTP/1.1 request.")

  /// Gives every request, as libsoup starts reading it, the JSON refusal as its response.
  ///
  /// libsoup answers a request it cannot parse (400, 417, 501, 505) without calling a handler
  /// or emitting a signal between reading and writing, keeping the response the message
  /// already has; so the message starts with ``unreadable`` and ``respond(_:_:)`` replaces it.
  /// Requests libsoup drops without any answer (headers over 64 KiB, a client that hangs up)
  /// are in `docs/serve.md`.
  func answerRefusalsInJSON(_ server: UnsafeMutablePointer<SoupServer>) {
    let callback:
      @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void =
        { _, message, _ in
          guard let message else { return }
          let refusal = ServeResponse.error(ServeServer.unreadable)
          let headers = soup_server_message_get_response_headers(message)
          for (name, value) in refusal.safetyHeaders {
            soup_message_headers_replace(headers, name, value)
          }
          refusal.body.withUnsafeBytes { raw in
            soup_server_message_set_response(
              message, refusal.contentType, SOUP_MEMORY_COPY,
              raw.baseAddress?.assumingMemoryBound(to: CChar.self), gsize(raw.count))
          }
        }
    _ = alert_preview_signal_connect(
      UnsafeMutableRawPointer(server), "request-started",
      unsafeBitCast(callback, to: GCallback.self), nil)
  }
}
