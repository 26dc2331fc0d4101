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

  /// Whether its first letter is upper case.
  var isCapitalised: Bool { text.first?.isUppercase == true }
  /// Whether it looks like a name or code: a capital after the first letter (`iCloud`, `NHS`),
  /// or a digit.
  var isNameLike: Bool {
    text.dropFirst().contains(where: \.isUppercase) || text.contains(where: \.isNumber)
  }
  /// Whether it is lower case throughout.
  var isLowercase: Bool { !text.contains(where: \.isUppercase) }
}

/// Splitting copy into words, predictably: letters, marks and digits, joined by inner apostrophes.
enum Words {
  private static let apostrophes: Set<Character> = ["'", "’"]
  private static let openQuotes: Set<Character> = ["“", "‘", "«", "„", "「"]
  private static let closeQuotes: Set<Character> = ["”", "’", "»", "“", "」"]

  /// The words of `text`; vocabulary entries (exact case, on word boundaries) are skipped.
  static func words(in text: String, skipping vocabulary: [String] = []) -> [Word] {
    let characters = Array(masking(vocabulary, in: text))
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
      } else if [".", "?", "!", ":", "。", "？", "！", "؟"].contains(c) {
        sentenceStart = true
      }
      index += 1
    }
    return result
  }

  /// The whitespace-separated words of a label, for counting (`Stay logged in` → 3).
  static func count(_ text: String) -> Int {
    text.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: isWordCharacter) }.count
  }

  /// Whether a character belongs to a word.
  static func isWordCharacter(_ c: Character) -> Bool {
    c.isLetter || c.isNumber
      || c.unicodeScalars.allSatisfy { $0.properties.generalCategory.isMark }
  }

  /// `text` with each vocabulary entry replaced by `\u{1}` placeholders of the same length.
  static func masking(_ vocabulary: [String], in text: String) -> String {
    guard !vocabulary.isEmpty else { return text }
    var characters = Array(text)
    for entry in vocabulary.sorted(by: { $0.count > $1.count }) {
      let needle = Array(entry)
      guard !needle.isEmpty, needle.count <= characters.count else { continue }
      var i = 0
      while i + needle.count <= characters.count {
        let before = i == 0 || !isWordCharacter(characters[i - 1])
        let afterIndex = i + needle.count
        let after = afterIndex == characters.count || !isWordCharacter(characters[afterIndex])
        if before, after, Array(characters[i..<afterIndex]) == needle {
          for j in i..<afterIndex { characters[j] = "\u{1}" }
          i = afterIndex
        } else {
          i += 1
        }
      }
    }
    return String(characters)
  }

  /// Whether `phrase` (lower case, one or more words) occurs in `text` on word boundaries,
  /// ignoring case.
  static func contains(_ phrase: String, in text: String) -> Bool {
    let haystack = words(in: text).map {
      $0.text.lowercased().replacingOccurrences(of: "’", with: "'")
    }
    let needle = words(in: phrase).map {
      $0.text.lowercased().replacingOccurrences(of: "’", with: "'")
    }
    guard !needle.isEmpty, needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains {
      Array(haystack[$0..<($0 + needle.count)]) == needle
    }
  }
}

extension Unicode.GeneralCategory {
  /// Whether this is a combining mark (Arabic harakat, Indic vowel signs).
  var isMark: Bool {
    self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
  }
}
