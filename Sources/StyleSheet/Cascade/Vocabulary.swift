import AlertSupport

/// The element and attribute names of the style-sheet format, mirrored from `Styles/style.rng`.
///
/// The reader maps these names onto the model; error messages use them for "did you mean"
/// suggestions and to say what a value should look like.
enum Vocabulary {
  /// The top-level sections of `<style>` that hold plain attributes.
  static let sections = [
    "alert", "labels", "buttons", "text-fields", "action-sheet", "action-sheet-labels",
    "popover", "action-sheet-look", "material", "text-sizes", "keyboard", "scroll-indicator",
  ]

  /// The attributes each element allows.
  static let attributes: [String: [String]] = [
    "style": ["name", "extends", "summary"],
    "alert": [
      "width", "corner-radius", "continuous-corners", "screen-inset", "minimum-content-height",
      "accessibility-width", "accessibility-side-margin", "rim-width",
    ],
    "labels": [
      "inset", "first-baseline", "message-baseline-gap", "bottom-after-message",
      "bottom-after-title", "alignment", "baselines",
    ],
    "buttons": [
      "height", "content-margin", "minimum-scale", "stack-from", "separator-pixels",
      "accessibility-vertical-margin", "accessibility-horizontal-margin", "shape", "inset",
      "spacing", "tinted-fill", "emphasis", "label-rise",
    ],
    "text-fields": [
      "margin", "corner-radius", "inset", "height", "gap-above", "gap-below", "border-pixels",
    ],
    "action-sheet": [
      "margin", "maximum-width", "landscape-maximum-width", "corner-radius", "row-height",
      "cancel-gap", "action-size",
    ],
    "action-sheet-labels": [
      "inset", "first-baseline", "message-baseline-gap", "bottom-after-labels",
      "bottom-after-message-with-title", "title-size",
      "title-weight", "message-size",
    ],
    "popover": ["width", "corner-radius", "arrow-height", "arrow-width"],
    "action-sheet-look": ["header", "actions", "cancel", "phone"],
    "material": ["blur", "saturation", "brightness"],
    "text-sizes": ["default", "floor"],
    "keyboard": [
      "home-button-portrait", "home-button-landscape", "portrait", "landscape", "pad-portrait",
      "pad-landscape", "predictive-bar",
    ],
    "scroll-indicator": ["width", "inset", "minimum-length"],
    "fonts": ["families", "if-installed", "optical-text", "optical-display", "display-from"],
    "tracking": ["family", "weight", "table"],
    "font": ["role", "families", "size", "weight", "line-height", "sizes"],
    "colors": ["appearance"],
    "color": ["name", "value"],
    "devices": [],
    "device": ["id", "name", "width", "height", "scale", "corner-radius", "default", "idiom"],
    "safe-area": ["orientation", "top", "left", "bottom", "right"],
    "chrome": [
      "status-bar", "cutout", "cutout-width", "cutout-height", "cutout-top", "home-indicator",
    ],
    "voice": [
      "title-case", "button-case", "pronouns", "spelling-locale", "verb-questions", "pronoun-check",
    ],
    "word": ["text"],
    "label": ["text"],
    "rule": ["id", "level"],
  ]

  /// The attributes an element must carry even in a derived sheet (they say which one it is).
  static let keyAttributes: [String: String] = [
    "font": "role", "tracking": "family", "colors": "appearance", "color": "name", "device": "id",
    "safe-area": "orientation", "word": "text", "label": "text", "rule": "id",
  ]

  /// The child elements each element allows.
  static let children: [String: [String]] = [
    "style": [
      "alert", "labels", "buttons", "text-fields", "action-sheet", "action-sheet-labels",
      "popover", "action-sheet-look", "material", "text-sizes", "keyboard", "scroll-indicator",
      "fonts", "colors", "devices", "voice",
    ],
    "fonts": ["font", "tracking"], "colors": ["color"], "devices": ["device"],
    "device": ["safe-area", "chrome"],
    "voice": ["word", "label", "rule"],
  ]

  /// Font roles, in model order.
  static let fontRoles = [
    "title", "message", "button", "emphasised-button", "text-field", "lone-label",
  ]
  /// Colour names, in model order.
  static let colorNames = [
    "screen", "dim", "background", "title", "message", "tint", "destructive", "separator",
    "text-field-fill", "text-field-border", "text-field-text", "placeholder", "button-text",
    "button-fill", "tinted-button-text", "rim", "material", "sheet-header",
    "sheet-cancel-background", "popover-shadow", "disabled-button-text", "keyboard", "keyboard-key",
    "keyboard-function-key", "keyboard-label", "scroll-indicator",
  ]

  /// The parent an element belongs in, e.g. `font` → `fonts`.
  static func parent(of element: String) -> String? {
    children.first { $0.value.contains(element) }?.key
  }

  /// What a valid value of an attribute looks like, as a phrase.
  static func expectation(element: String, attribute: String) -> String {
    kind(element: element, attribute: attribute).expectation
  }

  /// The kind of value an attribute takes (mirrors the datatypes of `Styles/style.rng`).
  static func kind(element: String, attribute: String) -> ValueKind {
    switch (element, attribute) {
    case ("style", "name"), ("style", "extends"), ("device", "id"): return .identifier
    case ("style", "summary"), ("device", "name"), ("word", "text"), ("label", "text"):
      return .text
    case ("rule", "id"): return .identifier
    case ("rule", "level"): return .choice(RuleLevel.allCases.map(\.rawValue))
    case ("voice", "title-case"), ("voice", "button-case"):
      return .choice(Capitalisation.allCases.map(\.rawValue))
    case ("voice", "pronouns"): return .choice(PronounPolicy.allCases.map(\.rawValue))
    case ("voice", "verb-questions"): return .choice(VerbQuestionReading.allCases.map(\.rawValue))
    case ("voice", "pronoun-check"): return .choice(PronounCheck.allCases.map(\.rawValue))
    case ("voice", "spelling-locale"): return .locale
    case (_, "continuous-corners"), ("device", "default"): return .choice(["true", "false"])
    case (_, "minimum-scale"): return .fraction
    case (_, "stack-from"), ("device", "scale"): return .count
    case (_, "families"), ("fonts", "if-installed"): return .families
    case ("fonts", "optical-text"), ("fonts", "optical-display"), ("tracking", "family"),
      ("tracking", "table"):
      return .text
    case ("font", "role"): return .choice(fontRoles)
    case ("font", "weight"), ("action-sheet-labels", "title-weight"), ("tracking", "weight"):
      return .choice(FontWeight.allCases.map(\.rawValue))
    case ("device", "idiom"): return .choice(DeviceIdiom.allCases.map(\.rawValue))
    case ("chrome", "cutout"): return .choice(CameraCutout.allCases.map(\.rawValue))
    case ("colors", "appearance"): return .choice(Appearance.allCases.map(\.rawValue))
    case ("color", "name"): return .choice(colorNames)
    case ("color", "value"): return .color
    case ("safe-area", "orientation"): return .choice(Orientation.allCases.map(\.rawValue))
    case ("text-sizes", "floor"): return .choice(TextSize.allCases.map(\.rawValue))
    case ("text-sizes", "default"): return .textSizes
    case ("font", "sizes"): return .sizeTable
    case ("labels", "alignment"): return .choice(LabelAlignment.allCases.map(\.rawValue))
    case ("labels", "baselines"): return .choice(BaselineRule.allCases.map(\.rawValue))
    case ("buttons", "shape"): return .choice(ButtonShape.allCases.map(\.rawValue))
    case ("buttons", "tinted-fill"): return .choice(TintedFill.allCases.map(\.rawValue))
    case ("buttons", "emphasis"): return .choice(ButtonEmphasis.allCases.map(\.rawValue))
    case ("action-sheet-look", "header"): return .choice(SheetHeader.allCases.map(\.rawValue))
    case ("action-sheet-look", "actions"): return .choice(SheetActions.allCases.map(\.rawValue))
    case ("action-sheet-look", "cancel"): return .choice(SheetCancel.allCases.map(\.rawValue))
    case ("action-sheet-look", "phone"):
      return .choice(PhonePresentation.allCases.map(\.rawValue))
    default: return .length
    }
  }

  /// Words a designer may reach for instead of the format's own names.
  static let synonyms: [String: [String]] = [
    "colour": ["value", "color", "colors"], "color": ["value", "colors"], "hex": ["value"],
    "rgb": ["value"], "rgba": ["value"], "colours": ["colors"], "font-family": ["families"],
    "family": ["families"], "font-size": ["size"], "radius": ["corner-radius"],
    "font-weight": ["weight"], "device-name": ["name"], "insets": ["safe-area"],
  ]

  /// The closest of `candidates` to a misspelt `name`, when one is close enough.
  static func suggestion(for name: String, among candidates: [String]) -> String? {
    if let synonym = synonyms[name.lowercased()]?.first(where: candidates.contains) {
      return synonym
    }
    if let near = Suggestion.nearest(to: name, among: candidates) { return near }
    return candidates.first { $0.hasPrefix(name) || name.hasPrefix($0) }
  }
}
