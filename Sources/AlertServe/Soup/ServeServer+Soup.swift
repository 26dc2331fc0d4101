// C-facing: the HTTP server on libsoup 3 and its GLib main loop.
internal import CSoup
import Foundation

/// `alert-preview serve`'s HTTP server: a libsoup `SoupServer` on a GLib main loop that runs
/// on a thread of its own (never the font thread).
///
/// The loop thread only moves bytes: each request is paused, answered by ``ServeApp`` on a
/// worker thread (rendering hops to the font thread inside the renderer), then resumed on the
/// loop thread with its response. `GET /events` is a Server-Sent Events stream that stays open
/// and gets an event whenever a watched file changes. SIGINT and SIGTERM stop the loop.
public final class ServeServer: @unchecked Sendable {
  /// The app answering requests.
  public let app: ServeApp
  /// `http://host:port/`, with the port the system chose for `--port 0`.
  public private(set) var url = ""

  let context: OpaquePointer
  private let loop: OpaquePointer
  let workers = DispatchQueue(label: "alert-preview.serve.workers", attributes: .concurrent)
  private let stopped = DispatchSemaphore(value: 0)
  /// Loop thread only: requests being answered, and open event streams.
  var pending: Set<OpaquePointer> = []
  var streams: Set<OpaquePointer> = []
  var watches: [OpaquePointer] = []
  var folderWatches: [String: OpaquePointer] = [:]
  var reloadScheduled = false
  /// Set once the port is known.
  var gate: RequestGate?
  var listener: Listener?
  var soupServer: UnsafeMutablePointer<SoupServer>?
  /// Accepted connections by remote address, and how long each has for a request (µs).
  var clients: [UnsafeMutableRawPointer: Client] = [:]
  let requestTimeout: Int

  /// Binds `host:port` and starts serving on the loop thread; throws when the address cannot
  /// be bound, with GLib's reason. A connection that has not sent a whole request within
  /// `requestTimeout` seconds (of connecting, or of its previous response) is closed.
  public init(
    app: ServeApp, host: String, port: Int, watching paths: [String],
    requestTimeout: TimeInterval = ServeLimits.requestSeconds
  ) throws {
    self.app = app
    self.requestTimeout = Int(requestTimeout * 1_000_000)
    guard let context = g_main_context_new(), let loop = g_main_loop_new(context, 0) else {
      throw ServeError(500, "GLib made no main loop.")
    }
    self.context = context
    self.loop = loop
    // A parent (a test runner, a shell script) may have blocked them; the loop must get them.
    var stopSignals = sigset_t()
    sigemptyset(&stopSignals)
    sigaddset(&stopSignals, SIGINT)
    sigaddset(&stopSignals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
    let ready = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var failure: Error?
    let thread = Thread { [self] in
      g_main_context_push_thread_default(self.context)
      var server: UnsafeMutablePointer<SoupServer>?
      do {
        server = try start(host: host, port: port)
        watch(paths)
        stopOnSignals()
        keepStreamsAlive()
        enforceDeadlines()
      } catch {
        failure = error
      }
      ready.signal()
      if failure == nil { g_main_loop_run(self.loop) }
      if let server {
        soup_server_disconnect(server)
        g_object_unref(server)
      }
      soupServer = nil
      listener = nil
      clients = [:]
      for watch in watches + folderWatches.values {
        g_object_unref(UnsafeMutableRawPointer(watch))
      }
      g_main_context_pop_thread_default(self.context)
      stopped.signal()
    }
    thread.name = "alert-preview serve (GLib main loop)"
    thread.start()
    ready.wait()
    if let failure {
      stopped.wait()
      throw failure
    }
    app.onChange { [self] version, ids in onLoop { self.broadcast(version: version, ids: ids) } }
  }

  deinit {
    g_main_loop_unref(loop)
    g_main_context_unref(context)
  }

  /// Blocks until the server stops (``stop()``, SIGINT or SIGTERM), then lets any save in
  /// progress finish.
  public func wait() {
    stopped.wait()
    stopped.signal()
    app.finish()
  }

  /// Stops the main loop; safe from any thread.
  public func stop() { g_main_loop_quit(loop) }

  /// Creates the server, adds the handlers and listens.
  private func start(host: String, port: Int) throws -> UnsafeMutablePointer<SoupServer> {
    guard let server = alert_preview_soup_server_new() else {
      throw ServeError(500, "libsoup made no server.")
    }
    let me = Unmanaged.passUnretained(self).toOpaque()
    answerRefusalsInJSON(server)
    soup_server_add_early_handler(
      server, nil,
      { _, message, _, _, data in
        guard let message, let data else { return }
        Unmanaged<ServeServer>.fromOpaque(data).takeUnretainedValue().screen(message)
      }, me, nil)
    soup_server_add_handler(
      server, nil,
      { _, message, _, _, data in
        guard let message, let data else { return }
        Unmanaged<ServeServer>.fromOpaque(data).takeUnretainedValue().handle(message)
      }, me, nil)
    let listener: Listener
    do {
      listener = try Listener(host: host, port: port)
    } catch {
      g_object_unref(server)
      throw error
    }
    accept(listener, into: server)
    let shownHost = host.contains(":") ? "[\(host)]" : host
    url = "http://\(shownHost):\(listener.port)/"
    gate = RequestGate(token: app.token, port: listener.port)
    return server
  }

  /// Refuses, before libsoup reads the body, a request ``RequestGate`` turns away (a foreign
  /// `Host`; a change not from serve's own page), and a POST body over the limit or of
  /// unknown length.
  private func screen(_ message: OpaquePointer) {
    let method = String(cString: soup_server_message_get_method(message))
    let headers = soup_server_message_get_request_headers(message)
    let refusal =
      gate?.refusal(method: method) { name in
        soup_message_headers_get_one(headers, name).map { String(cString: $0) }
      } ?? (method == "POST" ? lengthRefusal(headers) : nil)
    guard let refusal else { return }
    // libsoup still reads the body it was promised; dropping it as it comes keeps none of it.
    soup_message_body_set_accumulate(soup_server_message_get_request_body(message), 0)
    respond(message, .error(refusal))
    soup_message_headers_replace(
      soup_server_message_get_response_headers(message), "Connection", "close")
  }

  private func lengthRefusal(_ headers: OpaquePointer?) -> ServeError? {
    guard soup_message_headers_get_encoding(headers) == SOUP_ENCODING_CONTENT_LENGTH else {
      return ServeError(411, "send the request body with a Content-Length header.")
    }
    let length = soup_message_headers_get_content_length(headers)
    guard length > ServeLimits.bodyBytes else { return nil }
    return ServeError(
      400,
      "the request body is \(length) bytes; bodies are limited to "
        + "\(ServeLimits.bodyBytes) bytes (256 KiB).")
  }

  /// Answers one request: the event stream at once, anything else on a worker.
  private func handle(_ message: OpaquePointer) {
    arrived(message)
    guard soup_server_message_get_status(message) == 0 else { return }  // refused early
    let method = String(cString: soup_server_message_get_method(message))
    let uri = soup_server_message_get_uri(message)
    let path = g_uri_get_path(uri).map { String(cString: $0) } ?? "/"
    let query = g_uri_get_query(uri).map { String(cString: $0) }
    if path == "/events" && method == "GET" { return openStream(message) }
    var body = Data()
    if let request = soup_server_message_get_request_body(message), request.pointee.length > 0,
      let bytes = request.pointee.data
    {
      body = Data(bytes: bytes, count: min(Int(request.pointee.length), ServeLimits.bodyBytes + 1))
    }
    let request = ServeRequest(method: method, path: path, query: query, body: body)
    g_object_ref(UnsafeMutableRawPointer(message))
    pending.insert(message)
    soup_server_message_pause(message)
    nonisolated(unsafe) let handle = message
    workers.async { [self] in
      let response = app.respond(request)
      onLoop {
        if self.pending.remove(handle) != nil {
          self.respond(handle, response)
          soup_server_message_unpause(handle)
        }
        g_object_unref(UnsafeMutableRawPointer(handle))
      }
    }
    connectFinished(message)
  }

  /// Sets status, headers and body (replacing the refusal every response starts with).
  func respond(_ message: OpaquePointer, _ response: ServeResponse) {
    soup_message_body_truncate(soup_server_message_get_response_body(message))
    soup_server_message_set_status(message, guint(response.status), nil)
    let headers = soup_server_message_get_response_headers(message)
    for (name, value) in response.headers { soup_message_headers_replace(headers, name, value) }
    for (name, value) in response.safetyHeaders {
      soup_message_headers_replace(headers, name, value)
    }
    response.body.withUnsafeBytes { raw in
      soup_server_message_set_response(
        message, response.contentType, SOUP_MEMORY_COPY,
        raw.baseAddress?.assumingMemoryBound(to: CChar.self), gsize(raw.count))
    }
  }

  /// Forgets a message when its connection finishes, answered or not.
  func connectFinished(_ message: OpaquePointer) {
    let callback: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
      message, data in
      guard let message, let data else { return }
      let server = Unmanaged<ServeServer>.fromOpaque(data).takeUnretainedValue()
      server.pending.remove(message)
      if server.streams.remove(message) != nil { g_object_unref(UnsafeMutableRawPointer(message)) }
    }
    _ = alert_preview_signal_connect(
      UnsafeMutableRawPointer(message), "finished", unsafeBitCast(callback, to: GCallback.self),
      Unmanaged.passUnretained(self).toOpaque())
  }

  /// Runs `body` on the loop thread.
  func onLoop(_ body: @escaping () -> Void) {
    let box = Unmanaged.passRetained(LoopWork(body)).toOpaque()
    g_main_context_invoke_full(
      context, G_PRIORITY_DEFAULT,
      { data in
        guard let data else { return 0 }
        Unmanaged<LoopWork>.fromOpaque(data).takeRetainedValue().body()
        return 0
      }, box, nil)
  }

  /// SIGINT and SIGTERM quit the loop.
  private func stopOnSignals() {
    for signal in [SIGINT, SIGTERM] {
      guard let source = g_unix_signal_source_new(signal) else { continue }
      g_source_set_callback(
        source,
        { data in
          guard let data else { return 0 }
          Unmanaged<ServeServer>.fromOpaque(data).takeUnretainedValue().stop()
          return 0
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
      g_source_attach(source, context)
      g_source_unref(source)
    }
  }

  /// Calls `body` on the loop thread every `milliseconds` until it returns false.
  func every(_ milliseconds: UInt32, _ body: @escaping () -> Bool) {
    guard let source = g_timeout_source_new(milliseconds) else { return }
    let box = Unmanaged.passRetained(RepeatingWork(body)).toOpaque()
    g_source_set_callback(
      source,
      { data in
        guard let data else { return 0 }
        return Unmanaged<RepeatingWork>.fromOpaque(data).takeUnretainedValue().body() ? 1 : 0
      }, box,
      { data in
        if let data { Unmanaged<RepeatingWork>.fromOpaque(data).release() }
      })
    g_source_attach(source, context)
    g_source_unref(source)
  }
}

/// A closure handed to the loop thread once.
final class LoopWork {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}

/// A closure the loop thread calls until it returns false.
final class RepeatingWork {
  let body: () -> Bool
  init(_ body: @escaping () -> Bool) { self.body = body }
}
