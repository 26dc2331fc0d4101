/// Sentence punctuation by script: what ends a sentence, what marks a question, and which
/// writing systems end sentences without a mark at all.
enum Punctuation {
  /// Marks that end a sentence in some script: Latin, CJK full-width, Arabic, Devanagari
  /// danda, Armenian, Ethiopic, Myanmar, Khmer, Greek question mark, ellipsis.
  static let sentenceEnds: Set<Character> = [
    ".", "?", "!", "…", "。", "？", "！", "؟", "।", "॥", "։", "።", "။", "។", ";", "｡",
  ]
  /// Question marks of every script (Latin, full-width, Arabic, Greek `;`, Armenian `՞`).
  static let questionMarks: Set<Character> = ["?", "？", "؟", "՞", ";"]
  /// Closing quotes and brackets that may follow the final mark.
  static let closers: Set<Character> = ["”", "’", "\"", "'", ")", "»", "」", "』", "）"]

  /// Languages whose writing marks no sentence end (Thai, Lao): a message needs no full stop.
  static let unpunctuatedLanguages: Set<String> = ["th", "lo"]

  /// Question particles that end a question without a mark (Japanese か, Korean 까 / 니 / 나요).
  static let questionEndings: [String: [String]] = [
    "ja": ["か", "かな", "の"],
    "ko": ["까", "니", "나요", "가요", "래요", "을까요", "할까요"],
    "zh": ["吗", "嗎", "呢"],
    "th": ["ไหม", "หรือไม่", "มั้ย", "หรือเปล่า"],
  ]

  /// The last character of `text` that is not white space or a closer.
  static func lastMark(_ text: String) -> Character? {
    text.reversed().first { !$0.isWhitespace && !closers.contains($0) }
  }

  /// Whether `text` ends as a question in `language`: a question mark of any script, or a
  /// question particle in a language that has them. Greek's `;` counts only in Greek.
  static func isQuestion(_ text: String, language: String) -> Bool {
    guard let last = lastMark(text) else { return false }
    if last == ";" { return language == "el" }
    if questionMarks.contains(last) { return true }
    let trimmed = String(
      text.reversed().drop { $0.isWhitespace || closers.contains($0) }.reversed())
    return questionEndings[language]?.contains(where: trimmed.hasSuffix) == true
  }

  /// Whether `text` ends with a sentence mark its language accepts (`;` only in Greek).
  static func endsSentence(_ text: String, language: String) -> Bool {
    guard let last = lastMark(text) else { return false }
    if last == ";" { return language == "el" }
    return sentenceEnds.contains(last) || isQuestion(text, language: language)
  }
}
