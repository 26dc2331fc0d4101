import AlertRun
import AlertSwiftSource

/// What reading Swift sources could not read whole, told on stderr.
package enum SwiftNotes {
  /// Prints each note on a Swift call; with `verbose`, then the coverage counts under a
  /// heading (`skipped or read in part, by reason:`), or that every call was read whole.
  package static func print(_ result: SwiftExtraction, verbose: Bool) {
    for note in result.notes { Terminal.diagnostic("\(note.location): note: \(note.message)") }
    guard verbose else { return }
    let coverage = result.coverage
    if coverage.isEmpty {
      Terminal.diagnostic(
        "coverage: every alert call in \(result.filesRead) Swift files was read whole")
      return
    }
    Terminal.diagnostic("coverage of \(result.filesRead) Swift files:")
    for line in coverage { Terminal.diagnostic("  " + line) }
  }
}
