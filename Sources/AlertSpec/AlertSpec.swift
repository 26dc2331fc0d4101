/// A place in a spec file: 1-based line and column of a JSON value.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The file the value came from, as the user named it.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column, counted in Unicode scalars.
  public var column: Int

  /// A location at `line` and `column` (both 1-based) of `file`.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form editors and CI annotate.
  public var description: String { "\(file):\(line):\(column)" }
}

/// What a button does, as UIKit's `UIAlertAction.Style` names it.
public enum ButtonRole: String, Sendable, Codable, CaseIterable {
  /// An affirmative action.
  case `default`
  /// Dismisses the alert without acting; at most one per alert.
  case cancel
  /// Destroys data or cannot be undone; drawn in the sheet's red.
  case destructive
}

/// One button of an alert, in the order the spec lists it.
public struct AlertButton: Hashable, Sendable, Codable {
  /// The text on the button.
  public var label: String
  /// The button's role.
  public var role: ButtonRole
  /// Where the label string is in the spec file.
  public var labelLocation: SourceLocation
  /// Whether the action cannot be chosen now (`UIAlertAction.isEnabled = false`): iOS draws
  /// its label grey.
  public var disabled = false

  /// A button with its label, role and where the label is in the spec.
  public init(
    label: String, role: ButtonRole, labelLocation: SourceLocation, disabled: Bool = false
  ) {
    self.label = label
    self.role = role
    self.labelLocation = labelLocation
    self.disabled = disabled
  }

  private enum CodingKeys: String, CodingKey { case label, role, labelLocation, disabled }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    label = try container.decode(String.self, forKey: .label)
    role = try container.decode(ButtonRole.self, forKey: .role)
    labelLocation = try container.decode(SourceLocation.self, forKey: .labelLocation)
    disabled = try container.decodeIfPresent(Bool.self, forKey: .disabled) ?? false
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(label, forKey: .label)
    try container.encode(role, forKey: .role)
    try container.encode(labelLocation, forKey: .labelLocation)
    // Left out when false, so the JSON of every spec without it stays as it was.
    if disabled { try container.encode(disabled, forKey: .disabled) }
  }
}

/// An input field of an alert.
public struct AlertTextField: Hashable, Sendable, Codable {
  /// Grey hint text shown while the field is empty.
  public var placeholder: String
  /// Text already typed into the field, if any.
  public var text: String?
  /// Whether the field hides its text (a password).
  public var secure: Bool
  /// The keyboard the field asks for (`keyboardType`); `nil` for the default letters.
  public var keyboard: FieldKeyboard?

  /// A field with a placeholder, optional pre-filled text, whether it is secure and the
  /// keyboard it asks for.
  public init(
    placeholder: String, text: String? = nil, secure: Bool = false,
    keyboard: FieldKeyboard? = nil
  ) {
    self.placeholder = placeholder
    self.text = text
    self.secure = secure
    self.keyboard = keyboard
  }
}

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType` names the common ones.
public enum FieldKeyboard: String, Sendable, Codable, CaseIterable {
  /// Letters (`.default`); a secure field shows it too.
  case `default`
  /// Letters with `@` and `.` beside a shorter space bar (`.emailAddress`).
  case email
  /// The digits pad (`.numberPad`).
  case number
}

/// What presents the alert; some lint rules depend on it.
public enum AlertTrigger: String, Sendable, Codable, CaseIterable {
  /// A session or task is about to time out.
  case timeout
  /// The user tapped a toolbar button.
  case toolbarButton = "toolbar-button"
  /// The user is leaving an overlay or a half-finished flow.
  case leaveOverlay = "leave-overlay"
  /// The user asked for an action that destroys data.
  case destructiveAction = "destructive-action"
  /// Something went wrong.
  case error
  /// The app tells the user something.
  case information
  /// Anything else.
  case other
}

/// One alert, validated: the model every later stage reads.
public struct AlertSpec: Hashable, Sendable, Codable {
  /// Stable name, `[a-z0-9][a-z0-9-]*`, unique across all inputs.
  public var id: String
  /// The title; `nil` when the spec has none (a lint finding, not an input error).
  public var title: String?
  /// The informative text.
  public var message: String?
  /// The buttons in spec order.
  public var buttons: [AlertButton]
  /// Index into `buttons` of the emphasised action, as the spec set it.
  public var preferred: Int?
  /// Input fields, top to bottom.
  public var textFields: [AlertTextField]
  /// The label of the action that leaving for the Home screen performs.
  public var homeScreen: String?
  /// What presents the alert.
  public var trigger: AlertTrigger?
  /// BCP 47 language tag of the copy.
  public var locale: String?
  /// Rule id → reason, for suppressed lint rules.
  public var lintIgnore: [String: String]
  /// Where each field's value is in the file, keyed by JSON path
  /// (`id`, `title`, `message`, `buttons[1].label`, `textFields[0].placeholder`, …).
  /// The whole alert object is at the key `""`. A field whose text a String Catalog holds has,
  /// at ``valueLocationKey(_:)``, where the catalog writes that text.
  public var locations: [String: SourceLocation]
  /// Where each character of each string field is in the file, keyed as ``locations``
  /// (`title`, `message`, `buttons[1].label`, …), so findings can point at a word.
  public var textPositions: [String: TextPositions]
  /// The fields that name a key of the app's strings instead of holding text, keyed as
  /// ``locations``; until the spec is localized, those fields hold the key itself.
  public var keys: [String: StringKey] = [:]
  /// The app's strings the keys are read from, as the spec wrote it: an `.xcstrings` file or a
  /// folder of `.xcstrings` files and `<locale>.lproj` folders, relative to the spec file.
  public var strings: String?
  /// The app screen drawn behind the alert: a PNG, as the spec wrote it (relative to the spec
  /// file) or absolute; see ``BackdropFile``.
  public var backdrop: String?
  /// The fields whose whole text is known only at run time (read from Swift, or written in a
  /// spec's `runTime`), by path (`message`, `buttons[1].label`), each with what it is read
  /// from (`error.localizedDescription`): the copy rules skip them.
  public var runTime: [String: String] = [:]
  /// Sample values for the placeholders of every keyed field that gives none of its own.
  public var arguments: [SampleArgument]?
  /// The locale the text was read for (`de`, `en-XA`), once localized; `nil` before.
  public var localizedFor: String?
  /// What went wrong reading the text for ``localizedFor``; the translation rules report it.
  public var translationNotes: [TranslationNote] = []
  /// What UIKit presents: an alert (the default) or an action sheet.
  public var style: AlertStyle = .alert
  /// Where an iPad popover's arrow points, in screen points; `nil` centres the popover.
  public var sourceRect: SourceRect?
  /// The app's accent colour for this alert's actions (`"tint"`); the sheet's `tint` when `nil`.
  public var tint: AlertTint?
  /// The alert as each chosen locale shows it (`de`, `en-XA`), for the configurations that
  /// name a locale; see ``shown(in:)``.
  public var localizations: [String: AlertSpec] = [:]

  /// An alert from its fields; only `id` is required.
  public init(
    id: String, title: String? = nil, message: String? = nil, buttons: [AlertButton] = [],
    preferred: Int? = nil, textFields: [AlertTextField] = [], homeScreen: String? = nil,
    trigger: AlertTrigger? = nil, locale: String? = nil, lintIgnore: [String: String] = [:],
    locations: [String: SourceLocation] = [:], textPositions: [String: TextPositions] = [:]
  ) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
    self.preferred = preferred
    self.textFields = textFields
    self.homeScreen = homeScreen
    self.trigger = trigger
    self.locale = locale
    self.lintIgnore = lintIgnore
    self.locations = locations
    self.textPositions = textPositions
  }

  /// The index of the button drawn semibold: `preferred`, else the cancel button, as UIKit does.
  public var emphasisedIndex: Int? {
    if let preferred { return preferred }
    return buttons.firstIndex { $0.role == .cancel }
  }
}

extension AlertSpec {
  /// The ``locations`` key of where a field's text is written when it is not in the spec
  /// itself (a String Catalog's value): `title#value`.
  public static func valueLocationKey(_ field: String) -> String { field + "#value" }

  /// Whether a ``locations`` key is a ``valueLocationKey(_:)``.
  public static func isValueLocationKey(_ key: String) -> Bool { key.hasSuffix("#value") }
}
