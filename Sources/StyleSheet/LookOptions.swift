/// How the title and message are aligned (`<labels alignment>`).
public enum LabelAlignment: String, Hashable, Sendable, Codable, CaseIterable {
  /// Always centred: the classic alert.
  case centred
  /// Centred only when the alert has one label (a title or a message) on one line; otherwise
  /// aligned to the leading edge (left, or right in a right-to-left language): iOS 26
  /// (ios-alert-metrics.md §3, `_updateTextAlignmentAfterLayout`).
  case adaptive
}

/// How `first-baseline` and `message-baseline-gap` are measured (`<labels baselines>`).
public enum BaselineRule: String, Hashable, Sendable, Codable, CaseIterable {
  /// As written: the classic alert (36 from the top, 20 between the labels).
  case fixed
  /// Each plus the line height of the label's font: iOS 26's 18 + lineHeight and
  /// lineHeight + 8 (ios-alert-metrics.md §3).
  case plusLineHeight = "plus-line-height"
}

/// How the buttons are drawn (`<buttons shape>`).
public enum ButtonShape: String, Hashable, Sendable, Codable, CaseIterable {
  /// Full-width rows divided by hairlines: the classic alert.
  case rows
  /// Filled capsules inside the area's `inset`, `spacing` apart, with no separators: iOS 26.
  case capsules
}

/// Which button gets the tint as its fill, with `tinted-button-text` on it
/// (`<buttons tinted-fill>`); a destructive button never does.
/// Which action is drawn Semibold (`<buttons emphasis>`).
public enum ButtonEmphasis: String, Hashable, Sendable, Codable, CaseIterable {
  /// The spec's preferred action, else its Cancel button: the classic alert.
  case cancel
  /// The preferred action only: iOS 26 as built in 2026 leaves Cancel at the buttons' weight.
  case preferred
}

public enum TintedFill: String, Hashable, Sendable, Codable, CaseIterable {
  /// None: the classic alert.
  case none
  /// Only the action the spec names as `preferred` (iOS 26; whether UIKit also fills the
  /// Cancel button it emphasises by default is UNVERIFIED, ios-alert-metrics.md §3).
  case preferred
  /// The emphasised action: `preferred`, else the Cancel button.
  case emphasised
}
