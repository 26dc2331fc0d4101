internal import CHunspell
// C-facing: the Hunspell C API. Nothing here crosses the package's public API.
import Foundation

/// One Hunspell dictionary (`.aff` + `.dic`), owning its handle.
///
/// Hunspell handles are not safe to share between threads, so every call takes a lock; the
/// linter loads each dictionary once per process (``LanguageResources``) and shares it.
final class SpellingDictionary: @unchecked Sendable {
  /// The dictionary's name (`en_GB`).
  let name: String
  /// Its word list, the `.dic` file.
  let wordList: String
  private let handle: OpaquePointer
  let encoding: String.Encoding
  private let lock = NSLock()
  /// Answers already computed: alert copy repeats the same words many times.
  private var known: [String: Bool] = [:]
  private var suggested: [String: [String]] = [:]

  /// Loads `<folder>/<name>.aff` and `.dic`.
  init(folder: String, name: String) throws {
    let aff = folder + "/" + name + ".aff"
    let dic = folder + "/" + name + ".dic"
    guard FileManager.default.isReadableFile(atPath: aff),
      FileManager.default.isReadableFile(atPath: dic)
    else { throw LintResourceError("no Hunspell dictionary \(name) in \(folder)") }
    guard let handle = Hunspell_create(aff, dic) else {
      throw LintResourceError("Hunspell could not load \(aff); reinstall the dictionary package")
    }
    self.handle = handle
    self.name = name
    self.wordList = dic
    let declared = Hunspell_get_dic_encoding(handle).map { String(cString: $0) } ?? "UTF-8"
    guard let encoding = Self.encoding(named: declared) else {
      Hunspell_destroy(handle)
      throw LintResourceError(
        "the Hunspell dictionary \(aff) uses the encoding \(declared), which alert-preview "
          + "cannot convert words to; install a UTF-8 or ISO-8859 dictionary")
    }
    self.encoding = encoding
  }

  deinit { Hunspell_destroy(handle) }

  /// Whether Hunspell accepts `word`; a word the dictionary's encoding cannot hold is misspelt.
  func accepts(_ word: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if let answer = known[word] { return answer }
    guard var bytes = word.data(using: encoding).map(Array.init) else { return false }
    bytes.append(0)
    let answer = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { Hunspell_spell(handle, $0.baseAddress) != 0 }
    }
    known[word] = answer
    return answer
  }

  /// Hunspell's suggestions for a misspelt word, best first (at most `limit`).
  func suggestions(for word: String, limit: Int = 3) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    if let cached = suggested[word] { return cached }
    let found = suggest(word, limit: limit)
    suggested[word] = found
    return found
  }

  /// The stems Hunspell finds for `word` by undoing its affixes (`elimina` → `eliminar`).
  func stems(of word: String) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    guard var bytes = word.data(using: encoding).map(Array.init) else { return [] }
    bytes.append(0)
    var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    let count = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { Hunspell_stem(handle, &list, $0.baseAddress) }
    }
    defer { Hunspell_free_list(handle, &list, count) }
    return strings(list, count: Int(count))
  }

  /// The C strings of a Hunspell list, decoded.
  private func strings(_ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, count: Int)
    -> [String]
  {
    guard let list, count > 0 else { return [] }
    return (0..<count).compactMap { index in
      list[index].flatMap { String(data: Data(bytes: $0, count: strlen($0)), encoding: encoding) }
    }
  }

  /// Asks Hunspell for suggestions; the caller holds the lock.
  private func suggest(_ word: String, limit: Int) -> [String] {
    guard var bytes = word.data(using: encoding).map(Array.init) else { return [] }
    bytes.append(0)
    var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    let count = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        Hunspell_suggest(handle, &list, $0.baseAddress)
      }
    }
    defer { Hunspell_free_list(handle, &list, count) }
    return Array(strings(list, count: Int(count)).prefix(limit))
  }

  /// The encoding a `SET` line of an `.aff` file names.
  private static func encoding(named name: String) -> String.Encoding? {
    switch name.uppercased().replacingOccurrences(of: "-", with: "") {
    case "UTF8": .utf8
    case "ISO88591": .isoLatin1
    case "ISO88592": .isoLatin2
    case "CP1252", "WINDOWS1252": .windowsCP1252
    case "CP1251", "WINDOWS1251": .windowsCP1251
    default: nil
    }
  }
}
