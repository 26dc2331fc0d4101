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
  /// The key and table iOS looks the text up by, when the code names them (SwiftGen's
  /// `tr(table, key)`, `NSLocalizedString(key, tableName:value:)`), with the strings folder it
  /// was found in; ``text`` is then what that folder's development language says.
  var lookup: TextLookup?
  /// While the project's declarations are indexed: the names this text stands for, not yet
  /// resolved (`L10n.Alerts.title` in another file), nearest scope first.
  var pending: [String] = []
  /// The names the run-time values in ``placeholders`` are read from: `error` for
  /// `error.localizedDescription`. A function whose alert reads its own parameters is an alert
  /// factory (``AlertFactory``).
  var roots: Set<String> = []
  /// For text known only at run time: the Swift expression it is read from
  /// (`error.localizedDescription`), shortened to one line.
  var source: String?
  /// The other texts the code may choose at run time (`a ? "Mute" : "Unmute"`): ``text`` is
  /// the first.
  var alternatives: [String] = []
}

/// A key of the app's strings that Swift code looks up.
struct TextLookup: Hashable, Sendable {
  var key: String
  var table: String
  /// The strings folder holding the key; `nil` when no table does (the fallback is shown).
  var folder: String?
}

/// The spec's location type, under a name SwiftSyntax's own `SourceLocation` does not shadow.
typealias SpecLocation = SourceLocation
