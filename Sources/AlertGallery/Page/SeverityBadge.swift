import AlertLint
import AlertMarkup

/// A severity shown with a shape and a word as well as a colour, so colour is never the only
/// signal.
enum SeverityBadge {
  /// The `data-severity` value and class suffix of a worst severity (`none` when clean).
  static func key(_ severity: Severity?) -> String { severity?.rawValue ?? "none" }

  /// `Error`, `Warning`, `Suggestion`, or `No findings`.
  static func word(_ severity: Severity?) -> String {
    switch severity {
    case .error: "Error"
    case .warning: "Warning"
    case .suggestion: "Suggestion"
    case nil: "No findings"
    }
  }

  /// A shape per severity, hidden from assistive technology (the word says it).
  static func symbol(_ severity: Severity?) -> String {
    switch severity {
    case .error: "✖"
    case .warning: "▲"
    case .suggestion: "●"
    case nil: "✓"
    }
  }

  /// `<span class="badge sev-error"><span aria-hidden="true">✖</span> Error</span>`.
  static func node(_ severity: Severity?, label: String? = nil) -> MarkupNode {
    .el(
      "span", [("class", "badge sev-\(key(severity))")],
      [
        .el("span", [("class", "badge-symbol"), ("aria-hidden", "true")], text: symbol(severity)),
        .text(" " + (label ?? word(severity))),
      ])
  }

  /// The badge of a spec that failed validation.
  static func inputError() -> MarkupNode {
    .el(
      "span", [("class", "badge sev-error")],
      [
        .el("span", [("class", "badge-symbol"), ("aria-hidden", "true")], text: "✖"),
        .text(" Input error"),
      ])
  }
}
