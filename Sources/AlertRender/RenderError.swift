/// A rendering failure that is not the input's fault.
public struct RenderError: Error, CustomStringConvertible, Sendable {
  /// A sentence that says what failed.
  public var message: String

  public init(message: String) {
    self.message = message
  }

  public var description: String { message }
}
