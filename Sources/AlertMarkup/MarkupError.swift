/// A document could not be built or serialised; the description is a sentence saying why.
public struct MarkupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A sentence that says what went wrong.
  public var description: String

  init(_ description: String) {
    self.description = description
  }
}
