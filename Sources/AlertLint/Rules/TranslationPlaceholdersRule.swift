/// A translation takes the same arguments as the development language's text.
///
/// A German title that lost its `%@` shows no name; a French one with an extra `%@` reads memory
/// that was never passed, and an unnumbered reordering (`%lld … %@` for `%@ … %lld`) passes a
/// number where text is read: the app shows nonsense or crashes. Translation tools (Weblate,
/// Lokalise) check this; so does the linter, on every locale it is asked for.
enum TranslationPlaceholdersRule: Rule {
  static let description = RuleDescription(
    id: "translation-placeholders",
    summary:
      "A translation has the placeholders of the development language's text: none dropped, "
      + "added, or reordered without positions.",
    rationale: "Format arguments are passed by position and type; a translation that changes "
      + "them shows the wrong value, or crashes the app.",
    severity: .error, source: "localization", group: "Translation",
    triggering: [
      RuleExample(
        #"{id: "a", strings: "Tests/Fixtures/Strings/Placeholders/Localizable.xcstrings", arguments: ["Groceries"], title: {key: "list.delete.title"}, buttons: [{label: {key: "common.cancel"}, role: "cancel"}, {label: "OK", role: "destructive"}]}"#,
        locale: "fr", field: "title"),
      RuleExample(
        #"{id: "a", strings: "Tests/Fixtures/Strings/Placeholders/Localizable.xcstrings", arguments: ["Groceries", 3], message: {key: "list.delete.count"}, title: "Delete?", buttons: [{label: {key: "common.cancel"}, role: "cancel"}, {label: "OK", role: "destructive"}]}"#,
        locale: "fr", field: "message"),
    ],
    nonTriggering: [
      // Reordered with positions, as German needs.
      RuleExample(
        #"{id: "a", strings: "Tests/Fixtures/Strings/Placeholders/Localizable.xcstrings", arguments: ["Groceries", 3], message: {key: "list.delete.count"}, title: {key: "list.delete.title"}, buttons: [{label: {key: "common.cancel"}, role: "cancel"}, {label: "OK", role: "destructive"}]}"#,
        locale: "de")
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    context.spec.translationNotes.filter { $0.kind == .placeholders }.map {
      Problem($0.field, $0.message)
    }
  }
}
