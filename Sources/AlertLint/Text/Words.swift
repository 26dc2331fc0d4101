/// A word of alert copy and where it starts.
struct Word: Hashable, Sendable {
  /// The word, with inner apostrophes (`we'll`) and without surrounding punctuation.
  var text: String
  /// Index of its first character in the text.
  var start: Int
  /// Whether it sits inside quotation marks (a quoted name such as “Vacation Photos”).
  var quoted: Bool
  /// Whether it starts a sentence: first in the text, or after `.`, `?`, `!` or `:`.
  var startsSentence: Bool

  /// Its character offsets in the text.
  var range: Range<Int> { start..<(start + text.count) }
  /// Whether its first letter is upper case.
  var isCapitalised: Bool { text.first?.isUppercase == true }
  /// Whether it looks like a name or code: a capital after the first letter (CamelCase
  /// `iCloud`, `QuickNotes`; capitals `NHS`, `VPN`), a digit, or a lone capital letter other
  /// than the words `A` and `I` (`Acme X`, `Plan B`).
  var isNameLike: Bool {
    text.dropFirst().contains(where: \.isUppercase) || text.contains(where: \.isNumber)
      || (text.count == 1 && text != "A" && text != "I" && text.first?.isUppercase == true)
  }
  /// Whether it is lower case throughout.
  var isLowercase: Bool { !text.contains(where: \.isUppercase) }
}

/// Splitting copy into words, predictably: letters, marks and digits, joined by inner apostrophes.
enum Words {
  /// Languages whose lexicon entries (blame words, destructive verbs) match anywhere in a text
  /// rather than on word boundaries: written without spaces (Japanese, Chinese, Thai), or
  /// joining particles and endings to their words (Korean).
  static let matchedInsideWords: Set<String> = ["ja", "zh", "ko", "th"]

  private static let apostrophes: Set<Character> = ["'", "’"]
  private static let openQuotes: Set<Character> = ["“", "‘", "«", "„", "「"]
  private static let closeQuotes: Set<Character> = ["”", "’", "»", "“", "」"]

  /// The words of `text`; vocabulary entries (exact case, on word boundaries) and non-prose
  /// tokens (URLs, e-mail addresses, domains, file names, placeholders, code: ``Tokens``) are
  /// skipped.
  static func words(in text: String, skipping vocabulary: [String] = []) -> [Word] {
    let characters = maskingTokens(Array(masking(vocabulary, in: text)))
    var result: [Word] = []
    var index = 0
    var quoted = false
    var sentenceStart = true
    while index < characters.count {
      let c = characters[index]
      if isWordCharacter(c) {
        var end = index
        while end + 1 < characters.count,
          isWordCharacter(characters[end + 1])
            || (apostrophes.contains(characters[end + 1]) && end + 2 < characters.count
              && isWordCharacter(characters[end + 2]))
        {
          end += 1
        }
        result.append(
          Word(
            text: String(characters[index...end]), start: index, quoted: quoted,
            startsSentence: sentenceStart))
        sentenceStart = false
        index = end + 1
        continue
      }
      if c == "\"" {
        quoted.toggle()
      } else if openQuotes.contains(c), !quoted {
        quoted = true
      } else if closeQuotes.contains(c), quoted {
        quoted = false
      } else if c == "\u{1}" {
        sentenceStart = false
      } else if [".", "?", "!", ":", "。", "？", "！", "؟"].contains(c),
        index + 1 == characters.count || !isWordCharacter(characters[index + 1])
      {
        // A mark between two letters (`example.com`, `3:30`) ends no sentence.
        sentenceStart = true
      }
      index += 1
    }
    return result
  }

  /// The whitespace-separated words of a label, for counting (`Stay logged in` → 3). A
  /// placeholder (`%@`, `{name}`) stands for words, so a chunk holding one counts.
  static func count(_ text: String) -> Int {
    text.split(whereSeparator: \.isWhitespace).filter { chunk in
      chunk.contains(where: isWordCharacter) || hasPlaceholder(Array(chunk))
    }.count
  }

  /// Whether `characters` hold a format placeholder (``Tokens/placeholderEnd(_:from:)``).
  static func hasPlaceholder(_ characters: [Character]) -> Bool {
    characters.indices.contains { Tokens.placeholderEnd(characters, from: $0) != nil }
  }

  /// Whether a character belongs to a word.
  static func isWordCharacter(_ c: Character) -> Bool {
    c.isLetter || c.isNumber
      || c.unicodeScalars.allSatisfy { $0.properties.generalCategory.isMark }
  }

  /// `text` with each vocabulary entry replaced by `\u{1}` placeholders of the same length.
  static func masking(_ vocabulary: [String], in text: String) -> String {
    let haystack = Array(text.utf8)
    let present = vocabulary.filter { !$0.isEmpty && containsBytes(Array($0.utf8), in: haystack) }
    guard !present.isEmpty else { return text }
    var characters = Array(text)
    for entry in present.sorted(by: { $0.count > $1.count }) {
      let needle = Array(entry)
      guard needle.count <= characters.count else { continue }
      var i = 0
      while i + needle.count <= characters.count {
        let before = i == 0 || !isWordCharacter(characters[i - 1])
        let afterIndex = i + needle.count
        let after = afterIndex == characters.count || !isWordCharacter(characters[afterIndex])
        if before, after, characters[i..<afterIndex].elementsEqual(needle) {
          for j in i..<afterIndex { characters[j] = "\u{1}" }
          i = afterIndex
        } else {
          i += 1
        }
      }
    }
    return String(characters)
  }

  /// `characters` with every non-prose token (``Tokens``) replaced by `\u{1}` placeholders.
  static func maskingTokens(_ characters: [Character]) -> [Character] {
    guard
      characters.contains(where: {
        $0 == "%" || $0 == "{" || $0 == "." || $0 == "/" || $0 == "@" || $0 == "_" || $0 == "`"
          || $0 == ":" || $0 == "~" || $0 == "<" || $0 == "=" || $0 == "#" || $0 == "\\"
          || $0 == "|"
      })
    else { return characters }
    var masked = characters
    for (range, _) in Tokens.spans(in: characters) {
      for i in range { masked[i] = "\u{1}" }
    }
    return masked
  }

  /// Whether `needle` occurs in `haystack` (a quick byte search before the exact match).
  private static func containsBytes(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    guard needle.count <= haystack.count, let first = needle.first else { return false }
    var i = 0
    while i + needle.count <= haystack.count {
      if haystack[i] == first, haystack[i..<(i + needle.count)].elementsEqual(needle) {
        return true
      }
      i += 1
    }
    return false
  }

  /// The word after an elided article or pronoun ("l'app" → "app", "qu'il" → "il"): the
  /// letters after an apostrophe that follows one or two others; `nil` when there is none.
  static func afterElision(_ word: String) -> String? {
    guard let apostrophe = word.firstIndex(where: { $0 == "'" || $0 == "’" }),
      (1...2).contains(word.distance(from: word.startIndex, to: apostrophe))
    else { return nil }
    let rest = word[word.index(after: apostrophe)...]
    return rest.isEmpty ? nil : String(rest)
  }

  /// `word` with typographic apostrophes (’) made straight ('), as dictionaries spell them.
  static func straightened(_ word: String) -> String {
    word.contains("’") ? String(word.map { $0 == "’" ? "'" : $0 }) : word
  }
}

extension Unicode.GeneralCategory {
  /// Whether this is a combining mark (Arabic harakat, Indic vowel signs).
  var isMark: Bool {
    self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
  }
}
