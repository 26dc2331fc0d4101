/// Every key the alert names has a translation in the locale it is shown in.
///
/// A missing key, table or localization is never drawn in another language: the preview
/// shows the key in double brackets (`[[alert.delete.title]]`), and this rule names the
/// locale and the key. Reported by `alert-preview lint --locale …` (and, for the development
/// language, without `--locale`). Text that reached another language's alert in English, as
/// apps show a key with no translation ("Delete" under "Löschen bestätigen?"), is reported too
/// (``UntranslatedEnglish``).
enum TranslationMissingRule: Rule {
  static let description = RuleDescription(
    id: "translation-missing",
    summary: "Every key the alert names has a translation in the locale it is shown in.",
    rationale: "A missing translation shows people the key, or another language, in the middle "
      + "of a decision.",
    severity: .error, source: "localization", group: "Translation",
    triggering: [
      RuleExample(
        #"{id: "a", strings: "Examples/Strings/Localizable.xcstrings", title: {key: "alert.delete-album.title"}, message: {key: "alert.delete-album.message"}, buttons: [{label: {key: "alert.delete-album.button.cancel"}, role: "cancel"}, {label: {key: "alert.delete-album.button.keep"}, role: "default"}]}"#,
        field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", strings: "Examples/Strings/Localizable.xcstrings", title: {key: "alert.delete-album.title"}, message: {key: "alert.delete-album.message"}, buttons: [{label: {key: "alert.delete-album.button.cancel"}, role: "cancel"}, {label: {key: "alert.delete-album.button.delete"}, role: "destructive"}]}"#,
        locale: "fr", field: "message"),
      RuleExample(
        #"{id: "a", title: "Löschen bestätigen?", locale: "de", buttons: [{label: "Abbrechen", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", title: "Confirm delete?", locale: "ja", buttons: [{label: "キャンセル", role: "cancel"}, {label: "削除", role: "destructive"}]}"#,
        field: "title"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", strings: "Examples/Strings/Localizable.xcstrings", title: {key: "alert.delete-album.title"}, message: {key: "alert.delete-album.message"}, buttons: [{label: {key: "alert.delete-album.button.cancel"}, role: "cancel"}, {label: {key: "alert.delete-album.button.delete"}, role: "destructive"}]}"#,
        locale: "de"),
      RuleExample(
        #"{id: "a", title: "Synchronisierung fehlgeschlagen", message: "Dropbox ist gerade nicht online.", locale: "de", buttons: [{label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Supprimer le message ?", locale: "fr", buttons: [{label: "Annuler", role: "cancel"}, {label: "Message", role: "default"}]}"#
      ),
    ],
    subsumes: [
      .onField("button-label-verb"), .onField("button-label-words"), .onField("spelling"),
      .onField("title-one-word"),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    let missing = context.spec.translationNotes.filter { $0.kind == .missing }
    let noted = Set(missing.map(\.field))
    return missing.map { Problem($0.field, $0.message) }
      + UntranslatedEnglish.fields(context).filter { !noted.contains($0.field) }.map {
        Problem(
          $0.field,
          "\(quoted($0.text)) is English in a \(context.locale) alert: its translation is "
            + "missing, so people see the source text; add the \(context.locale) translation "
            + "(or, for a name, add it to the project's \(ProjectWords.relativePath))")
      }
  }
}
