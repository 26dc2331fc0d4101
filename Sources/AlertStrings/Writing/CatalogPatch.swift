import AlertSpec

/// One translation written into a String Catalog's text by changing only its own bytes: the
/// `value` of the `stringUnit` a ``CatalogVariant`` leads to from
/// `strings.<key>.localizations.<locale>` (the plain `stringUnit`, or one plural, device or
/// substitution form), and its `state`, which becomes `translated`, as Xcode marks an edited
/// translation. When the locale has no entry yet, a plain translation is added as a new member
/// formatted like its neighbours. Everything else in the file stays byte for byte.
///
/// Xcode also marks the other languages `needs_review` when a development-language value
/// changes; this patch does not, so a writer decides that in Xcode.
package enum CatalogPatch {
  /// `text`, the catalog `file`, with `key` in `locale` reading `value` in the form `variant`;
  /// `nil` when it already does. Throws a sentence when the key is missing, when a plain value
  /// is written to a translation that varies (plural or device), or when the form does not
  /// exist in that locale.
  package static func setting(
    _ value: String, key: String, locale: String, variant: CatalogVariant = CatalogVariant(),
    in text: String, file: String
  ) throws(StringsWriteError) -> String? {
    let root: JSONValue
    do {
      root = try JSON5Parser.parse(text, file: file)
    } catch {
      throw StringsWriteError("\(file) does not read as a String Catalog now: \(error)")
    }
    guard let entry = root.member("strings")?.member(key) else {
      throw StringsWriteError(
        "\(file) has no key “\(key)”; add the key in Xcode (build once, or add it by hand), "
          + "then edit its text here.")
    }
    guard let localizations = entry.member("localizations"),
      let members = localizations.objectValue
    else {
      throw StringsWriteError(
        "“\(key)” in \(file) has no \"localizations\" object; translate it once in Xcode, "
          + "then edit it here.")
    }
    let scalars = Array(text.unicodeScalars)
    var edits: [(range: Range<Int>, text: String)] = []
    if let existing = members.first(where: { $0.key == locale })?.value {
      let unit = try self.unit(of: variant, in: existing, key: key, locale: locale, file: file)
      guard let literal = unit.member("value"), let old = literal.stringValue else {
        throw StringsWriteError(
          "the \(variant.label) form of “\(key)” in \(locale) in \(file) has no string "
            + "\"value\"; fix it in Xcode, then edit it here.")
      }
      if old != value { edits.append((literal.span, JSONValue.quoted(value))) }
      if let state = unit.member("state"), state.stringValue != "translated", old != value {
        edits.append((state.span, JSONValue.quoted("translated")))
      }
      if edits.isEmpty { return nil }
    } else {
      guard variant.isPlain else {
        throw StringsWriteError(
          "“\(key)” has no \(locale) translation in \(file) yet, so it has no \(variant.label) "
            + "form; add the language's forms in Xcode, then edit them here.")
      }
      edits.append(
        insertion(value, locale: locale, into: localizations, among: members, scalars: scalars))
    }
    var out = String.UnicodeScalarView()
    var at = 0
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      out.append(contentsOf: scalars[at..<edit.range.lowerBound])
      out.append(contentsOf: edit.text.unicodeScalars)
      at = edit.range.upperBound
    }
    out.append(contentsOf: scalars[at...])
    return String(out)
  }

  /// The `stringUnit` object `variant` leads to in `localization`, the entry of `key` in
  /// `locale`; throws a sentence when there is none.
  static func unit(
    of variant: CatalogVariant, in localization: JSONValue, key: String, locale: String,
    file: String
  ) throws(StringsWriteError) -> JSONValue {
    var node: JSONValue? = localization
    for member in variant.members + ["stringUnit"] { node = node?.member(member) }
    if let node { return node }
    if variant.isPlain {
      throw StringsWriteError(
        "“\(key)” in \(locale) in \(file) varies by plural or device, so it has no single text "
          + "to replace; send the form to change (such as \"variant\": \"plural.one\").")
    }
    throw StringsWriteError(
      "“\(key)” in \(locale) in \(file) has no \(variant.label) form (\(variant)); serve edits "
        + "the forms a translation has, so add this one in Xcode, then edit it here.")
  }

  /// A new `"<locale>": {"stringUnit": …}` member, in the sorted place Xcode keeps locales in,
  /// written as a neighbour with a plain `stringUnit` writes its own (else on one line).
  static func insertion(
    _ value: String, locale: String, into object: JSONValue, among members: [JSONMember],
    scalars: [Unicode.Scalar]
  ) -> (range: Range<Int>, text: String) {
    var member =
      "\(JSONValue.quoted(locale)) : { \"stringUnit\" : { \"state\" : \"translated\", "
      + "\"value\" : \(JSONValue.quoted(value)) } }"
    if let model = members.first(where: { $0.value.member("stringUnit")?.member("value") != nil }),
      let unit = model.value.member("stringUnit"), let state = unit.member("state"),
      let literal = unit.member("value")
    {
      let start = model.keyOffset
      let pieces: [(Range<Int>, String)] = [
        (start..<keyEnd(model, scalars), JSONValue.quoted(locale)),
        (state.span, JSONValue.quoted("translated")),
        (literal.span, JSONValue.quoted(value)),
      ].sorted { $0.0.lowerBound < $1.0.lowerBound }
      var text = String.UnicodeScalarView()
      var at = start
      for (range, replacement) in pieces {
        text.append(contentsOf: scalars[at..<range.lowerBound])
        text.append(contentsOf: replacement.unicodeScalars)
        at = range.upperBound
      }
      text.append(contentsOf: scalars[at..<model.value.span.upperBound])
      member = String(text)
    }
    guard let first = members.first else {
      let inside = object.span.lowerBound + 1
      return (inside..<inside, " " + member + " ")
    }
    let indent = indentation(before: first.keyOffset, scalars)
    if let next = members.first(where: { $0.key > locale }) {
      return (next.keyOffset..<next.keyOffset, member + ",\n" + indent)
    }
    let last = members[members.count - 1].value.span.upperBound
    return (last..<last, ",\n" + indent + member)
  }

  /// The spaces and tabs before `offset` on its line.
  static func indentation(before offset: Int, _ scalars: [Unicode.Scalar]) -> String {
    var start = offset
    while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "\t" { start -= 1 }
    return String(String.UnicodeScalarView(scalars[start..<offset]))
  }

  /// The offset just after `member`'s quoted key.
  static func keyEnd(_ member: JSONMember, _ scalars: [Unicode.Scalar]) -> Int {
    var index = member.keyOffset + 1
    while index < scalars.count, scalars[index] != "\"" {
      index += scalars[index] == "\\" ? 2 : 1
    }
    return index + 1
  }
}

/// Why a translation cannot be written: a sentence saying what to do.
package struct StringsWriteError: Error, CustomStringConvertible {
  package var description: String

  package init(_ description: String) { self.description = description }
}
