import AlertSpec

/// One form of a String Catalog translation: where it is (``CatalogVariant``), its text and
/// state, and whether the project's reader shows it.
package struct CatalogForm: Sendable, Hashable {
  /// The path to its `stringUnit`.
  package var variant: CatalogVariant
  /// Its `stringUnit`'s `value`.
  package var value: String
  /// Its `stringUnit`'s `state` (`translated` when it has none, as the reader takes it).
  package var state: TranslationState
  /// Whether ``StringCatalogReader`` reads it: a form of a device other than the one the reader
  /// chooses (``StringCatalogReader/shownDevice(among:)``) is not.
  package var shown: Bool
}

/// Every form of one key's translation in one locale of a String Catalog, read from the
/// catalog's JSON as it is written: the plain `stringUnit`, each `variations.plural` category,
/// each `variations.device` (and plurals inside it), and each plural form of each
/// `substitutions` variable. ``StringCatalogReader`` keeps only what a preview draws; this
/// keeps every form, so each can be shown and edited.
package enum CatalogForms {
  /// The forms of `key` in `locale` in the catalog `root`, devices in file order and plural
  /// forms in CLDR order; `nil` when the catalog has no entry for the key in that locale.
  package static func of(key: String, locale: String, in root: JSONValue) -> [CatalogForm]? {
    guard
      let entry = root.member("strings")?.member(key)?.member("localizations")?.member(locale)
    else { return nil }
    var forms: [CatalogForm] = []
    walk(entry, CatalogVariant(), shown: true, into: &forms)
    return forms
  }

  /// The forms under `value`, a localization or one of its variations reached by `variant`.
  static func walk(
    _ value: JSONValue, _ variant: CatalogVariant, shown: Bool, into forms: inout [CatalogForm]
  ) {
    if let unit = value.member("stringUnit"), let text = unit.member("value")?.stringValue {
      let state = unit.member("state")?.stringValue.flatMap(TranslationState.init) ?? .translated
      forms.append(CatalogForm(variant: variant, value: text, state: state, shown: shown))
    }
    if let variations = value.member("variations") {
      if let devices = variations.member("device")?.objectValue {
        let chosen = StringCatalogReader.shownDevice(among: devices.map(\.key))
        for device in devices where !device.key.contains(".") {
          walk(
            device.value, CatalogVariant(variant.steps + [.device(device.key)]),
            shown: shown && device.key == chosen, into: &forms)
        }
      }
      let plural = (variations.member("plural")?.objectValue ?? []).compactMap { member in
        PluralCategory(rawValue: member.key).map { ($0, member.value) }
      }
      for (category, form) in plural.sorted(by: { $0.0 < $1.0 }) {
        walk(form, CatalogVariant(variant.steps + [.plural(category)]), shown: shown, into: &forms)
      }
    }
    for variable in value.member("substitutions")?.objectValue ?? []
    where !variable.key.contains(".") {
      walk(
        variable.value, CatalogVariant(variant.steps + [.substitution(variable.key)]),
        shown: shown, into: &forms)
    }
  }
}
