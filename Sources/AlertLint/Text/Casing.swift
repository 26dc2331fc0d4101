import StyleSheet

/// Capitalisation checks for English copy, with the rewrite each one suggests.
enum Casing {
  /// The words of `text` that break `convention`, and `text` rewritten to follow it.
  ///
  /// Vocabulary entries, names (`iCloud`, `NHS`), quoted words, `I` and words the dictionary only
  /// knows capitalised (`Monday`, `London`) are left as they are.
  static func check(
    _ text: String, _ convention: Capitalisation, context: RuleContext
  ) -> (offenders: [String], rewrite: String) {
    let words = context.words(skippingVocabulary: text)
    var characters = Array(text)
    var offenders: [String] = []
    for (index, word) in words.enumerated() where !word.quoted && !word.isNameLike {
      let isFirst = index == 0 || word.startsSentence
      let isLast = index == words.count - 1
      let wanted: Bool?  // true: capitalised, false: lower case, nil: either
      switch convention {
      case .sentence:
        wanted = isFirst ? true : (isName(word.text, context: context) ? nil : false)
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
      if let first = word.text.first {
        characters[word.start] = Character(
          wanted ? first.uppercased() : first.lowercased())
      }
    }
    return (offenders, String(characters))
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
