import AlertSpec
import Foundation

/// The check before a patched strings file is written: read back by the project's own reader,
/// it must hold each edited value, so a patch that reads differently is never written.
package enum StringsReadBack {
  /// One value that was written: a key's text in a locale, in one form of a catalog's
  /// translation (the plain one for a `.strings` file).
  package typealias Edit = (key: String, locale: String, variant: CatalogVariant, value: String)

  /// Throws when `text`, the new text of `file` (a catalog or a `.strings` file), does not read
  /// or does not give each of `edits`: a plain value as the reader reads the key, a form of a
  /// catalog's translation as the catalog's JSON holds it (``CatalogForms``).
  package static func check(_ text: String, file: String, edits: [Edit])
    throws(StringsWriteError)
  {
    let catalog = file.hasSuffix(".xcstrings")
    let read: (String, String, CatalogVariant) -> String?
    do {
      if catalog {
        let table = try StringCatalogReader.read(text, file: file, name: "check")
        let root = try JSON5Parser.parse(text, file: file)
        read = { key, locale, variant in
          variant.isPlain
            ? table.entries[key]?[locale]?.format
            : CatalogForms.of(key: key, locale: locale, in: root)?
              .first { $0.variant == variant }?.value
        }
      } else {
        let values = try StringsFileReader.readStrings(Data(text.utf8), file: file)
        read = { key, _, variant in variant.isPlain ? values[key]?.format : nil }
      }
    } catch {
      throw StringsWriteError("the edited file would not read back (\(error));")
    }
    for edit in edits where read(edit.key, edit.locale, edit.variant) != edit.value {
      let form = edit.variant.isPlain ? "" : " (\(edit.variant.label))"
      throw StringsWriteError(
        "the edited file would not read back “\(edit.key)” in \(edit.locale)\(form) as typed;")
    }
  }
}
