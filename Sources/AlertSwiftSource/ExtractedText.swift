import AlertSpec

/// A piece of alert copy read from Swift: its text, the placeholders standing for values only
/// known at run time, and where it is in the source.
struct ExtractedText: Hashable, Sendable {
  /// The text, with `{name}` for each interpolation or non-literal value.
  var text: String
  /// The placeholder names in `text`, in order.
  var placeholders: [String]
  /// Where the literal (or the expression standing for it) starts.
  var location: SourceLocation
  /// Where each character of `text` is in the source, when it came from a one-line literal.
  var positions: TextPositions?
  /// Whether iOS looks the text up in the app's strings: a literal where SwiftUI takes a
  /// `LocalizedStringKey`, `Text("…")`, `String(localized:)`, `NSLocalizedString`. Such text
  /// is also the key of its translations.
  var localizable = false
}

/// The spec's location type, under a name SwiftSyntax's own `SourceLocation` does not shadow.
typealias SpecLocation = SourceLocation
