import AlertSpec

/// Reads a String Catalog (`.xcstrings`, Xcode's JSON): `sourceLanguage`, then `strings` →
/// key → `localizations` → locale → a `stringUnit` {`state`, `value`}, or `variations` →
/// `plural` → category → `stringUnit`, with `substitutions` for `%#@name@` variables.
///
/// A key without a localization in the source language has the key itself as its source text,
/// as Xcode treats it. Device variations are not read (the `other` device's text is not
/// special-cased). The first structural problem stops reading with a diagnostic at its place.
public enum StringCatalogReader {
  /// The table in `text`, read as the catalog file `file` named `name`.
  public static func read(_ text: String, file: String, name: String) throws(SpecDiagnostic)
    -> StringTable
  {
    let root = try JSON5Parser.parse(text, file: file)
    guard let members = root.objectValue else {
      throw SpecDiagnostic(
        root.location,
        "a String Catalog is a JSON object with \"sourceLanguage\" and \"strings\", found "
          + "\(root.typeDescription); open the file in Xcode and save it again")
    }
    guard let language = members.first(where: { $0.key == "sourceLanguage" })?.value else {
      throw SpecDiagnostic(
        root.location,
        "this String Catalog has no \"sourceLanguage\"; add one such as \"sourceLanguage\": \"en\"")
    }
    guard let source = language.stringValue, !source.isEmpty else {
      throw wrong(language, "\"sourceLanguage\"", "a language tag such as \"en\"")
    }
    var table = StringTable(name: name, file: file, developmentLanguage: source)
    guard let strings = members.first(where: { $0.key == "strings" })?.value else {
      return table
    }
    guard let keys = strings.objectValue else {
      throw wrong(strings, "\"strings\"", "an object of keys")
    }
    for entry in keys {
      table.keyLocations[entry.key] = entry.keyLocation
      var localizations: [String: LocalizedString] = [:]
      guard let fields = entry.value.objectValue else {
        throw wrong(entry.value, "the key \"\(entry.key)\"", "an object")
      }
      if let list = fields.first(where: { $0.key == "localizations" })?.value {
        guard let locales = list.objectValue else {
          throw wrong(list, "the localizations of \"\(entry.key)\"", "an object of locales")
        }
        for locale in locales {
          localizations[locale.key] = try localization(
            locale.value, what: "\"\(entry.key)\" in \(locale.key)")
        }
      }
      if localizations[source] == nil {
        localizations[source] = LocalizedString(format: entry.key)
      }
      // A key marked "do not translate" reads its source text in every locale.
      if fields.first(where: { $0.key == "shouldTranslate" })?.value.boolValue == false {
        table.untranslatable.insert(entry.key)
      }
      table.entries[entry.key] = localizations
    }
    return table
  }

  /// One locale's localization: a `stringUnit`, or `variations.plural`, and `substitutions`.
  static func localization(_ value: JSONValue, what: String) throws(SpecDiagnostic)
    -> LocalizedString
  {
    guard let fields = value.objectValue else { throw wrong(value, what, "an object") }
    var result = LocalizedString(format: "")
    var found = false
    for field in fields {
      switch field.key {
      case "stringUnit":
        (result.state, result.format) = try unit(field.value, what: what)
        result.location = field.value.objectValue?.first { $0.key == "value" }?.value.location
        found = true
      case "variations":
        if let device = try deviceVariation(field.value, what: what) {
          result = device
          found = true
          continue
        }
        let forms = try plural(field.value, what: what)
        result.plural = forms.forms
        result.state = forms.state
        result.format = forms.forms[.other] ?? forms.forms.values.first ?? ""
        found = found || !forms.forms.isEmpty
      case "substitutions":
        guard let variables = field.value.objectValue else {
          throw wrong(field.value, "the substitutions of \(what)", "an object")
        }
        for variable in variables {
          let name = "\(what), variable \"\(variable.key)\""
          guard let parts = variable.value.objectValue else {
            throw wrong(variable.value, name, "an object")
          }
          let argument = parts.first { $0.key == "argNum" }?.value.intValue
          let specifier =
            parts.first { $0.key == "formatSpecifier" }?.value.stringValue ?? "lld"
          var forms: [PluralCategory: String] = [:]
          if let variations = parts.first(where: { $0.key == "variations" })?.value {
            let plural = try plural(variations, what: name)
            forms = plural.forms
            if plural.state != .translated { result.state = plural.state }
          }
          result.substitutions[variable.key] = PluralSubstitution(
            argument: argument, specifier: specifier, forms: forms)
        }
      default: continue
      }
    }
    guard found else {
      throw SpecDiagnostic(
        value.location,
        "\(what) has neither a \"stringUnit\" nor plural \"variations\"; give it "
          + "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"…\"}}")
    }
    return result
  }

  /// `{"state": …, "value": …}`.
  static func unit(_ value: JSONValue, what: String) throws(SpecDiagnostic)
    -> (TranslationState, String)
  {
    guard let fields = value.objectValue else {
      throw wrong(value, "the stringUnit of \(what)", "an object")
    }
    guard let text = fields.first(where: { $0.key == "value" })?.value.stringValue else {
      throw SpecDiagnostic(
        value.location, "the stringUnit of \(what) has no string \"value\"; add the translation")
    }
    let stateValue = fields.first { $0.key == "state" }?.value
    let name = stateValue?.stringValue ?? TranslationState.translated.rawValue
    guard let state = TranslationState(rawValue: name) else {
      let names = TranslationState.allCases.map(\.rawValue).joined(separator: ", ")
      throw SpecDiagnostic(
        stateValue?.location ?? value.location,
        "the state of \(what) is \"\(name)\"; a String Catalog state is one of \(names)")
    }
    return (state, text)
  }

  /// The iPhone's text of `{"device": {"iphone": …, "other": …}}` (else `other`'s), itself a
  /// localization; `nil` when the string does not vary by device.
  static func deviceVariation(_ value: JSONValue, what: String) throws(SpecDiagnostic)
    -> LocalizedString?
  {
    guard let devices = value.objectValue?.first(where: { $0.key == "device" })?.value
    else { return nil }
    guard let members = devices.objectValue else {
      throw wrong(devices, "the device variations of \(what)", "an object of devices")
    }
    guard let name = shownDevice(among: members.map(\.key)),
      let chosen = members.first(where: { $0.key == name })
    else { return nil }
    return try localization(chosen.value, what: "\(what) (\(chosen.key))")
  }

  /// The device whose text the reader takes among a string's device variations: `iphone`, else
  /// `other`; `nil` when it has neither.
  package static func shownDevice(among names: [String]) -> String? {
    names.contains("iphone") ? "iphone" : names.contains("other") ? "other" : nil
  }

  /// `{"plural": {"one": {"stringUnit": …}, …}}`; the least finished state of the forms.
  static func plural(_ value: JSONValue, what: String) throws(SpecDiagnostic)
    -> (forms: [PluralCategory: String], state: TranslationState)
  {
    guard let kinds = value.objectValue else {
      throw wrong(value, "the variations of \(what)", "an object")
    }
    var forms: [PluralCategory: String] = [:]
    var state = TranslationState.translated
    guard let plural = kinds.first(where: { $0.key == "plural" })?.value else {
      return (forms, state)
    }
    guard let categories = plural.objectValue else {
      throw wrong(plural, "the plural variations of \(what)", "an object of categories")
    }
    for category in categories {
      guard let kind = PluralCategory(rawValue: category.key) else {
        throw SpecDiagnostic(
          category.keyLocation,
          "\"\(category.key)\" is not a plural category (in \(what)); use zero, one, two, few, "
            + "many or other")
      }
      guard let unit = category.value.objectValue?.first(where: { $0.key == "stringUnit" })?.value
      else {
        throw wrong(
          category.value, "the \(category.key) form of \(what)", "a {\"stringUnit\": …} object")
      }
      let (formState, text) = try self.unit(unit, what: "\(what) (\(category.key))")
      forms[kind] = text
      if formState != .translated { state = formState }
    }
    return (forms, state)
  }

  static func wrong(_ value: JSONValue, _ what: String, _ expected: String) -> SpecDiagnostic {
    SpecDiagnostic(
      value.location, "\(what) must be \(expected), found \(value.typeDescription)")
  }
}
