/// A request the server refuses: an HTTP status and a sentence that says what to do, sent as
/// `{"error": "…"}`.
public struct ServeError: Error, Sendable, CustomStringConvertible {
  /// The HTTP status: 400 bad input, 403 read-only, 404 unknown, 409 conflict, 413 too large.
  public var status: Int
  /// The sentence shown to the user.
  public var message: String

  /// An error with its status.
  public init(_ status: Int, _ message: String) {
    self.status = status
    self.message = message
  }

  public var description: String { message }

  /// 404 for an alert id that PATH does not hold.
  static func unknownAlert(_ id: String) -> ServeError {
    ServeError(404, "no alert '\(id)' in the served specs; the index at / lists them.")
  }

  /// 404 for any other path.
  static let notFound = ServeError(404, "nothing here; the index at / lists the alerts.")
}
