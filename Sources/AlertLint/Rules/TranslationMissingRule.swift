/// Every key the alert names has a translation in the locale it is shown in.
///
/// A missing key, table or localization is never drawn in another language: the preview
/// shows the key in double brackets (`[[alert.delete.title]]`), and this rule names the
/// locale and the key. Reported by `alert-preview lint --locale …` (and, for the development
/// language, without `--locale`).
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
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", strings: "Examples/Strings/Localizable.xcstrings", title: {key: "alert.delete-album.title"}, message: {key: "alert.delete-album.message"}, buttons: [{label: {key: "alert.delete-album.button.cancel"}, role: "cancel"}, {label: {key: "alert.delete-album.button.delete"}, role: "destructive"}]}"#,
        locale: "de")
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    context.spec.translationNotes.filter { $0.kind == .missing }.map {
      Problem($0.field, $0.message)
    }
  }
}
