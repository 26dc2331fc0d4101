/// An alert that asks for a decision (two or more buttons) has a title phrased as a question.
///
/// Seed 000 (How to use): titles "are often best phrased as a question". Every language: a
/// question ends with its script's question mark (`?`, `？`, `؟`) or, in Japanese, Korean,
/// Chinese and Thai, may end with a question particle (か, 까, 吗, ไหม).
enum TitlePreferQuestionRule: Rule {
  static let description = RuleDescription(
    id: "title-prefer-question",
    summary: "An alert that asks for a decision (2+ buttons) has a title phrased as a question.",
    rationale:
      "A question tells people there is a choice to make and frames the buttons as answers.",
    severity: .suggestion, source: "000 How to use (\"often best phrased as a question\")",
    group: "Title",
    triggering: [
      RuleExample(
        #"{id: "a", title: "This photo will be deleted.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Dieses Foto wird gelöscht.", locale: "de", buttons: [{label: "Abbrechen", role: "cancel"}, {label: "Löschen", role: "destructive"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "この写真は削除されます。", locale: "ja", buttons: [{label: "キャンセル", role: "cancel"}, {label: "削除", role: "destructive"}]}"#,
        field: "title"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
      RuleExample(#"{id: "a", title: "Photo saved.", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "写真を削除しますか", locale: "ja", buttons: [{label: "キャンセル", role: "cancel"}, {label: "削除", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "حذف الرسالة؟", locale: "ar", buttons: [{label: "إلغاء", role: "cancel"}, {label: "حذف", role: "destructive"}]}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard context.spec.buttons.count >= 2, let title = context.spec.title,
      !title.allSatisfy(\.isWhitespace), !title.contains(where: Punctuation.questionMarks.contains),
      !Punctuation.isQuestion(title, language: context.language)
    else { return [] }
    return [
      Problem(
        "title",
        "the alert asks for a decision but title \(quoted(title)) is not a question; consider "
          + "phrasing it as the question its buttons answer")
    ]
  }
}
