/// How much of a request the server reads.
public enum ServeLimits {
  /// The largest request body: a spec for `POST /render.png`, `/lint` or a save.
  public static let bodyBytes = 256 * 1024
  /// The longest query string.
  public static let queryBytes = 2048
  /// The longest single query value.
  public static let valueBytes = 200
  /// How long a connection has to send a whole request, head and body (seconds): from being
  /// accepted, and from its previous response.
  public static let requestSeconds: Double = 15
}
