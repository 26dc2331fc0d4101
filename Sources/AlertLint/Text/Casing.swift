import StyleSheet

/// Capitalisation checks for English copy, with the rewrite each one suggests.
enum Casing {
  /// The words of `text` that break `convention`, and `text` rewritten to follow it.
  ///
  /// Vocabulary entries and project words, names (`iCloud`, `NHS`, `QuickNotes`, `Acme X`),
  /// non-prose tokens (`example.com`, `%@`), quoted words, `I` and words the dictionary only
  /// knows capitalised (`Monday`, `London`) are left as they are. In sentence case a capital in
  /// the middle of a sentence is reported only when it is stray title case (``strayCapitals``),
  /// never when it reads as a name ("Open the Watch app").
  static func check(
    _ text: String, _ convention: Capitalisation, context: RuleContext
  ) -> (offenders: [String], rewrite: String, ranges: [Range<Int>]) {
    let words = context.words(skippingVocabulary: text)
    let stray = convention == .sentence ? strayCapitals(text, words, context: context) : []
    var characters = Array(text)
    var offenders: [String] = []
    var ranges: [Range<Int>] = []
    for (index, word) in words.enumerated() where !word.quoted && !word.isNameLike {
      let isFirst = word.startsSentence
      let isLast = index == words.count - 1
      let wanted: Bool?  // true: capitalised, false: lower case, nil: either
      switch convention {
      case .sentence:
        wanted = isFirst ? true : (stray.contains(index) ? false : nil)
      case .title:
        if isFirst || isLast {
          wanted = true
        } else {
          wanted = context.lexicon.minorWords.contains(word.text.lowercased()) ? nil : true
        }
      }
      guard let wanted, word.text.first?.isCased == true, wanted != word.isCapitalised else {
        continue
      }
      offenders.append(word.text)
      ranges.append(word.range)
      if let first = word.text.first {
        characters[word.start] = Character(
          wanted ? first.uppercased() : first.lowercased())
      }
    }
    return (offenders, String(characters), ranges)
  }

  /// The indices of `words` that are capitalised in the middle of a sentence as stray title
  /// case rather than as names.
  ///
  /// Capitalised words next to each other form a run. A run is stray title case when it holds a
  /// function word ("from This Device": lexicon `function-words.txt`, never a name); else it is
  /// a name when it touches a name (`Acme X`, `NHS App`, a vocabulary entry); else its words are
  /// stray when capitals make up at least half of the sentence's other words (the sentence is
  /// set in title case: "Post Anyway?", "Do You Want to Delete This Photo?"). A lone capital
  /// among lower-case words is a name ("Open the Watch app to finish pairing").
  static func strayCapitals(_ text: String, _ words: [Word], context: RuleContext) -> Set<Int> {
    let masked = Words.maskingTokens(Array(Words.masking(context.vocabulary, in: text)))
    func isName(_ word: Word) -> Bool {
      word.isNameLike || word.quoted || Self.isName(word.text, context: context)
    }
    func touchesMask(_ range: Range<Int>) -> Bool {
      masked[range].contains("\u{1}")
    }
    var stray = Set<Int>()
    var sentence: [Int] = []
    func finish() {
      defer { sentence = [] }
      // Candidates: not first in the sentence, cased, not a name.
      let candidates = sentence.dropFirst().filter { i in
        words[i].text.first?.isCased == true && !isName(words[i])
      }
      let capitalised = candidates.filter { words[$0].isCapitalised }
      guard !capitalised.isEmpty else { return }
      let titleCased = capitalised.count * 2 >= candidates.count
      // Runs of capitalised (or name) words joined by spaces or hyphens.
      var runs: [[Int]] = []
      for i in sentence where words[i].isCapitalised || isName(words[i]) {
        if let previous = runs.last?.last, previous == i - 1,
          masked[(words[previous].start + words[previous].text.count)..<words[i].start]
            .allSatisfy({ $0 == " " || $0 == "-" || $0 == "\u{1}" })
        {
          runs[runs.count - 1].append(i)
        } else {
          runs.append([i])
        }
      }
      for run in runs {
        let members = run.filter { capitalised.contains($0) }
        guard !members.isEmpty else { continue }
        let hasFunctionWord = members.contains {
          context.lexicon.functionWords.contains(words[$0].text.lowercased())
        }
        let first = words[run[0]]
        let last = words[run[run.count - 1]]
        let before = max(0, first.start - 2)..<first.start
        let after =
          (last.start + last.text.count)..<min(masked.count, last.start + last.text.count + 2)
        let hasName =
          run.contains { isName(words[$0]) } || touchesMask(before) || touchesMask(after)
          || run.indices.dropFirst().contains { k in
            touchesMask(
              (words[run[k - 1]].start + words[run[k - 1]].text.count)..<words[run[k]].start)
          }
        if hasFunctionWord || (!hasName && titleCased) { stray.formUnion(members) }
      }
    }
    for (index, word) in words.enumerated() {
      if word.startsSentence, !sentence.isEmpty { finish() }
      sentence.append(index)
    }
    finish()
    return stray
  }

  /// Whether the dictionary knows `word` only capitalised (a proper noun), or it is `I`.
  private static func isName(_ word: String, context: RuleContext) -> Bool {
    if word == "I" || word.hasPrefix("I'") || word.hasPrefix("I’") { return true }
    guard let dictionary = context.dictionary, word.isCapitalisedOnly else { return false }
    return dictionary.accepts(word) && !dictionary.accepts(word.lowercased())
  }
}

extension Character {
  /// Whether the character has case (Latin, Greek, Cyrillic letters).
  var isCased: Bool { isUppercase || isLowercase }
}

extension String {
  /// Whether only the first letter is upper case.
  var isCapitalisedOnly: Bool {
    first?.isUppercase == true && !dropFirst().contains(where: \.isUppercase)
  }
}
