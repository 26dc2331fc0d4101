/// The message is full sentences: a capital first letter and ending punctuation.
///
/// Seed 000 (How to use): "Use a full sentence with a full stop at the end"; seed 001
/// (Message): "sentence-style capitalisation and appropriate ending punctuation". The capital is
/// checked only in scripts with case; the ending accepts each script's full stop, question and
/// exclamation marks.
enum MessageFullSentenceRule: Rule {
  static let endings: Set<Character> = [".", "?", "!", "。", "？", "！", "؟", "…"]
  static let closers: Set<Character> = ["”", "’", "\"", "'", ")", "»", "」"]

  static let description = RuleDescription(
    id: "message-full-sentence",
    summary: "The message is full sentences: capital first letter, ends with a full stop (or ?/!).",
    rationale: "Full sentences read as a calm explanation; fragments read as jargon.",
    severity: .warning, source: "000 How to use (\"full sentence with a full stop\"); 001 Message",
    group: "Message",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", message: "This can't be undone", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "message"),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", message: "this can't be undone.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "message"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", message: "This can't be undone.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "사진을 삭제하시겠습니까?", message: "이 사진은 삭제됩니다.", locale: "ko", buttons: [{label: "취소", role: "cancel"}, {label: "삭제", role: "destructive"}]}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard let message = context.spec.message?.trimmingCharacters(in: .whitespacesAndNewlines),
      !message.isEmpty
    else { return [] }
    var problems: [String] = []
    if let first = message.first(where: \.isLetter), first.isLowercase {
      problems.append("start it with a capital letter")
    }
    let last = message.reversed().first { !closers.contains($0) }
    if let last, !endings.contains(last) {
      problems.append("end it with a full stop")
    }
    guard !problems.isEmpty else { return [] }
    return [
      Problem(
        "message",
        "message \(quoted(message)) is not a full sentence; \(problems.joined(separator: " and "))")
    ]
  }
}
