/// A report could not be written; the description says why.
public struct ReporterError: Error, CustomStringConvertible, Sendable {
  /// A sentence that says what failed.
  public var description: String

  init(_ description: String) { self.description = description }
}
