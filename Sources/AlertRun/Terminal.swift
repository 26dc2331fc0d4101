import AlertSupport
import Foundation

/// Where diagnostics and progress go: stderr, coloured only on a terminal without `NO_COLOR`.
package enum Terminal {
  package static let isInteractive = isatty(STDERR_FILENO) != 0
  package static let colour =
    isInteractive && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

  /// Writes a line to stderr, showing control characters from user data escaped (`\u{1B}`).
  package static func error(_ line: String) {
    write(TerminalText.escaping(line, keepingLineBreaks: true))
  }

  /// Prints an input diagnostic `file:line:col: error: message`, with `error` in red on a
  /// terminal; control characters in it (from a spec or sheet) are shown escaped.
  package static func diagnostic(_ text: String) {
    let text = TerminalText.escaping(text, keepingLineBreaks: true)
    guard colour, let range = text.range(of: ": error: ") else { return write(text) }
    write(
      "\u{1B}[1m" + text[..<range.lowerBound] + "\u{1B}[0m: \u{1B}[1;31merror\u{1B}[0m: "
        + text[range.upperBound...])
  }

  /// Writes a line, as it is, to stderr.
  private static func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// A one-line progress bar on stderr, shown only on a terminal.
package final class ProgressBar: @unchecked Sendable {
  private let total: Int
  private let label: String
  private let start = Date()
  private var done = 0
  private var lastDraw = Date.distantPast
  private let lock = NSLock()

  package init(total: Int, label: String) {
    self.total = total
    self.label = label
  }

  /// Counts one finished item and redraws at most ten times a second.
  package func advance() {
    guard Terminal.isInteractive else { return }
    lock.lock()
    defer { lock.unlock() }
    done += 1
    let now = Date()
    guard done == total || now.timeIntervalSince(lastDraw) > 0.1 else { return }
    lastDraw = now
    let elapsed = now.timeIntervalSince(start)
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let left = rate > 0 ? Double(total - done) / rate : 0
    let width = 24
    let filled = total > 0 ? width * done / total : width
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let line = String(
      format: "\r%@ %@ %d/%d  %.0f/s  %.0fs left ", label, bar, done, total, rate, left)
    FileHandle.standardError.write(Data(line.utf8))
    if done == total { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }
}
