/// Whether an English title is a complete sentence, a short verb-phrase question, or a fragment.
///
/// Seed 001 (Title): sentence case applies "if the title is a complete sentence", one with a
/// subject and a finite verb. A title is read as:
/// - a **sentence** when it ends with `.` or `!`, holds more than one sentence, or is a question
///   with a subject: it opens with an auxiliary or question word (lexicon `question-words.txt`:
///   "Do you want…?", "Are you sure…?", "Can't…?") or names a subject pronoun ("Sure you want
///   to leave?");
/// - a **verb question** when it is a question made of a verb phrase with no subject ("Delete
///   Account?", "Turn Off Sync?", "Save Draft?"): a fragment or a sentence with "you"
///   understood, as the voice's `verb-questions` says;
/// - a **fragment** otherwise ("Unable to Save Photo", "Unsaved Changes?").
enum SentenceShape: Equatable {
  case sentence, verbQuestion, fragment

  /// Subject pronouns: a question that names one has a subject.
  static let subjects: Set<String> = ["i", "you", "we", "they", "he", "she"]

  static func of(_ title: String, context: RuleContext) -> SentenceShape {
    let trimmed = title.trimmingCharacters(in: .whitespaces)
    guard let last = Punctuation.lastMark(trimmed) else { return .fragment }
    let characters = Array(trimmed)
    let inner = characters.indices.dropLast().contains { index in
      [".", "?", "!"].contains(characters[index]) && characters[index + 1].isWhitespace
    }
    if inner || last == "." || last == "!" { return .sentence }
    guard last == "?" else { return .fragment }
    let words = context.lowercasedWords(trimmed)
    guard let first = words.first else { return .fragment }
    if context.lexicon.questionWords.contains(first) || first.hasSuffix("n't")
      || words.contains(where: subjects.contains)
    {
      return .sentence
    }
    if let verbs = context.verbs, verbs.startsWithVerb(words) { return .verbQuestion }
    return .fragment
  }
}
