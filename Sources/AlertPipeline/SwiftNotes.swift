import AlertRun
import AlertSwiftSource

/// What reading Swift sources could not read whole, told to the run's sink.
package enum SwiftNotes {
  /// Reports each note on a Swift call; with `verbose`, then the coverage counts under a
  /// heading (`skipped or read in part, by reason:`), or that every call was read whole.
  package static func report(_ result: SwiftExtraction, verbose: Bool, to sink: any RunSink) {
    for note in result.notes { sink.diagnostic("\(note.location): note: \(note.message)") }
    guard verbose else { return }
    let coverage = result.coverage
    if coverage.isEmpty {
      sink.diagnostic(
        "coverage: every alert call in \(result.filesRead) Swift files was read whole")
      return
    }
    sink.diagnostic("coverage of \(result.filesRead) Swift files:")
    for line in coverage { sink.diagnostic("  " + line) }
  }
}
