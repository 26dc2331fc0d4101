import AlertSupport
import Foundation

/// WordNet's verb lemmas (`index.verb`) with its verb morphology (`verb.exc` and the suffix
/// rules of WordNet's `morphy`), to tell whether a button label starts with a verb.
final class VerbIndex: Sendable {
  /// Lemmas, lower case; phrasal verbs join their words with `_` (`log_in`).
  private let lemmas: Set<String>
  /// Irregular inflections → base forms (`ran` → `run`).
  private let exceptions: [String: [String]]

  /// WordNet's detachment rules for verbs (wndb(5WN) "morphy"): suffix → replacement.
  private static let suffixes: [(String, String)] = [
    ("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"),
    ("ing", ""),
  ]

  /// Reads `index.verb` and `verb.exc` from `folder` (Debian's `wordnet-base`).
  init(folder: String = SystemLanguageData.wordNetFolder) throws {
    guard let index = try? RegularFile.read(folder + "/index.verb", limit: 64 << 20) else {
      throw LintResourceError(
        "WordNet's verb index \(folder)/index.verb is missing; install it with "
          + "`apt-get install wordnet-base` (make setup does)")
    }
    var lemmas = Set<String>(minimumCapacity: 16_384)
    Self.forEachLine(index) { line in
      // The lemma is the line's first field; the licence's lines start with a space.
      guard let first = line.first, first != UInt8(ascii: " ") else { return }
      let end = line.firstIndex(of: UInt8(ascii: " ")) ?? line.endIndex
      lemmas.insert(String(decoding: line[..<end], as: UTF8.self))
    }
    var exceptions: [String: [String]] = [:]
    let exc = (try? RegularFile.read(folder + "/verb.exc", limit: 64 << 20)) ?? Data()
    Self.forEachLine(exc) { line in
      let fields = line.split(separator: UInt8(ascii: " ")).map {
        String(decoding: $0, as: UTF8.self)
      }
      if fields.count >= 2 { exceptions[fields[0], default: []] += fields.dropFirst() }
    }
    self.lemmas = lemmas
    self.exceptions = exceptions
  }

  /// Calls `body` with each line of `data`, without its line feed: WordNet's files are ASCII
  /// lines, read byte by byte because splitting a 1 MB `String` into `Substring`s cost a
  /// fifth of a cold `lint`.
  private static func forEachLine(_ data: Data, _ body: (ArraySlice<UInt8>) -> Void) {
    let bytes = [UInt8](data)
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      if end > start { body(bytes[start..<end]) }
      start = end + 1
    }
  }

  /// Whether `word` (any case; `_` joins phrasal words) is a verb or an inflection of one.
  func isVerb(_ word: String) -> Bool {
    let word = word.lowercased()
    if lemmas.contains(word) { return true }
    if exceptions[word]?.contains(where: lemmas.contains) == true { return true }
    // Inflections apply to the first word of a phrasal verb: `logged_in` → `log_in`.
    let parts = word.split(separator: "_", maxSplits: 1).map(String.init)
    guard let head = parts.first else { return false }
    let rest = parts.count > 1 ? "_" + parts[1] : ""
    for (suffix, replacement) in Self.suffixes where head.hasSuffix(suffix) {
      let base = String(head.dropLast(suffix.count)) + replacement
      if !base.isEmpty, lemmas.contains(base + rest) { return true }
    }
    if exceptions[head]?.contains(where: { lemmas.contains($0 + rest) }) == true { return true }
    return isPrefixed(word)
  }

  /// Whether `word` is an inflected verb form other than a gerund: a third person (`needs`), a
  /// past (`changed`, `went`) or a participle; not a lemma itself.
  func isInflected(_ word: String) -> Bool {
    let word = word.lowercased()
    return !lemmas.contains(word) && !word.hasSuffix("ing") && isVerb(word)
  }

  /// Productive verb prefixes WordNet does not list every form of: `un-` (undo), `re-`
  /// (again), `pre-` (before).
  static let prefixes = ["un", "re", "pre"]

  /// Whether `word` is a productive prefix on a verb (`resend`, `unsave`, `unfollow`,
  /// `preload`), whose base has at least three letters.
  private func isPrefixed(_ word: String) -> Bool {
    Self.prefixes.contains { prefix in
      guard word.hasPrefix(prefix), word.count >= prefix.count + 3 else { return false }
      let base = String(word.dropFirst(prefix.count))
      return !Self.prefixes.contains(where: base.hasPrefix) && isVerb(base)
    }
  }

  /// Whether a label starts with a verb: its first two words as a phrasal verb, or its first word;
  /// a negative imperative (`Don't Save`, `Never Ask`) counts when the next word is a verb.
  func startsWithVerb(_ words: [String]) -> Bool {
    guard let first = words.first else { return false }
    if first.hasSuffix("n't") || first == "never", words.count >= 2 {
      return startsWithVerb(Array(words.dropFirst()))
    }
    if words.count >= 2, isVerb(first + "_" + words[1]) { return true }
    // A hyphenated prefix splits into two words: `Re-enter` → `re`, `enter`.
    if words.count >= 2, Self.prefixes.contains(first), isVerb(words[1]) { return true }
    return isVerb(first)
  }
}
