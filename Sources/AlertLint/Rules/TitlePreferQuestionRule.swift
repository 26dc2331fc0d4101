import AlertSpec

/// An alert that asks for a decision (two or more buttons) has a title phrased as a question.
///
/// Seed 000 (How to use): titles "are often best phrased as a question", because they "convey
/// what users need to know or decide". Reading: the rule applies to a decision, an alert with
/// two or more buttons that proposes an action (``RuleContext/offersChoice``). A notice that
/// offers a follow-up beside its plain acknowledgement (OK + "Translation Settings", 확인 +
/// "번역") has nothing to decide: its title says what people need to know, so a statement or
/// an instruction ("Check your inbox") is right there. Nor is a prompt with text fields a
/// decision to phrase as a question ("Rename Feed" asks for a name), nor an error that offers
/// to try again ("Try Again" beside "Import Later"): there the title says what went wrong.
/// Action sheets are left alone (their titles name a set of choices), except a sheet that
/// only confirms one destructive action beside its way back, which decides as an alert does.
/// Every language: a
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
      RuleExample(
        #"{id: "a", title: "This photo will be deleted.", buttons: [{label: "OK", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "title"),
    ],
    nonTriggering: [
      // An action sheet: the rule speaks of alerts only.
      RuleExample(
        #"{id: "a", style: "actionSheet", title: "Photo options.", buttons: [{label: "Share", role: "default"}, {label: "Cancel", role: "cancel"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Check your inbox", buttons: [{label: "Resend Link", role: "default"}, {label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "The server could not be reached.", buttons: [{label: "OK", role: "cancel"}, {label: "Open Settings", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "서버에 연결하지 못했습니다.", locale: "ko", buttons: [{label: "확인", role: "cancel"}, {label: "설정", role: "default"}]}"#
      ),
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
    guard context.spec.style == .alert || isConfirmationSheet(context) else { return [] }
    guard context.offersChoice, context.spec.textFields.isEmpty, !offersRetry(context),
      let title = context.spec.title,
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

  /// Whether an action sheet only confirms one action, as an alert would: two buttons, one
  /// that backs out and one destructive (or the sheet confirms a destructive action). Other
  /// sheets' titles name a set of choices rather than ask.
  static func isConfirmationSheet(_ context: RuleContext) -> Bool {
    let buttons = context.spec.buttons
    guard context.spec.style == .actionSheet, buttons.count == 2,
      let back = buttons.firstIndex(where: context.backsOut)
    else { return false }
    return buttons[1 - back].role == .destructive || context.spec.trigger == .destructiveAction
  }

  /// Labels that try a failed action again, lower case.
  static let retryLabels: Set<String> = [
    "retry", "try again", "erneut versuchen", "wiederholen", "réessayer", "reintentar",
    "riprova", "tentar novamente", "再試行", "다시 시도", "重试",
  ]

  /// Whether the alert reports an error and offers to try again, beside nothing that destroys
  /// (a "Reset" beside "Try Again" makes it a decision).
  static func offersRetry(_ context: RuleContext) -> Bool {
    context.spec.trigger == .error
      && context.spec.buttons.contains { retryLabels.contains(context.bare($0.label).lowercased()) }
      && !context.spec.buttons.contains { $0.role == .destructive }
  }
}
