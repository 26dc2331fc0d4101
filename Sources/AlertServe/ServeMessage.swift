import Foundation

/// One HTTP request as the server hands it to ``ServeApp``: plain Swift values, no C.
public struct ServeRequest: Sendable {
  /// `GET`, `POST`, `HEAD`…
  public var method: String
  /// The path as sent, still percent-encoded (`/render/a%2Fb.png`).
  public var path: String
  /// The query as sent, without `?`, or `nil`.
  public var query: String?
  /// The request body (empty for `GET`).
  public var body: Data

  /// A request.
  public init(method: String, path: String, query: String? = nil, body: Data = Data()) {
    self.method = method
    self.path = path
    self.query = query
    self.body = body
  }
}

/// What the server sends back.
public struct ServeResponse: Sendable {
  /// The HTTP status code.
  public var status: Int
  /// The `Content-Type` header.
  public var contentType: String
  /// The body.
  public var body: Data
  /// Further headers.
  public var headers: [String: String] = [:]

  /// A response.
  public init(status: Int = 200, contentType: String, body: Data, headers: [String: String] = [:]) {
    self.status = status
    self.contentType = contentType
    self.body = body
    self.headers = headers
  }

  /// `text/html`, UTF-8.
  static func html(_ text: String) -> ServeResponse {
    ServeResponse(contentType: "text/html; charset=utf-8", body: Data(text.utf8))
  }

  /// A JSON body, encoded by Foundation.
  static func json(_ value: some Encodable, status: Int = 200) -> ServeResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return ServeResponse(status: status, contentType: "application/json", body: data)
  }

  /// JSON text made elsewhere (the lint reporter's).
  static func json(text: String, status: Int = 200) -> ServeResponse {
    ServeResponse(status: status, contentType: "application/json", body: Data(text.utf8))
  }

  /// `{"error": sentence}` with `status`.
  static func error(_ error: ServeError) -> ServeResponse {
    json(["error": error.message], status: error.status)
  }
}
