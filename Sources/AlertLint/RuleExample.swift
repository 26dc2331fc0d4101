/// An example spec of a rule's documentation, run by the test suite.
///
/// A triggering example names the field its finding must land on (`title`, `buttons[1].label`,
/// `""` for the alert object); a non-triggering one must produce no finding of the rule.
public struct RuleExample: Hashable, Sendable, Codable {
  /// One alert as JSON5 text, as a spec file would hold it.
  public var spec: String
  /// The style sheet the example is linted with (`ios` unless it says otherwise).
  public var style: String
  /// Where the finding lands, for a triggering example; `nil` for a non-triggering one.
  public var field: String?
  /// The locale the example is linted in (`--locale`), for specs that name keys; `nil` for the
  /// spec's own text.
  public var locale: String?

  /// An example `spec` linted with `style`; `field` is where a triggering example's finding lands.
  public init(
    _ spec: String, style: String = "ios", locale: String? = nil, field: String? = nil
  ) {
    self.spec = spec
    self.style = style
    self.locale = locale
    self.field = field
  }
}
