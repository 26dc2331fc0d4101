import Foundation
import StyleSheet

/// The process-wide cache of language resources: each Hunspell dictionary, WordNet's verb index
/// and each lexicon folder is loaded once, on first use, and shared by every ``Linter``.
final class LanguageResources: @unchecked Sendable {
  /// The shared cache.
  static let shared = LanguageResources()

  /// Folders searched for `<lang>_<REGION>.aff`/`.dic` (``SystemLanguageData``).
  static let dictionaryFolders = SystemLanguageData.dictionaryFolders

  private let lock = NSLock()
  private var dictionaries: [String: LoadOnce<SpellingDictionary>] = [:]
  private let verbIndex = LoadOnce<VerbIndex>()
  private var lexicons: [String: LoadOnce<Lexicon>] = [:]
  private var localVerbs: [String: LoadOnce<DictionaryVerbs>] = [:]

  /// The dictionary for a locale (`en-GB`, `ko`, `fr-CA`), or the reason there is none.
  /// Different locales load at the same time on different threads; one locale loads once.
  func dictionary(for locale: String) -> Result<SpellingDictionary, LintResourceError> {
    slot(\.dictionaries, locale).value { Self.loadDictionary(locale) }
  }

  /// WordNet's verbs, or the reason they are missing.
  func verbs() -> Result<VerbIndex, LintResourceError> {
    verbIndex.value {
      Result { try VerbIndex() }.mapError { $0 as? LintResourceError ?? .init("\($0)") }
    }
  }

  /// The verbs of a language other than English, from the locale's dictionary
  /// (``DictionaryVerbs``), or the reason there are none.
  func verbs(for locale: String, language: String) -> Result<DictionaryVerbs, LintResourceError> {
    slot(\.localVerbs, locale).value {
      dictionary(for: locale).flatMap { dictionary in
        DictionaryVerbs(dictionary: dictionary, language: language).map(Result.success)
          ?? .failure(.init("the \(dictionary.name) dictionary marks no verbs alert-preview reads"))
      }
    }
  }

  /// The lexicon of a folder, or the reason it cannot be read.
  func lexicon(folder: String) -> Result<Lexicon, LintResourceError> {
    slot(\.lexicons, folder).value {
      Result { try Lexicon(folder: folder) }
        .mapError { $0 as? LintResourceError ?? .init("\($0)") }
    }
  }

  /// Starts loading, on background threads, the dictionaries of `locales` and the verb index,
  /// so that they are ready by the time the rules ask (the Korean dictionary alone takes more
  /// than a second to load).
  func preload(locales: Set<String>) {
    for locale in locales.sorted() {
      DispatchQueue.global().async { _ = self.dictionary(for: locale) }
    }
    DispatchQueue.global().async { _ = self.verbs() }
  }

  /// The loader of `key` in `table`, made on first use. The table is read and written only
  /// with the lock held (no `inout` access to it starts before the lock is taken).
  private func slot<T>(
    _ table: ReferenceWritableKeyPath<LanguageResources, [String: LoadOnce<T>]>, _ key: String
  ) -> LoadOnce<T> {
    lock.lock()
    defer { lock.unlock() }
    if let existing = self[keyPath: table][key] { return existing }
    let made = LoadOnce<T>()
    self[keyPath: table][key] = made
    return made
  }

  /// The `lexicon` folder next to the sheet, else in the first search path that has one (the
  /// last is the built-in copy, `<built-in>/Styles/lexicon`).
  static func lexiconFolder(for style: StyleSheet) -> String? {
    let besideSheet = (style.path as NSString).deletingLastPathComponent + "/lexicon"
    let candidates =
      [besideSheet] + StyleSheetLoader.defaultSearchPaths().map { $0 + "/lexicon" }
    return candidates.first { StyleDataFile.exists($0 + "/cancel.txt") }
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

/// A resource loaded at most once, by whichever thread asks first; the others wait for it.
private final class LoadOnce<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var result: Result<T, LintResourceError>?

  func value(_ load: () -> Result<T, LintResourceError>) -> Result<T, LintResourceError> {
    lock.lock()
    defer { lock.unlock() }
    if let result { return result }
    let loaded = load()
    result = loaded
    return loaded
  }
}
