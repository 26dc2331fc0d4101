/// The element and attribute names of the style-sheet format, mirrored from `Styles/style.rng`.
///
/// The reader maps these names onto the model; error messages use them for "did you mean"
/// suggestions and to say what a value should look like.
enum Vocabulary {
  /// The top-level sections of `<style>` that hold plain attributes.
  static let sections = ["alert", "labels", "buttons", "text-fields"]

  /// The attributes each element allows.
  static let attributes: [String: [String]] = [
    "style": ["name", "extends", "summary"],
    "alert": ["width", "corner-radius", "continuous-corners", "screen-inset", "minimum-content-height"],
    "labels": [
      "inset", "first-baseline", "message-baseline-gap", "bottom-after-message", "bottom-after-title",
    ],
    "buttons": ["height", "content-margin", "minimum-scale", "stack-from", "separator-pixels"],
    "text-fields": [
      "margin", "corner-radius", "inset", "height", "gap-above", "gap-below", "border-pixels",
    ],
    "fonts": ["families"],
    "font": ["role", "families", "size", "weight"],
    "colors": ["appearance"],
    "color": ["name", "value"],
    "devices": [],
    "device": ["id", "name", "width", "height", "scale", "corner-radius"],
    "safe-area": ["orientation", "top", "left", "bottom", "right"],
  ]

  /// The attributes an element must carry even in a derived sheet (they say which one it is).
  static let keyAttributes: [String: String] = [
    "font": "role", "colors": "appearance", "color": "name", "device": "id", "safe-area": "orientation",
  ]

  /// The child elements each element allows.
  static let children: [String: [String]] = [
    "style": ["alert", "labels", "buttons", "text-fields", "fonts", "colors", "devices"],
    "fonts": ["font"], "colors": ["color"], "devices": ["device"], "device": ["safe-area"],
  ]

  /// Font roles, in model order.
  static let fontRoles = ["title", "message", "button", "emphasised-button", "text-field"]
  /// Colour names, in model order.
  static let colorNames = [
    "screen", "dim", "background", "title", "message", "tint", "destructive", "separator",
    "text-field-fill", "text-field-border", "text-field-text", "placeholder",
  ]

  /// The parent an element belongs in, e.g. `font` → `fonts`.
  static func parent(of element: String) -> String? {
    children.first { $0.value.contains(element) }?.key
  }

  /// What a valid value of an attribute looks like, as a phrase.
  static func expectation(element: String, attribute: String) -> String {
    switch (element, attribute) {
    case ("style", "name"), ("style", "extends"), ("device", "id"):
      return "a lower-case id such as iphone-se (letters, digits and single hyphens)"
    case ("style", "summary"), ("device", "name"): return "text"
    case (_, "continuous-corners"): return "true or false"
    case (_, "minimum-scale"): return "a number from 0 to 1"
    case (_, "stack-from"), ("device", "scale"): return "a whole number of 1 or more"
    case (_, "families"): return "a comma-separated list of font families"
    case ("font", "role"): return "one of " + fontRoles.joined(separator: ", ")
    case ("font", "weight"): return "one of regular, medium, semibold, bold"
    case ("colors", "appearance"): return "light or dark"
    case ("color", "name"): return "one of " + colorNames.joined(separator: ", ")
    case ("color", "value"): return "a colour such as #FF3B30 or #3C3C434A (#RRGGBB or #RRGGBBAA)"
    case ("safe-area", "orientation"): return "portrait or landscape"
    default: return "a number of 0 or more, such as 270 or 0.5"
    }
  }

  /// The closest of `candidates` to a misspelt `name`, when one is close enough.
  static func suggestion(for name: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(name.lowercased(), $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let limit = max(2, min(name.count, best.0.count) / 3)
    return best.1 <= limit || best.0.hasPrefix(name) || name.hasPrefix(best.0) ? best.0 : nil
  }

  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}
