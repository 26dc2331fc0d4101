import AlertLayout
import AlertSpec
import AlertStrings
import AlertSupport
import Foundation

/// A field of an alert whose text comes from the app's strings (`"title": {"key": …}`), as the
/// editor shows and edits it: the key's text in each locale (one string, or each plural or
/// device form of a catalog's translation), and the file each locale's text is written in,
/// with that file's SHA-256 for a save to send back.
struct KeyedText: Encodable, Sendable {
  /// One form of a catalog translation that varies: `{"variant": "plural.one", "label": "One",
  /// "value": "…"}`.
  struct Form: Encodable, Sendable, Equatable {
    var variant: String
    var label: String
    var value: String
  }

  /// The field: `title`, `message`, `buttons[1].label`, `textFields[0].placeholder`.
  var field: String
  var key: String
  var table: String
  /// The language the keys are written in: what the preview shows when no locale is chosen.
  var developmentLanguage: String
  /// The text by locale, for each locale whose text is one plain string.
  var values: [String: String]
  /// The forms of each locale whose catalog translation varies by plural or device (or has
  /// `substitutions`), each edited on its own.
  var forms: [String: [Form]]
  /// The locales whose text varies and cannot be edited here (a `.stringsdict` plural): shown,
  /// but edited in Xcode.
  var varies: [String]
  /// The file each locale's text is in (a catalog holds every locale; a `.strings` file one).
  var files: [String: String]
  /// The sentence under the field for each locale: “From “key” in Localizable.xcstrings, fr”,
  /// and where its forms are or where to edit it (``KeyedFields/sentence(_:locale:)``), so the
  /// script shows the server's words when the locale changes.
  var notes: [String: String] = [:]
  /// The SHA-256 of each of ``files`` as it is now (empty for a file not written yet).
  var stamps: [String: String]

  /// The keyed fields of `spec`, read from its strings now; empty when it has none or they do
  /// not read.
  static func all(of spec: AlertSpec) -> [KeyedText] {
    guard let source = source(of: spec) else { return [] }
    let locales = [source.developmentLanguage] + RenderQuery.locales(of: spec)
    var files: [String: (data: Data?, catalog: JSONValue?)] = [:]
    return spec.keys.sorted { $0.key < $1.key }.compactMap { field, key -> KeyedText? in
      guard let table = source.tables[key.table] else { return nil }
      var text = KeyedText(
        field: field, key: key.key, table: key.table,
        developmentLanguage: table.developmentLanguage, values: [:], forms: [:], varies: [],
        files: [:], stamps: [:])
      for locale in Set(locales + table.locales) {
        let file = Self.file(of: table, locale: locale)
        if files[file] == nil { files[file] = Self.read(file) }
        text.files[locale] = file
        text.stamps[file] = files[file]?.data.map(ContentDigest.sha256) ?? ""
        guard let value = table.entries[key.key]?[locale] else { continue }
        let forms = files[file]?.catalog.flatMap {
          CatalogForms.of(key: key.key, locale: locale, in: $0)
        }
        let oneText = forms.map { $0.count == 1 && $0[0].variant.isPlain } ?? true
        if value.plural.isEmpty && value.substitutions.isEmpty && oneText {
          text.values[locale] = value.format
        } else if let forms, !forms.isEmpty {
          text.forms[locale] = forms.map {
            Form(variant: $0.variant.description, label: $0.variant.label, value: $0.value)
          }
        } else {
          text.varies.append(locale)
        }
      }
      text.varies.sort()
      for locale in text.files.keys {
        text.notes[locale] = KeyedFields.sentence(text, locale: locale)
      }
      return text
    }
  }

  /// The bytes of `file` now, and its JSON when it is a String Catalog that parses.
  static func read(_ file: String) -> (data: Data?, catalog: JSONValue?) {
    let data = FileManager.default.contents(atPath: file)
    guard file.hasSuffix(".xcstrings"), let data, let text = String(validating: data, as: UTF8.self)
    else { return (data, nil) }
    return (data, try? JSON5Parser.parse(text, file: file))
  }

  /// The strings `spec` points at, read now; `nil` when it points at none or they do not read.
  static func source(of spec: AlertSpec) -> StringSource? {
    guard let path = StringSources.path(of: spec) else { return nil }
    return try? StringSource.read(path)
  }

  /// The file holding `table`'s text in `locale`: its catalog, or
  /// `<locale>.lproj/<table>.strings` in the folder of its `.lproj` folders.
  static func file(of table: StringTable, locale: String) -> String {
    if table.file.hasSuffix(".xcstrings") { return table.file }
    return URL(fileURLWithPath: table.file)
      .appendingPathComponent("\(locale).lproj/\(table.name).strings").path
  }
}
