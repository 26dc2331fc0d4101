import AlertSpec

/// One broken rule on one alert: what, where, and how to fix it.
public struct Finding: Hashable, Sendable, Codable {
  /// The rule's stable id (`title-max-lines`).
  public var ruleID: String
  /// The severity after the style sheet's overrides.
  public var severity: Severity
  /// A sentence that quotes the offending text and says what to do.
  public var message: String
  /// Where the offending text starts: the offending word inside its string when the rule names
  /// one, else the start of the JSON value (the title string, the button's label…).
  public var location: SourceLocation
  /// Where the offending word ends (exclusive: the position just after its last character),
  /// when the rule names one; `nil` otherwise.
  public var endLocation: SourceLocation?
  /// The alert's id.
  public var alertID: String
  /// JSON path of the offending field in the spec (`title`, `buttons[1].label`, `""` for the alert).
  public var field: String
  /// The configuration a measured finding was seen in (`iPhone SE (3rd generation) portrait`).
  public var configuration: String?
  /// The reason given in the spec's `lint.ignore` when the finding is suppressed; `nil` otherwise.
  public var suppression: String?
  /// The field's whole text with the problem fixed, when the fix is mechanical; `nil`
  /// otherwise (``LintFix``).
  public var fix: String?
  /// The offending word or phrase, as character offsets in the field's text, when the rule
  /// names one: what ``location`` and ``endLocation`` are placed from (``Linter/placing(_:in:)``).
  public var characters: Range<Int>?
  /// Where the fix goes: the string literal of the field's text, with its replacement
  /// (``LintFix/placingEdits(_:)``); `nil` until placed, or when the text is not one literal.
  public var edit: LiteralEdit?

  public init(
    ruleID: String, severity: Severity, message: String, location: SourceLocation, alertID: String,
    field: String, configuration: String? = nil, suppression: String? = nil,
    endLocation: SourceLocation? = nil, fix: String? = nil, characters: Range<Int>? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
    self.alertID = alertID
    self.field = field
    self.configuration = configuration
    self.suppression = suppression
    self.endLocation = endLocation
    self.fix = fix
    self.characters = characters
  }

  /// Whether the spec silenced this finding.
  public var isSuppressed: Bool { suppression != nil }
}
