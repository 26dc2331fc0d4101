/// A made-up locale that transforms the development-language text to show what translation
/// will do to a layout, with or without the app's strings.
public enum PseudoLocale: String, Sendable, CaseIterable {
  /// Accented look-alike letters, in brackets, about 40 % longer (Android's `en-XA`).
  case accented = "en-XA"
  /// The text presented right to left, laid out as a right-to-left language (Android's `ar-XB`).
  case bidi = "ar-XB"
  /// Each string twice, joined by a space.
  case double

  /// The language the layout treats the text as: `en-XA` stays left to right, `ar-XB` is laid
  /// out right to left; `double` keeps the spec's own.
  public func layoutLocale(_ own: String?) -> String? {
    self == .double ? own : rawValue
  }
}
