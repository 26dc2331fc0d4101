// C-facing: Server-Sent Events on libsoup chunked responses.
internal import CSoup
import Foundation

extension ServeServer {
  /// `GET /events`: a `text/event-stream` response that stays open. The first event, `hello`,
  /// carries the current version; each reload sends `change` with `{"version", "ids"}`.
  func openStream(_ message: OpaquePointer) {
    soup_server_message_set_status(message, 200, nil)
    let headers = soup_server_message_get_response_headers(message)
    soup_message_headers_set_encoding(headers, SOUP_ENCODING_CHUNKED)
    soup_message_headers_replace(headers, "Content-Type", "text/event-stream; charset=utf-8")
    soup_message_headers_replace(headers, "Cache-Control", "no-store")
    let type = ServeResponse(contentType: "text/event-stream", body: Data())
    for (name, value) in type.safetyHeaders { soup_message_headers_replace(headers, name, value) }
    // Sent chunks are not kept: a stream may stay open for hours.
    soup_message_body_truncate(soup_server_message_get_response_body(message))
    soup_message_body_set_accumulate(soup_server_message_get_response_body(message), 0)
    g_object_ref(UnsafeMutableRawPointer(message))
    streams.insert(message)
    connectFinished(message)
    send("retry: 500\nevent: hello\ndata: {\"version\":\(app.version)}\n\n", to: message)
  }

  /// Sends a `change` event to every open stream.
  func broadcast(version: Int, ids: [String]) {
    let payload: [String: AnyEncodable] = ["version": .int(version), "ids": .strings(ids)]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = (try? encoder.encode(payload)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    for stream in streams { send("event: change\ndata: \(json)\n\n", to: stream) }
  }

  /// A comment every 15 seconds keeps proxies from closing idle streams and lets libsoup
  /// notice clients that went away.
  func keepStreamsAlive() {
    every(15_000) { [self] in
      for stream in streams { send(": still here\n\n", to: stream) }
      return true
    }
  }

  private func send(_ text: String, to message: OpaquePointer) {
    let bytes = Array(text.utf8)
    soup_message_body_append(
      soup_server_message_get_response_body(message), SOUP_MEMORY_COPY, bytes, gsize(bytes.count))
    soup_server_message_unpause(message)
  }
}

/// The two kinds of value an event carries.
enum AnyEncodable: Encodable {
  case int(Int)
  case strings([String])

  func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .int(let value): try container.encode(value)
    case .strings(let value): try container.encode(value)
    }
  }
}
