/// A problem found while reading an alert's text from the app's strings in one locale, kept on
/// the localized spec so that the linter can report it.
public struct TranslationNote: Hashable, Sendable, Codable {
  /// What went wrong.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// The localization exists but is not `translated` (`needs_review`, `new`, `stale`).
    case stale
    /// The key is not in the table, or has no localization for the locale.
    case missing
    /// The text has placeholders and the spec gives no (or too few) sample arguments.
    case sampleArguments
    /// The translation drops, adds or changes a placeholder of the development language's text
    /// (a German title that lost its `%@`): the app shows a wrong argument, or crashes.
    case placeholders
  }

  /// What went wrong.
  public var kind: Kind
  /// The spec field (`title`, `buttons[1].label`, `textFields[0].placeholder`).
  public var field: String
  /// The locale the text was read for.
  public var locale: String
  /// The key, as ``StringKey/displayName`` writes it.
  public var key: String
  /// A sentence naming the locale and key and saying what to do.
  public var message: String

  /// A note of `kind` on `field` for `key` in `locale`.
  public init(_ kind: Kind, field: String, locale: String, key: String, message: String) {
    self.kind = kind
    self.field = field
    self.locale = locale
    self.key = key
    self.message = message
  }
}
