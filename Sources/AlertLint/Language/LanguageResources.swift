import Foundation
import StyleSheet

/// The process-wide cache of language resources: each Hunspell dictionary, WordNet's verb index
/// and each lexicon folder is loaded once, on first use, and shared by every ``Linter``.
final class LanguageResources: @unchecked Sendable {
  /// The shared cache.
  static let shared = LanguageResources()

  /// Folders searched for `<lang>_<REGION>.aff`/`.dic`.
  static let dictionaryFolders = ["/usr/share/hunspell", "/usr/share/myspell/dicts"]

  private let lock = NSLock()
  private var dictionaries: [String: Result<SpellingDictionary, LintResourceError>] = [:]
  private var verbIndex: Result<VerbIndex, LintResourceError>?
  private var lexicons: [String: Result<Lexicon, LintResourceError>] = [:]

  /// The dictionary for a locale (`en-GB`, `ko`, `fr-CA`), or the reason there is none.
  func dictionary(for locale: String) -> Result<SpellingDictionary, LintResourceError> {
    lock.lock()
    defer { lock.unlock() }
    if let cached = dictionaries[locale] { return cached }
    let result = Self.loadDictionary(locale)
    dictionaries[locale] = result
    return result
  }

  /// WordNet's verbs, or the reason they are missing.
  func verbs() -> Result<VerbIndex, LintResourceError> {
    lock.lock()
    defer { lock.unlock() }
    if let verbIndex { return verbIndex }
    let result = Result { try VerbIndex() }.mapError { $0 as? LintResourceError ?? .init("\($0)") }
    verbIndex = result
    return result
  }

  /// The lexicon of a folder, or the reason it cannot be read.
  func lexicon(folder: String) -> Result<Lexicon, LintResourceError> {
    lock.lock()
    defer { lock.unlock() }
    if let cached = lexicons[folder] { return cached }
    let result = Result { try Lexicon(folder: folder) }
      .mapError { $0 as? LintResourceError ?? .init("\($0)") }
    lexicons[folder] = result
    return result
  }

  /// The `lexicon` folder next to the sheet, else in the first search path that has one.
  static func lexiconFolder(for style: StyleSheet) -> String? {
    let besideSheet = (style.path as NSString).deletingLastPathComponent + "/lexicon"
    let candidates =
      [besideSheet] + StyleSheetLoader.defaultSearchPaths().map { $0 + "/lexicon" }
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/cancel.txt") }
  }

  private static func loadDictionary(_ locale: String) -> Result<
    SpellingDictionary, LintResourceError
  > {
    let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let first = parts.first else {
      return .failure(.init("an empty locale has no dictionary"))
    }
    let language = first.lowercased()
    var names: [String] = []
    if parts.count > 1 { names.append(language + "_" + parts[1].uppercased()) }
    names += [language, language + "_" + language.uppercased()]
    for folder in dictionaryFolders {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      let regional = files.filter { $0.hasPrefix(language + "_") && $0.hasSuffix(".aff") }
        .map { String($0.dropLast(4)) }.sorted()
      for name in names + regional where files.contains(name + ".aff") {
        return Result { try SpellingDictionary(folder: folder, name: name) }
          .mapError { $0 as? LintResourceError ?? .init("\($0)") }
      }
    }
    return .failure(
      .init(
        "no Hunspell dictionary for \(locale) in \(dictionaryFolders.joined(separator: " or ")); "
          + "install one (for example `apt-get install hunspell-\(language)`) to spell-check it"))
  }
}
