/// Every placeholder of the alert's text has a sample argument in the spec.
///
/// `%@`, `%lld` and plural variables are filled with the spec's `arguments` (on the key, or
/// for the whole alert). Without one, the preview draws the longest plausible sample
/// (`Summer Holiday Photos 2024` for text, `12345` for numbers) and this rule says which.
enum TranslationArgumentsRule: Rule {
  static let description = RuleDescription(
    id: "translation-arguments",
    summary: "Every placeholder of the alert's text has a sample argument in the spec.",
    rationale: "The preview can only show the real wrapping and plural form of a sentence whose "
      + "placeholders are filled with the values people will see.",
    severity: .suggestion, source: "localization", group: "Translation",
    triggering: [
      RuleExample(
        #"{id: "a", strings: "Examples/Strings/Localizable.xcstrings", title: {key: "alert.delete-album.title"}, buttons: [{label: {key: "alert.delete-album.button.cancel"}, role: "cancel"}, {label: {key: "alert.delete-album.button.delete"}, role: "destructive"}]}"#,
        field: "title")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", strings: "Examples/Strings/Localizable.xcstrings", arguments: ["Vacation Photos"], title: {key: "alert.delete-album.title"}, buttons: [{label: {key: "alert.delete-album.button.cancel"}, role: "cancel"}, {label: {key: "alert.delete-album.button.delete"}, role: "destructive"}]}"#
      )
    ])

  /// One problem per field: the arguments are the spec's, the same in every locale, so the
  /// first locale's note speaks for the others, which it lists.
  static func check(_ context: RuleContext) -> [Problem] {
    let notes = context.spec.translationNotes.filter { $0.kind == .sampleArguments }
    var fields: [String] = []
    for note in notes where !fields.contains(note.field) { fields.append(note.field) }
    return fields.compactMap { field in
      let same = notes.filter { $0.field == field }
      guard let first = same.first else { return nil }
      let others = same.dropFirst().map(\.locale)
      let also = others.isEmpty ? "" : " (the same in \(others.joined(separator: ", ")))"
      return Problem(field, first.message + also)
    }
  }
}
