import AlertSpec
import Testing

extension Array where Element == AlertSpec {
  /// The alert with `id`, or a test failure naming it.
  func alert(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> AlertSpec
  {
    try #require(first { $0.id == id }, "no alert \(id)", sourceLocation: sourceLocation)
  }
}
