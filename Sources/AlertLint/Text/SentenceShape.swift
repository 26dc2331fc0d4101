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
/// - a **sentence** also when it has no ending mark but is written as a sentence, not as a
///   title-case heading (a word after the first that title case would capitalise is lower case),
///   and either has a finite verb after its first word (an auxiliary or modal, lexicon
///   `question-words.txt`, or a `-n't` form: "Collaboration has moved", "Sync is off") or is an
///   imperative in mixed case, a verb first and a capitalised common word later ("Check your
///   Email": neither a heading nor sentence case, read as a sentence as the corpus README's
///   reading says). A heading in title case stays a fragment ("Unable to Save Photo");
/// - a **fragment** otherwise ("Unable to Save Photo", "Unsaved Changes?", "Email in use").
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
    guard last == "?" else {
      return isUnpunctuatedSentence(trimmed, context: context) ? .sentence : .fragment
    }
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

  /// Question words that are not auxiliaries or modals.
  static let whWords: Set<String> = [
    "what", "who", "whom", "whose", "which", "when", "where", "why", "how",
  ]

  /// Whether a title without an ending mark is written as a sentence (see the type's comment).
  static func isUnpunctuatedSentence(_ title: String, context: RuleContext) -> Bool {
    let words = context.words(skippingVocabulary: title)
    guard words.count >= 2 else { return false }
    let rest = words.dropFirst()
    let minor = context.lexicon.minorWords
    let lowered = rest.map { Words.straightened($0.text.lowercased()) }
    let notTitleCase = zip(rest, lowered).contains { word, lower in
      word.text.first?.isLowercase == true && !word.isNameLike && !minor.contains(lower)
    }
    guard notTitleCase else { return false }
    let auxiliaries =
      context.lexicon.questionWords.filter { !whWords.contains($0) } + ["had", "must"]
    if lowered.contains(where: { auxiliaries.contains($0) || $0.hasSuffix("n't") }) { return true }
    guard let verbs = context.verbs,
      verbs.startsWithVerb(words.map { Words.straightened($0.text.lowercased()) })
    else { return false }
    return rest.contains { word in
      word.isCapitalised && !word.isNameLike && !word.quoted
        && context.dictionary?.accepts(word.text.lowercased()) == true
    }
  }
}
