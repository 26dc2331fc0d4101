import AlertMarkup
import AlertSpec
import Foundation

/// How the editor shows a field whose text comes from a string key: its text in the
/// development language, editable (the script shows the chosen locale's), with a note naming
/// the key, the file and the locale. A field of a Swift-source alert stays disabled, and so does
/// the box of a locale whose text varies: the script shows a box for each of its forms instead
/// (a catalog's plural and device forms) or says to edit it in Xcode (a `.stringsdict` plural).
struct KeyedFields {
  let spec: AlertSpec
  let strings: [String: KeyedText]
  let readOnly: Bool

  init(spec: AlertSpec, strings: [KeyedText], readOnly: Bool) {
    self.spec = spec
    self.strings = Dictionary(
      strings.map { ($0.field, $0) }, uniquingKeysWith: { first, _ in first })
    self.readOnly = readOnly
  }

  /// The editable text of `field` in the development language (a key with no value there is
  /// its own text, as iOS shows it; empty when it varies); `nil` when the field is not an
  /// editable key.
  func value(_ field: String) -> String? {
    guard !readOnly, let key = spec.keys[field], let text = strings[field] else { return nil }
    if text.forms[text.developmentLanguage] != nil { return "" }
    return text.values[text.developmentLanguage] ?? key.key
  }

  /// The attributes `field`'s text box takes: none for plain text; `data-string-field` for a key
  /// the page edits, `disabled` for one it cannot.
  func attributes(_ field: String) -> [(String, String)] {
    guard spec.keys[field] != nil else { return [] }
    guard !readOnly, let text = strings[field] else { return [("disabled", "")] }
    let fixed =
      text.varies.contains(text.developmentLanguage)
      || text.forms[text.developmentLanguage] != nil
    return [("data-string-field", field)] + (fixed ? [("disabled", "")] : [])
  }

  /// The note under `field`: which key, file and locale its text is read from and written to.
  func note(_ field: String) -> [MarkupNode] {
    guard let key = spec.keys[field] else { return [] }
    guard !readOnly, let text = strings[field] else {
      return [
        .el(
          "p", [("class", "key-note")],
          text: "From the string key “\(key.key)” in \(key.table); edit it in the strings file.")
      ]
    }
    return [
      .el(
        "p", [("class", "key-note"), ("data-key-note", field)],
        text: Self.sentence(text, locale: text.developmentLanguage))
    ]
  }

  /// What Save does with the text of keyed fields, when the alert has any the page edits.
  var saveNote: [MarkupNode] {
    let names = Set(strings.values.flatMap { $0.files.values }.map(Self.name)).sorted()
    guard !readOnly, !names.isEmpty else { return [] }
    var nodes: [MarkupNode] = [.text("Text from string keys is saved into ")]
    for (index, name) in names.enumerated() {
      if index > 0 { nodes.append(.text(", ")) }
      nodes.append(.el("code", text: name))
    }
    nodes.append(
      .text(
        " (the chosen locale's): only that value changes, and it is marked translated. Other "
          + "languages are not marked for review; do that in Xcode if the meaning changed."))
    return [.el("p", [("class", "save-note")], nodes)]
  }

  /// The file's name, or `fr.lproj/Localizable.strings` for a `.strings` file.
  static func name(_ path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let last = url.lastPathComponent
    return last.hasSuffix(".strings")
      ? url.deletingLastPathComponent().lastPathComponent + "/" + last : last
  }

  /// “From “key” in Localizable.xcstrings, fr”, and where to edit it when the text varies
  /// there (sent to the script as ``KeyedText/notes``, which it shows when the locale changes).
  static func sentence(_ text: KeyedText, locale: String) -> String {
    let file = text.files[locale].map(name) ?? text.table
    let varies =
      if text.forms[locale] != nil {
        ": it varies, so each form has its own box below."
      } else if !text.varies.contains(locale) {
        ""
      } else if file.hasSuffix(".xcstrings") {
        ": it varies in a way serve does not edit, so change it in Xcode."
      } else {
        ": it varies by plural in its .stringsdict file, which serve does not edit; change it "
          + "in Xcode."
      }
    return "From “\(text.key)” in \(file), \(locale)\(varies)"
  }
}
