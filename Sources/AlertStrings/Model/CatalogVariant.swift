/// Which form of a String Catalog translation a value is: the path of variation steps from a
/// locale's entry to one `stringUnit`. No steps is the plain `stringUnit`; `plural.one` is
/// `variations.plural.one`, `device.iphone.plural.other` a plural nested in a device, and
/// `substitutions.photos.plural.few` a form of the `%#@photos@` variable.
package struct CatalogVariant: Sendable, Hashable, CustomStringConvertible {
  /// One step down from a localization (or from a variation that is itself one).
  package enum Step: Sendable, Hashable {
    /// `variations.device.<name>` (`iphone`, `ipad`, `mac`, `other`, …).
    case device(String)
    /// `variations.plural.<category>`.
    case plural(PluralCategory)
    /// `substitutions.<name>`: the variable `%#@name@`.
    case substitution(String)
  }

  /// The steps, outermost first; empty for the plain `stringUnit`.
  package var steps: [Step]

  /// The form reached by `steps` (the plain `stringUnit` by default).
  package init(_ steps: [Step] = []) { self.steps = steps }

  /// The form named by `text` (`plural.one`, `device.iphone.plural.other`,
  /// `substitutions.photos.plural.few`; empty for the plain `stringUnit`); `nil` when `text`
  /// names none.
  package init?(_ text: String) {
    var steps: [Step] = []
    var words = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...]
    if text.isEmpty { words.removeAll() }
    while let kind = words.popFirst() {
      guard let name = words.popFirst(), !name.isEmpty else { return nil }
      switch kind {
      case "device": steps.append(.device(name))
      case "plural":
        guard let category = PluralCategory(rawValue: name) else { return nil }
        steps.append(.plural(category))
      case "substitutions": steps.append(.substitution(name))
      default: return nil
      }
    }
    self.steps = steps
  }

  /// Whether this is the plain `stringUnit`.
  package var isPlain: Bool { steps.isEmpty }

  /// Whether a step is a device's: such a form is drawn only for the device the reader chooses.
  package var hasDevice: Bool { steps != withoutDevices.steps }

  /// The form as a request names it: `device.iphone.plural.one`; empty when plain.
  package var description: String {
    steps.map { step in
      switch step {
      case .device(let name): "device.\(name)"
      case .plural(let category): "plural.\(category.rawValue)"
      case .substitution(let name): "substitutions.\(name)"
      }
    }.joined(separator: ".")
  }

  /// The members from a locale's entry to this form's `stringUnit` object (not included).
  package var members: [String] {
    steps.flatMap { step in
      switch step {
      case .device(let name): ["variations", "device", name]
      case .plural(let category): ["variations", "plural", category.rawValue]
      case .substitution(let name): ["substitutions", name]
      }
    }
  }

  /// The form in words a writer knows: `Text`, `One`, `iPhone`, `iPhone · One`,
  /// `photos: Few`.
  package var label: String {
    guard !steps.isEmpty else { return "Text" }
    var label = ""
    for step in steps {
      let word: String
      switch step {
      case .device(let name): word = Self.deviceName(name)
      case .plural(let category):
        word = category.rawValue.prefix(1).uppercased() + category.rawValue.dropFirst()
      case .substitution(let name):
        label += (label.isEmpty ? "" : " · ") + name + ": "
        continue
      }
      label += (label.isEmpty || label.hasSuffix(": ") ? "" : " · ") + word
    }
    return label.hasSuffix(": ") ? String(label.dropLast(2)) : label
  }

  /// A catalog's device name as Apple writes it: `iphone` → `iPhone`, `other` → `Other devices`.
  static func deviceName(_ name: String) -> String {
    let names = [
      "iphone": "iPhone", "ipad": "iPad", "ipod": "iPod", "mac": "Mac",
      "applewatch": "Apple Watch", "appletv": "Apple TV", "applevision": "Apple Vision",
      "other": "Other devices",
    ]
    return names[name] ?? name
  }

  /// The same form without its device steps: where a form of the device the reader chooses
  /// lands in a ``LocalizedString``.
  var withoutDevices: CatalogVariant {
    CatalogVariant(
      steps.filter {
        if case .device = $0 { return false }
        return true
      })
  }

  /// Puts `value` into `string` where the project's catalog reader puts this form: the format
  /// for the plain `stringUnit`, `plural[category]` (and the format, for `other`) for a plural
  /// of the whole string, a variable's `forms[category]` for a substitution. A device step is
  /// skipped: the caller checks it is the device the reader chooses (``CatalogForm/shown``).
  /// The string counts as translated, as it will once saved.
  package func put(_ value: String, into string: inout LocalizedString) {
    let steps = withoutDevices.steps
    if steps.isEmpty {
      string.format = value
    } else if steps.count == 1, case .plural(let category) = steps[0] {
      string.plural[category] = value
      if category == .other { string.format = value }
    } else if steps.count == 2, case .substitution(let name) = steps[0],
      case .plural(let category) = steps[1]
    {
      string.substitutions[
        name, default: PluralSubstitution(argument: nil, specifier: "lld", forms: [:])
      ].forms[category] = value
    } else {
      return
    }
    string.state = .translated
    string.location = nil
  }
}
