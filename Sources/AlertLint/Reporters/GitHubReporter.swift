import AlertSpec
import AlertSupport

/// GitHub Actions workflow commands, which the runner turns into annotations on the diff:
/// `::warning file=Specs/a.json,line=3,col=12,endColumn=15,title=no-pronouns::message`.
///
/// `col` is where the offending word starts (the string's start when the rule names no word);
/// `endColumn`, the column just after the word, is given when the word ends on its line (GitHub
/// takes no `endColumn` for a region over several lines). Columns count Unicode scalars.
///
/// Levels: error → `error`, warning → `warning`, suggestion → `notice`. Input errors are
/// `error` commands titled `input-error`. Suppressed findings are left out.
public struct GitHubReporter: Sendable {
  /// A GitHub reporter.
  public init() {}

  /// One command per line.
  public func render(_ report: LintReport) -> String {
    let errors = report.inputErrors.map { command("error", $0.location, "input-error", $0.message) }
    let findings = report.activeFindings.map {
      command(Self.level($0.severity), $0.location, $0.ruleID, $0.message, end: $0.endLocation)
    }
    return (errors + findings).map { $0 + "\n" }.joined()
  }

  /// The command's level for a severity.
  public static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .suggestion: "notice"
    }
  }

  /// Escapes a command's message: `%`, CR and LF as the runner expects; every other control
  /// character (and U+2028, U+2029) shown as `\u{1B}`, so nothing in a spec can end the
  /// command line, start another or colour the log.
  public static func escapeData(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default:
        if TerminalText.isUnsafe(scalar) {
          escaped += TerminalText.escape(scalar)
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return escaped
  }

  /// Escapes a property value: as a message, and also `:` and `,`, which end a property.
  public static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }

  private func command(
    _ level: String, _ location: SourceLocation, _ title: String, _ message: String,
    end: SourceLocation? = nil
  )
    -> String
  {
    var properties = [
      "file=" + Self.escapeProperty(location.file), "line=\(location.line)",
      "col=\(location.column)",
    ]
    if let end, end.line == location.line { properties.append("endColumn=\(end.column)") }
    properties.append("title=" + Self.escapeProperty(title))
    return "::\(level) \(properties.joined(separator: ","))::\(Self.escapeData(message))"
  }
}
