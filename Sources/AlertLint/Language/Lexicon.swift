import Foundation
import StyleSheet

/// The curated word lists of `Styles/lexicon/` (see its README): what no language resource says.
struct Lexicon: Sendable {
  /// Language subtag → the platform's "Cancel" (`ko` → `취소`): a language's first line.
  var cancel: [String: String] = [:]
  /// Language subtag → other forms of Cancel iOS has shipped, lower case: its later lines.
  var cancelVariants: [String: Set<String>] = [:]
  /// Language subtag → the platform's plain acknowledgements, lower case (`en` → `ok`, `got it`).
  var acknowledge: [String: [String]] = [:]
  /// Accusatory words and phrases, lower case.
  var blame: [String] = []
  /// The words of each entry of ``blame``, split once.
  var blameWords: [[String]] = []
  /// Blame words of other languages, by language subtag, lower case.
  var localisedBlame: [String: [String]] = [:]
  /// Pronouns to avoid, lower case.
  var pronouns: [String] = []
  /// Words read as closing the app, lower case.
  var exit: [String] = []
  /// Verbs that destroy data, lower case.
  var destructive: [String] = []
  /// Verbs that destroy data in other languages, by language subtag, lower case.
  var localisedDestructive: [String: [String]] = [:]
  /// Language subtag → polite words said with an answer, lower case (`en` → `please`).
  var polite: [String: [String]] = [:]
  /// Language subtag → its yes/no answers, lower case (`ko` → `예`, `아니요`).
  var yesNo: [String: [String]] = [:]
  /// Language subtag → labels that confirm without naming the action, lower case.
  var confirm: [String: [String]] = [:]
  /// Language subtag → the Settings app's name, lower case (`de` → `einstellungen`).
  var settings: [String: [String]] = [:]
  /// Language subtag → non-verb labels accepted outside English, lower case.
  var labels: [String: [String]] = [:]
  /// Language subtag → loanwords its Hunspell dictionary lacks, exact case.
  var loanwords: [String: Set<String>] = [:]
  /// Language subtag → finite auxiliaries, copulas and modals, lower case.
  var finiteVerbs: [String: Set<String>] = [:]
  /// Misspellings of OK, exact case.
  var ok: [String] = []
  /// Verbs that explain a button other than "tap", lower case.
  var explain: [String] = []
  /// Words a title-case label keeps lower case unless first or last, lower case.
  var minorWords: [String] = []
  /// Words that start a question, lower case.
  var questionWords: [String] = []
  /// Function words, never names when capitalised mid-sentence (with the minor words,
  /// question words and pronouns), lower case.
  var functionWords: Set<String> = []
  /// Condescending or blaming uses of pronouns, each split into words.
  var condescending: [[String]] = []

  /// Reads every list from `folder` (on disk or built in); a missing file is an error that
  /// names it.
  init(folder: String) throws {
    func list(_ name: String, lowercased: Bool = true) throws -> [String] {
      let path = folder + "/" + name
      guard let text = StyleDataFile.text(path) else {
        throw LintResourceError(
          "the lexicon file \(path) is missing; restore it from the repository's Styles/lexicon")
      }
      return text.split(whereSeparator: \.isNewline).compactMap { line in
        let entry = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
          .trimmingCharacters(in: .whitespaces)
        return entry.isEmpty ? nil : (lowercased ? entry.lowercased() : entry)
      }
    }
    /// A file of `subtag<white space>entry` lines, by subtag.
    func byLanguage(_ name: String) throws -> [String: [String]] {
      var entries: [String: [String]] = [:]
      for line in try list(name) {
        let parts = line.split(maxSplits: 1, whereSeparator: \.isWhitespace)
        if parts.count == 2 {
          entries[String(parts[0]), default: []].append(
            parts[1].trimmingCharacters(in: .whitespaces))
        }
      }
      return entries
    }
    for line in try list("cancel.txt", lowercased: false) {
      let parts = line.split(maxSplits: 1, whereSeparator: \.isWhitespace)
      if parts.count == 2 {
        let language = parts[0].lowercased()
        let label = parts[1].trimmingCharacters(in: .whitespaces)
        if cancel[language] == nil {
          cancel[language] = label
        } else {
          cancelVariants[language, default: []].insert(label.lowercased())
        }
      }
    }
    acknowledge = try byLanguage("acknowledge.txt")
    blame = try list("blame.txt")
    localisedBlame = try byLanguage("blame-localised.txt")
    blameWords = blame.map { Words.words(in: $0).map { Words.straightened($0.text) } }
    pronouns = try list("pronouns.txt")
    exit = try list("exit.txt")
    destructive = try list("destructive.txt")
    localisedDestructive = try byLanguage("destructive-localised.txt")
    yesNo = try byLanguage("yes-no.txt")
    polite = try byLanguage("polite.txt")
    confirm = try byLanguage("confirm.txt")
    labels = try byLanguage("labels.txt")
    settings = try byLanguage("settings.txt")
    finiteVerbs = try byLanguage("finite-verbs.txt").mapValues(Set.init)
    for line in try list("loanwords.txt", lowercased: false) {
      let fields = line.split(separator: "\t")
      if fields.count >= 2 { loanwords[String(fields[0]), default: []].insert(String(fields[1])) }
    }
    ok = try list("ok.txt", lowercased: false)
    explain = try list("explain.txt")
    minorWords = try list("minor-words.txt")
    questionWords = try list("question-words.txt")
    functionWords = Set(
      try list("function-words.txt") + minorWords + questionWords + pronouns)
    condescending = try list("condescending.txt").map {
      Words.words(in: $0).map { Words.straightened($0.text) }
    }
  }

  /// An empty lexicon, for when the folder cannot be found.
  init() {}
}
