/// Every translation the alert shows is marked translated, not waiting for review.
///
/// A String Catalog marks each localization `translated`, `needs_review` (the source text
/// changed, or a translator flagged it), `new` or `stale`; only `translated` has been checked
/// against the current copy. The preview draws the text as it stands; this rule names the
/// locale and the key.
enum TranslationStaleRule: Rule {
  static let description = RuleDescription(
    id: "translation-stale",
    summary: "Every translation the alert shows is marked translated, not waiting for review.",
    rationale: "A translation that needs review may no longer say what the source text says.",
    severity: .warning, source: "localization", group: "Translation",
    triggering: [
      RuleExample(
        #"{id: "a", strings: "Examples/Strings/Localizable.xcstrings", title: {key: "alert.delete-album.title", arguments: ["Vacation Photos"]}, buttons: [{label: {key: "alert.delete-album.button.cancel"}, role: "cancel"}, {label: {key: "alert.delete-album.button.delete"}, role: "destructive"}]}"#,
        locale: "fr", field: "title")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", strings: "Examples/Strings/Localizable.xcstrings", title: {key: "alert.delete-album.title", arguments: ["Vacation Photos"]}, buttons: [{label: {key: "alert.delete-album.button.cancel"}, role: "cancel"}, {label: {key: "alert.delete-album.button.delete"}, role: "destructive"}]}"#,
        locale: "de")
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    context.spec.translationNotes.filter { $0.kind == .stale }.map {
      Problem($0.field, $0.message)
    }
  }
}
