/// A language resource (dictionary, WordNet, lexicon) that is missing or unreadable.
struct LintResourceError: Error, CustomStringConvertible {
  /// A sentence that says what is missing and how to install it.
  var description: String

  init(_ description: String) { self.description = description }
}
