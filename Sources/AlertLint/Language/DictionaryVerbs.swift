import Foundation

/// The verbs of a language other than English, read from its Hunspell dictionary: the word list
/// (`.dic`) marks each entry with the affix classes it takes or its part of speech, and a word
/// of a label is a verb when it, or a stem Hunspell finds for it (`elimina` → `eliminar`), is
/// an entry marked as a verb.
///
/// How a dictionary marks verbs is the dictionary's own; the marks read here are those of the
/// dictionaries Debian ships (`hunspell-fr`, `hunspell-es`, `hunspell-de-de`):
/// - French (Dicollecte/Grammalecte): a morphological field `po:v…` (`annuler/a0p+() po:v1…`);
/// - Spanish (RLA-ES): the verb conjugation classes `R`, `E`, `I` and `X` (`eliminar/REDÀÁÂ…`,
///   `salir/XD…`);
/// - German (igerman98): a lower-case entry with the verb classes `I` or `D` (`öffnen/DIXY`;
///   nouns are capitalised).
/// A dictionary that marks no entry so gives no verbs, and the rule stays silent for it.
struct DictionaryVerbs: Sendable {
  /// Languages whose dictionary marks are known.
  static let languages: Set<String> = ["fr", "es", "de"]

  /// The lemmas marked as verbs, lower case.
  let lemmas: Set<String>

  /// Reads the verbs of `dictionary` for `language`; `nil` when the language's marks are not
  /// known or the word list cannot be read.
  init?(dictionary: SpellingDictionary, language: String) {
    guard Self.languages.contains(language),
      let data = FileManager.default.contents(atPath: dictionary.wordList),
      let text = String(data: data, encoding: dictionary.encoding)
    else { return nil }
    var lemmas: Set<String> = []
    for line in text.split(whereSeparator: \.isNewline).dropFirst() {
      guard let entry = Self.verb(in: line, language: language) else { continue }
      lemmas.insert(entry)
    }
    guard !lemmas.isEmpty else { return nil }
    self.lemmas = lemmas
  }

  init(lemmas: Set<String>) { self.lemmas = lemmas }

  /// The lemma of a `.dic` line when the line marks a verb.
  static func verb(in line: Substring, language: String) -> String? {
    let fields = line.split(separator: " ", maxSplits: 1)
    guard let head = fields.first else { return nil }
    let parts = head.split(separator: "/", maxSplits: 1)
    let word = String(parts[0])
    let flags = parts.count > 1 ? parts[1] : ""
    switch language {
    case "fr":
      guard fields.count > 1, fields[1].contains("po:v") else { return nil }
    case "es":
      guard flags.contains(where: { "REIX".contains($0) }) else { return nil }
    case "de":
      guard word == word.lowercased(), flags.contains("I") || flags.contains("D") else {
        return nil
      }
    default: return nil
    }
    return word.lowercased()
  }

  /// Whether a German compound ends with a verb of at least five letters after a prefix of at
  /// least two (`stummschalten` → `schalten`), as separable verbs the word list lacks do.
  func endsWithVerb(_ word: String) -> Bool {
    let letters = Array(word)
    guard letters.count >= 7 else { return false }
    return (2...(letters.count - 5)).contains { lemmas.contains(String(letters[$0...])) }
  }

  /// Whether `word` (lower case) is a verb as a label writes one: a lemma (an infinitive,
  /// "Supprimer", "Eliminar", "löschen"), or an inflection of one ("Supprimez", "Elimina") that
  /// does not end in `s`: a plural noun is often also a verb's second person ("paramètres",
  /// "ajustes"), and a label's imperative never is.
  func isVerb(_ word: String, stems: (String) -> [String]) -> Bool {
    if lemmas.contains(word) { return true }
    guard !word.hasSuffix("s") else { return false }
    return stems(word).contains { lemmas.contains($0.lowercased()) }
  }
}
