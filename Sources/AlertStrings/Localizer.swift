import AlertSpec

/// Reads an alert's text for one locale: the pure step from a spec, its strings and a locale to
/// the spec every later stage draws and lints.
///
/// - Keyed fields take the table's value in the locale (or in the development language when
///   `locale` is `nil`), filled with the sample arguments (``FormatString``).
/// - A missing key or localization is never drawn in another language: the field shows the key
///   in double brackets, `[[delete.title]]`, and a ``TranslationNote`` says so; a localization
///   that is not `translated` is drawn as it stands and noted.
/// - A pseudo-locale (``PseudoLocale``) transforms the development-language text (or the
///   spec's own text) of every field.
/// - Plain text fields are kept as written in a real locale.
public enum Localizer {
  /// How a missing string is drawn: the key in double brackets.
  public static func missingMarker(_ key: StringKey) -> String { "[[\(key.displayName)]]" }

  /// `spec` with its text read for `locale` (`nil`: the spec's own language) from `strings`.
  public static func localize(_ spec: AlertSpec, locale: String?, strings: StringSource?)
    -> AlertSpec
  {
    let pseudo = locale.flatMap(PseudoLocale.init(rawValue:))
    let reading = pseudo == nil ? locale : nil
    var result = spec
    result.localizedFor = locale
    result.translationNotes = []
    if let pseudo {
      result.locale = pseudo.layoutLocale(spec.locale)
    } else if let locale {
      result.locale = locale
    } else if !spec.keys.isEmpty, spec.locale == nil, let strings {
      result.locale = strings.developmentLanguage
    }
    func text(_ field: String, _ original: String, limit: Int) -> String {
      var value = original
      if let key = spec.keys[field] {
        value = resolve(
          key, field: field, locale: reading, spec: spec, strings: strings, into: &result)
        value = capped(value, limit: limit)
      }
      return pseudo.map { PseudoText.transform(value, $0) } ?? value
    }
    let labels = spec.buttons.map(\.label)
    result.title = spec.title.map { text("title", $0, limit: SpecLimits.titleLength) }
    result.message = spec.message.map { text("message", $0, limit: SpecLimits.messageLength) }
    for index in result.buttons.indices {
      result.buttons[index].label = text(
        "buttons[\(index)].label", spec.buttons[index].label, limit: SpecLimits.labelLength)
    }
    for index in result.textFields.indices {
      let field = "textFields[\(index)].placeholder"
      result.textFields[index].placeholder = text(
        field, spec.textFields[index].placeholder, limit: SpecLimits.textFieldLength)
    }
    if let home = spec.homeScreen, let index = labels.firstIndex(of: home) {
      result.homeScreen = result.buttons[index].label
    }
    if pseudo != nil || locale != nil {
      // The text no longer matches the characters of the spec file.
      result.textPositions = [:]
    }
    return result
  }

  /// The text of `key` in `locale` (`nil`: the development language), noting what is wrong.
  static func resolve(
    _ key: StringKey, field: String, locale: String?, spec: AlertSpec, strings: StringSource?,
    into result: inout AlertSpec
  ) -> String {
    let marker = missingMarker(key)
    guard let strings, let table = strings.tables[key.table] else {
      let wanted = locale ?? strings?.developmentLanguage ?? "the development language"
      let folder = strings.map { " in \($0.folder)" } ?? ""
      result.translationNotes.append(
        TranslationNote(
          .missing, field: field, locale: wanted, key: key.displayName,
          message: "\(field) names '\(key.key)' of the table '\(key.table)', but there is no "
            + "such table\(folder); the preview shows \(marker), so add \(key.table).xcstrings "
            + "or fix the table name"))
      return marker
    }
    let wanted =
      table.untranslatable.contains(key.key)
      ? table.developmentLanguage : locale ?? table.developmentLanguage
    guard let localizations = table.entries[key.key] else {
      result.translationNotes.append(
        TranslationNote(
          .missing, field: field, locale: wanted, key: key.displayName,
          message: "\(field) names the key '\(key.key)', which is not in \(table.file); the "
            + "preview shows \(marker), so add the key to the strings or fix the spec's key"))
      return marker
    }
    // Where the catalog declares the key, to name in the messages.
    let declared = table.keyLocations[key.key].map { " (\($0))" } ?? ""
    if wanted == table.developmentLanguage,
      bestLocale(wanted, among: Array(localizations.keys)) == nil
    {
      // Xcode writes no development-language value for a key that is its own text, and iOS
      // shows the key: `"Delete": {"localizations": {"de": …}}` reads "Delete" in English.
      return FormatString.format(
        LocalizedString(format: key.key), arguments: key.arguments ?? spec.arguments ?? [],
        locale: wanted
      ).text
    }
    guard let found = bestLocale(wanted, among: Array(localizations.keys)),
      let value = localizations[found]
    else {
      result.translationNotes.append(
        TranslationNote(
          .missing, field: field, locale: wanted, key: key.displayName,
          message: "'\(key.key)' (\(field)) has no \(wanted) translation\(declared); the "
            + "preview shows \(marker) rather than another language, so translate it"))
      return marker
    }
    if value.state != .translated {
      result.translationNotes.append(
        TranslationNote(
          .stale, field: field, locale: wanted, key: key.displayName,
          message: "'\(key.key)' (\(field)) in \(wanted) is '\(value.state.rawValue)', not "
            + "translated\(declared); the preview shows it as it stands, so have it reviewed and "
            + "mark it translated"))
    }
    if found != table.developmentLanguage,
      let source = localizations[table.developmentLanguage]?.format ?? Optional(key.key),
      let difference = FormatPlaceholders.difference(source: source, translation: value.format)
    {
      result.translationNotes.append(
        TranslationNote(
          .placeholders, field: field, locale: wanted, key: key.displayName,
          message: "'\(key.key)' (\(field)) in \(wanted) \(difference) of the "
            + "\(table.developmentLanguage) text “\(source)”\(declared); the app would show the "
            + "wrong value, or crash, so match the translation's placeholders to it (use %1$@, "
            + "%2$@ to reorder)"))
    }
    let arguments = key.arguments ?? spec.arguments ?? []
    let formatted = FormatString.format(value, arguments: arguments, locale: found)
    // Where a fix of this text can go: the catalog's literal, when it is the text as shown.
    if let location = value.location, formatted.text == value.format {
      result.locations[AlertSpec.valueLocationKey(field)] = location
    }
    if !formatted.invented.isEmpty {
      result.translationNotes.append(
        TranslationNote(
          .sampleArguments, field: field, locale: wanted, key: key.displayName,
          message: "'\(key.key)' (\(field)) in \(wanted) has placeholders without sample "
            + "arguments; the preview shows \(formatted.invented.joined(separator: ", ")), so add "
            + "\"arguments\" to the spec or to the key"))
    }
    return formatted.text
  }

  /// `text` cut to `limit` scalars (the spec's own limit for the field), with an ellipsis, and
  /// without control characters other than line breaks: a catalog is input like a spec.
  static func capped(_ text: String, limit: Int) -> String {
    var scalars = String.UnicodeScalarView()
    var count = 0
    for scalar in text.unicodeScalars
    where scalar.properties.generalCategory != .control || scalar == "\n" {
      if count == limit {
        scalars.removeLast()
        scalars.append("…")
        break
      }
      scalars.append(scalar)
      count += 1
    }
    return String(scalars)
  }

  /// `wanted` itself, else a locale of the same language (`de` for `de-CH`, `pt-BR` for `pt`).
  public static func bestLocale(_ wanted: String, among available: [String]) -> String? {
    if available.contains(wanted) { return wanted }
    let normal = { (tag: String) in tag.lowercased().replacingOccurrences(of: "_", with: "-") }
    if let same = available.first(where: { normal($0) == normal(wanted) }) { return same }
    let language = normal(wanted).split(separator: "-").first.map(String.init) ?? wanted
    if let base = available.first(where: { normal($0) == language }) { return base }
    return available.sorted().first { normal($0).hasPrefix(language + "-") }
  }
}

extension Localizer {
  /// `spec` with its own text read (the development language for keys), holding its text in
  /// each of `locales` for the configurations that name them (``AlertSpec/shown(in:)``); the
  /// notes of every locale are gathered on the returned spec, each naming its locale.
  public static func localize(_ spec: AlertSpec, locales: [String?], strings: StringSource?)
    -> AlertSpec
  {
    var base = localize(spec, locale: nil, strings: strings)
    for case let locale? in locales {
      var localized = localize(spec, locale: locale, strings: strings)
      for note in localized.translationNotes where !base.translationNotes.contains(note) {
        base.translationNotes.append(note)
      }
      // Only the layout and the per-locale lint read a localization: where the text came from
      // stays on the base; only where each value is written stays on the localization.
      localized.locations = localized.locations.filter { AlertSpec.isValueLocationKey($0.key) }
      localized.translationNotes = []
      let nowhere = SourceLocation(file: "", line: 0, column: 0)
      for index in localized.buttons.indices { localized.buttons[index].labelLocation = nowhere }
      base.localizations[locale] = localized
    }
    return base
  }
}
