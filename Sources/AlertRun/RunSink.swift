import Foundation

/// Where a run's diagnostics, notes and progress go, chosen by its caller: the terminal for
/// the command line, a list for a test or a page. The run itself never prints.
package protocol RunSink: Sendable {
  /// An input diagnostic or note, `file:line:col: error: …` or a line of its own.
  func diagnostic(_ line: String)
  /// A counter of `total` steps named `label`, advanced from any thread.
  func progress(total: Int, label: String) -> any RunProgress
}

/// A counter a run advances once per finished step.
package protocol RunProgress: Sendable {
  func advance()
}

/// The terminal: diagnostics on stderr (``Terminal/diagnostic(_:)``), a progress bar when
/// stderr is one.
package struct TerminalSink: RunSink {
  package init() {}

  package func diagnostic(_ line: String) { Terminal.diagnostic(line) }

  package func progress(total: Int, label: String) -> any RunProgress {
    ProgressBar(total: total, label: label)
  }
}

extension ProgressBar: RunProgress {}

/// Keeps what a run reports, in order, for a caller that shows it itself (or a test).
package final class CollectingSink: RunSink, @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [String] = []

  package init() {}

  /// The diagnostics so far.
  package var lines: [String] {
    lock.lock()
    defer { lock.unlock() }
    return kept
  }

  package func diagnostic(_ line: String) {
    lock.lock()
    kept.append(line)
    lock.unlock()
  }

  package func progress(total: Int, label: String) -> any RunProgress { Silent() }

  private struct Silent: RunProgress {
    func advance() {}
  }
}
