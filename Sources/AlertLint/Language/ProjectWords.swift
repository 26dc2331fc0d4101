import AlertSupport
import Foundation

/// A team's own words: the app's name, brand words, acronyms, product terms. Listed once in
/// `.alert-preview/words.txt`, found up the folder tree from each spec (the nearest wins), and
/// added to the dictionary for that run.
///
/// Format: UTF-8, one entry per line, `#` starts a comment. An entry in lower case is accepted
/// in any capitalisation, as Hunspell accepts a dictionary word (`autofill` → `Autofill`,
/// `AUTOFILL`); an entry with capitals is a name, accepted only as written (`QuickNotes`) or in
/// capitals, and capitalisation rules leave it as it is. An entry of several words
/// (`Acme Cloud`) is a name matched whole, like a style sheet's `<word>`.
public struct ProjectWords: Hashable, Sendable {
  /// The file name searched for, relative to each folder up the tree.
  public static let relativePath = ".alert-preview/words.txt"

  /// The file the words came from; `nil` when no folder above the spec has one.
  public var path: String?
  /// The entries, in file order.
  public var entries: [String]
  /// The file's bytes as text, for cache keys.
  public var text: String

  private var lowercaseEntries: Set<String>
  private var exactEntries: Set<String>

  /// Words read from `text` (the contents of `path`).
  public init(path: String?, text: String) {
    self.path = path
    self.text = text
    entries = text.split(whereSeparator: \.isNewline).compactMap { line in
      let entry = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .trimmingCharacters(in: .whitespaces)
      return entry.isEmpty ? nil : entry
    }
    lowercaseEntries = Set(entries.filter { $0 == $0.lowercased() })
    exactEntries = Set(entries.filter { $0 != $0.lowercased() })
  }

  /// No project words.
  public static let none = ProjectWords(path: nil, text: "")

  /// Whether `word` is one of the entries, with Hunspell's case rules.
  func accepts(_ word: String) -> Bool {
    if exactEntries.contains(word) || lowercaseEntries.contains(word) { return true }
    let lower = word.lowercased()
    if lowercaseEntries.contains(lower) { return true }
    // A name in capitals (`QUICKNOTES`) is the name.
    return word == word.uppercased() && exactEntries.contains { $0.uppercased() == word }
  }

  /// Whether `words` accepts `word` (for tests and tools).
  public static func accepts(_ words: ProjectWords, _ word: String) -> Bool {
    words.accepts(word)
  }

  /// The entries that are names or phrases (capitals or spaces), masked like vocabulary.
  var names: [String] { entries.filter { $0 != $0.lowercased() || $0.contains(" ") } }

  /// The nearest `.alert-preview/words.txt` above the spec file `file` (relative paths are
  /// resolved from the current folder), or `list` when the project names its word list, or
  /// ``none``.
  public static func find(forSpecFile file: String, list: String? = nil) -> ProjectWords {
    guard let path = list ?? path(forSpecFile: file),
      let text = try? RegularFile.text(path, limit: 4 << 20)
    else { return .none }
    return ProjectWords(path: path, text: text)
  }

  /// The path of the nearest word list above `file`, if there is one.
  public static func path(forSpecFile file: String) -> String? {
    var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
    while true {
      let candidate = folder.appendingPathComponent(relativePath).path
      if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }
}
