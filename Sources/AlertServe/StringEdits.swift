import AlertSpec
import AlertStrings
import Foundation

/// Translations edited on the page and not saved yet: each a key-backed field's text in one
/// locale, or one form of it (`"variant": "plural.one"`, see ``CatalogVariant``). The page
/// sends them beside the edited alert, `{"alert": {…}, "strings": [{"field": "title", "locale":
/// "fr", "value": "…"}]}`, so the preview and the findings read the alert through the app's
/// strings with these values put in, as they will read once saved.
struct StringEdits: Sendable {
  struct Edit: Sendable {
    /// The field, as the served alert names it (`title`, `buttons[1].label`).
    var field: String
    /// The locale; `nil` for the development language.
    var locale: String?
    /// The form of a catalog translation that varies; plain for one text.
    var variant = CatalogVariant()
    var value: String
    /// The SHA-256 of the file as the page read it (only a save sends it).
    var stamp: String?
  }

  var edits: [Edit] = []

  /// The alert spec of `body` and the edits sent beside it; a body that is a spec itself has
  /// none.
  static func split(_ body: Data) throws(ServeError) -> (spec: Data, edits: StringEdits) {
    guard body.count <= ServeLimits.bodyBytes, let text = String(validating: body, as: UTF8.self),
      let root = try? JSON5Parser.parse(text, file: "<request>"), root.member("id") == nil,
      let alert = root.member("alert")
    else { return (body, StringEdits()) }
    let scalars = Array(text.unicodeScalars)
    let spec = String(String.UnicodeScalarView(scalars[alert.span]))
    return (Data(spec.utf8), try read(root.member("strings")))
  }

  /// The edits of a `strings` array.
  static func read(_ value: JSONValue?) throws(ServeError) -> StringEdits {
    guard let value else { return StringEdits() }
    guard let items = value.arrayValue else {
      throw ServeError(400, "\"strings\" must be an array of {\"field\", \"locale\", \"value\"}.")
    }
    var edits = StringEdits()
    for item in items {
      guard let field = item.member("field")?.stringValue,
        let text = item.member("value")?.stringValue
      else {
        throw ServeError(
          400, "each of \"strings\" needs \"field\" and \"value\" strings (and \"locale\").")
      }
      let locale = item.member("locale")?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
      let name = item.member("variant")?.stringValue ?? ""
      guard let variant = CatalogVariant(name) else {
        throw ServeError(
          400,
          "“\(name.prefix(60))” is not a form of a translation; name one as the page gets it, "
            + "such as plural.one, device.iphone, device.iphone.plural.other or "
            + "substitutions.photos.plural.few.")
      }
      edits.edits.append(
        Edit(
          field: field, locale: locale, variant: variant, value: text,
          stamp: item.member("stamp")?.stringValue))
    }
    return edits
  }

  /// `source` with each edit's value put in for its key (the served alert's key of its field):
  /// a form where the catalog reader puts it (``CatalogVariant/put(_:into:)``), a device's form
  /// only when it is the device the reader shows.
  func applied(to source: StringSource, keys: [String: StringKey]) -> StringSource {
    var source = source
    var catalogs: [String: JSONValue?] = [:]
    for edit in edits {
      guard let key = keys[edit.field], var table = source.tables[key.table] else { continue }
      let locale = edit.locale ?? table.developmentLanguage
      if !edit.variant.isPlain {
        guard table.file.hasSuffix(".xcstrings") else { continue }
        if edit.variant.hasDevice {
          if catalogs[table.file] == nil {
            catalogs[table.file] = .some(KeyedText.read(table.file).catalog)
          }
          let forms = (catalogs[table.file] ?? nil).flatMap {
            CatalogForms.of(key: key.key, locale: locale, in: $0)
          }
          guard forms?.first(where: { $0.variant == edit.variant })?.shown == true else { continue }
        }
      }
      var value = table.entries[key.key]?[locale] ?? LocalizedString(format: edit.value)
      edit.variant.put(edit.value, into: &value)
      table.entries[key.key, default: [:]][locale] = value
      source.tables[key.table] = table
    }
    return source
  }

  /// `posted`, an edited copy of `served`, read through the app's strings with these edits put
  /// in, in the locales `served` is shown in; `nil` when `served` has no strings.
  func localized(_ posted: AlertSpec, served: AlertSpec) -> AlertSpec? {
    guard let source = KeyedText.source(of: served) else { return nil }
    let locales = served.localizations.keys.sorted()
    return Localizer.localize(
      posted, locales: locales.isEmpty ? [nil] : locales.map(Optional.some),
      strings: applied(to: source, keys: served.keys))
  }
}
