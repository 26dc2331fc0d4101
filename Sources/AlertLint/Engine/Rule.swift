import AlertSpec

/// A lint rule: its documentation (with examples) and its check.
///
/// Each rule is one type in `Rules/`, whose `///` comment and ``description`` say what it checks,
/// why, and which section of the guidance it enforces.
protocol Rule: Sendable {
  /// The rule's documentation, default severity and examples.
  static var description: RuleDescription { get }
  /// Whether the rule measures the layout (so the engine must lay the alert out).
  static var isMeasured: Bool { get }
  /// The kinds of alert the rule checks: both unless the guidance it enforces speaks of only
  /// one (a rule about alerts' buttons says nothing about an action sheet's list of actions).
  static var styles: [AlertStyle] { get }
  /// The problems of one alert.
  static func check(_ context: RuleContext) -> [Problem]
}

extension Rule {
  static var isMeasured: Bool { false }
  static var styles: [AlertStyle] { AlertStyle.allCases }
}

/// A problem a rule found, before the engine turns it into a ``Finding``.
struct Problem: Hashable, Sendable {
  /// JSON path of the offending field (`title`, `buttons[1].label`, `""` for the alert).
  var field: String
  /// A sentence that quotes the text and says what to do.
  var message: String
  /// The configuration a measured problem was seen in.
  var configuration: String?
  /// The offending word or phrase, as a range of character offsets in the field's text; `nil`
  /// when the problem is the whole value (the finding then points at the string's start).
  var range: Range<Int>?
  /// The field's whole text with the problem fixed, when the fix is mechanical (a label spelt
  /// "OK", a period removed); `lint --fix` writes it into JSON specs.
  var fix: String?

  init(
    _ field: String, _ message: String, configuration: String? = nil, range: Range<Int>? = nil,
    fix: String? = nil
  ) {
    self.field = field
    self.message = message
    self.configuration = configuration
    self.range = range
    self.fix = fix
  }
}
