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
///   `question-words.txt`, or a `-n't` form: "Collaboration has moved", "Sync is off"), or a
///   subject and then an inflected verb with words after it ("Something went wrong", "Server
///   changed its URL"; a last word such as "Account deleted" may be a participle, and stays a
///   fragment), or is an imperative: in mixed case, a verb first and a capitalised common word
///   later ("Check your Email": neither a heading nor sentence case, read as a sentence as the
///   corpus README's reading says), or in sentence case with a determined object ("Enter your
///   password", "Turn off the alarm"); a verb and a bare noun ("Turn on reminders", "Pause
///   contact tracing", "Allow automatic syncing") is a heading naming a setting or action.
///   A heading in title case stays a fragment ("Unable to Save Photo");
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
    let all = words.map { Words.straightened($0.text.lowercased()) }
    // "Turn on Bluetooth": title case would capitalise the particle of a phrasal verb.
    let phrasal = context.verbs?.isVerb(all[0] + "_" + all[1]) == true
    let notTitleCase =
      (phrasal && words[1].isLowercase)
      || zip(rest, lowered).contains { word, lower in
        word.text.first?.isLowercase == true && !word.isNameLike && !minor.contains(lower)
      }
    guard notTitleCase else { return false }
    let auxiliaries =
      context.lexicon.questionWords.filter { !whWords.contains($0) } + ["had", "must"]
    if lowered.contains(where: { auxiliaries.contains($0) || $0.hasSuffix("n't") }) { return true }
    guard let verbs = context.verbs else { return false }
    // A subject, then an inflected verb with words after it. A title that opens with a name
    // the vocabulary masks ("Open Food Facts needs…") has its subject before the first word.
    let opensWithName = words[0].start > 0
    let imperative = verbs.startsWithVerb(all) && !(opensWithName && verbs.isInflected(all[0]))
    let finite = all.indices.dropLast().contains { index in
      (index > 0 || opensWithName) && verbs.isInflected(all[index])
    }
    guard imperative else { return finite }
    // An imperative in sentence case: a verb (or phrasal verb) and its object's determiner
    // ("Enter your password", "Turn off the alarm", "Confirm you've submitted…").
    let object = phrasal ? 2 : 1
    if object < all.count, determiners.contains(all[object]) { return true }
    return rest.contains { word in
      word.isCapitalised && !word.isNameLike && !word.quoted
        && context.dictionary?.accepts(word.text.lowercased()) == true
    }
  }

  /// Words that open a verb's object: determiners, possessives and pronouns.
  static let determiners: Set<String> = [
    "the", "a", "an", "this", "that", "these", "those", "your", "my", "our", "their", "its",
    "all", "any", "some", "you", "you've", "you're", "it", "them", "us",
  ]
}
