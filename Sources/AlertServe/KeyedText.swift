import AlertLayout
import AlertSpec
import AlertStrings
import AlertSupport
import Foundation

/// A field of an alert whose text comes from the app's strings (`"title": {"key": …}`), as the
/// editor shows and edits it: the key's text in each locale, and the file each locale's text
/// is written in, with that file's SHA-256 for a save to send back.
struct KeyedText: Encodable, Sendable {
  /// The field: `title`, `message`, `buttons[1].label`, `textFields[0].placeholder`.
  var field: String
  var key: String
  var table: String
  /// The language the keys are written in: what the preview shows when no locale is chosen.
  var developmentLanguage: String
  /// The text by locale, for each locale whose text is one plain string.
  var values: [String: String]
  /// The locales whose text varies by plural or device: shown, but edited in Xcode.
  var varies: [String]
  /// The file each locale's text is in (a catalog holds every locale; a `.strings` file one).
  var files: [String: String]
  /// The SHA-256 of each of ``files`` as it is now (empty for a file not written yet).
  var stamps: [String: String]

  /// The keyed fields of `spec`, read from its strings now; empty when it has none or they do
  /// not read.
  static func all(of spec: AlertSpec) -> [KeyedText] {
    guard let source = source(of: spec) else { return [] }
    let locales = [source.developmentLanguage] + RenderQuery.locales(of: spec)
    return spec.keys.sorted { $0.key < $1.key }.compactMap { field, key -> KeyedText? in
      guard let table = source.tables[key.table] else { return nil }
      var text = KeyedText(
        field: field, key: key.key, table: key.table,
        developmentLanguage: table.developmentLanguage, values: [:], varies: [], files: [:],
        stamps: [:])
      for locale in Set(locales + table.locales) {
        let file = Self.file(of: table, locale: locale)
        text.files[locale] = file
        text.stamps[file] =
          FileManager.default.contents(atPath: file).map(ContentDigest.sha256)
          ?? ""
        guard let value = table.entries[key.key]?[locale] else { continue }
        if value.plural.isEmpty && value.substitutions.isEmpty {
          text.values[locale] = value.format
        } else {
          text.varies.append(locale)
        }
      }
      return text
    }
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
