import AlertSpec
import AlertSupport

/// The report for people: `file:line:col: warning: message [rule-id]` per active finding, then
/// `3 errors, 5 warnings, 2 suggestions in 12 alerts`.
///
/// Suppressed findings are left out of the lines and the counts; the summary says how many
/// there were. Pure: colour is the caller's decision.
public struct TextReporter: Sendable {
  /// Whether to add ANSI colour (bold locations, red errors, yellow warnings, cyan suggestions).
  public var colour: Bool
  /// Whether to print the input errors as `file:line:col: error: message` lines.
  public var includeInputErrors: Bool

  /// A text reporter.
  public init(colour: Bool = false, includeInputErrors: Bool = true) {
    self.colour = colour
    self.includeInputErrors = includeInputErrors
  }

  /// The lines, each ending in a newline, the summary last.
  public func render(_ report: LintReport) -> String {
    var lines: [String] = []
    if includeInputErrors {
      lines += report.inputErrors.map { line($0.location, "error", $0.message, rule: nil) }
    }
    lines += report.activeFindings.map {
      line($0.location, $0.severity.rawValue, $0.message, rule: $0.ruleID)
    }
    lines.append(summaryLine(report.summary))
    return lines.map { $0 + "\n" }.joined()
  }

  /// `3 errors, 5 warnings, 2 suggestions in 12 alerts`, then `; 1 suppressed` and
  /// `; 1 input error` when there are any.
  public func summaryLine(_ summary: LintSummary) -> String {
    var text =
      [
        counted(summary.errors, "error"), counted(summary.warnings, "warning"),
        counted(summary.suggestions, "suggestion"),
      ].joined(separator: ", ") + " in " + counted(summary.alerts, "alert")
    if summary.suppressed > 0 { text += "; \(summary.suppressed) suppressed" }
    if summary.inputErrors > 0 { text += "; " + counted(summary.inputErrors, "input error") }
    if let known = summary.baselined, known > 0 { text += "; \(known) known from the baseline" }
    return text
  }

  private func line(
    _ location: SourceLocation, _ severity: String, _ message: String, rule: String?
  )
    -> String
  {
    // A message is one line: a newline inside it would break `file:line:col:` parsing.
    // Spec text reaches the terminal here, so every other control character is shown escaped.
    let message = TerminalText.escaping(
      message.replacingOccurrences(of: "\r\n", with: " ")
        .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " "))
    let location = TerminalText.escaping(location.description)
    let rule = rule.map { TerminalText.escaping($0) }
    let ruleSuffix = rule.map { " [\($0)]" } ?? ""
    guard colour else { return "\(location): \(severity): \(message)\(ruleSuffix)" }
    let tint =
      switch severity {
      case "error": "1;31"
      case "warning": "1;33"
      default: "1;36"
      }
    return "\u{1B}[1m\(location)\u{1B}[0m: \u{1B}[\(tint)m\(severity)\u{1B}[0m: \(message)"
      + (rule.map { " \u{1B}[2m[\($0)]\u{1B}[0m" } ?? "")
  }
}
