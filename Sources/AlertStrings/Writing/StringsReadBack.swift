import AlertSpec
import Foundation

/// The check before a patched strings file is written: read back by the project's own reader,
/// it must hold each edited value, so a patch that reads differently is never written.
package enum StringsReadBack {
  /// Throws when `text`, the new text of `file` (a catalog or a `.strings` file), does not read
  /// or does not give each of `edits` (key, locale, value).
  package static func check(
    _ text: String, file: String, edits: [(key: String, locale: String, value: String)]
  ) throws(StringsWriteError) {
    let catalog = file.hasSuffix(".xcstrings")
    let read: (String, String) -> String?
    do {
      if catalog {
        let table = try StringCatalogReader.read(text, file: file, name: "check")
        read = { key, locale in table.entries[key]?[locale]?.format }
      } else {
        let values = try StringsFileReader.readStrings(Data(text.utf8), file: file)
        read = { key, _ in values[key]?.format }
      }
    } catch {
      throw StringsWriteError("the edited file would not read back (\(error));")
    }
    for edit in edits where read(edit.key, edit.locale) != edit.value {
      throw StringsWriteError(
        "the edited file would not read back “\(edit.key)” in \(edit.locale) as typed;")
    }
  }
}
