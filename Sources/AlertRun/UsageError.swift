/// A usage error: the command line or the project file asks for something that cannot be
/// done. Exit code 2.
public struct UsageError: Error, CustomStringConvertible, Sendable {
  /// The sentence shown to the user.
  public var description: String
  /// Makes an error from its sentence.
  public init(_ description: String) { self.description = description }
}
