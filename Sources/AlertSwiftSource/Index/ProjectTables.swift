import AlertSpec
import AlertStrings
import Foundation

/// The app's strings tables, for turning a key the Swift code looks up into the text iOS shows
/// in the development language.
///
/// Tables are found where the project keeps them: every folder of `<locale>.lproj` folders or
/// `.xcstrings` catalogs the walk of the inputs met (a module's `Resources`, another target's
/// folder), and the nearest such folder above the Swift file (``SourceStrings``). A key is
/// looked up in the folders whose table of that name holds it, the one nearest the Swift file
/// that asks first, so each module reads its own tables.
final class ProjectTables: @unchecked Sendable {
  /// The folders searched, besides the one nearest each file.
  let folders: [String]
  let strings: StringSources
  /// The folders to look in, nearest first, for each folder of Swift files asked about,
  /// under `lock`.
  private var rankedByFolder: [String: [String]] = [:]
  /// For each folder and table, its keys by the words they spell (``spelling(_:)``), under
  /// `lock`; a spelling two keys share names neither.
  private var keysBySpelling: [String: [String: String?]] = [:]
  private let lock = NSLock()

  init(folders: [String], strings: StringSources = StringSources()) {
    self.folders = folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    self.strings = strings
  }

  /// What iOS shows for `key` of `table`, looked up from `file`: the development language's
  /// text (the key itself when the table has the key but no text for that language), and the
  /// folder it was found in; `nil` when no table holds the key.
  func lookUp(_ key: String, table: String, from file: String) -> (text: String, folder: String)? {
    for folder in ranked(from: file) {
      guard case .success(let source) = strings.source(at: folder),
        let found = source.tables[table], let values = found.entries[key]
      else { continue }
      let text = values[found.developmentLanguage]?.format ?? key
      return (text, folder)
    }
    return nil
  }

  /// The key of `table` whose words `symbol` spells (`deleteTitle` for `delete.title`), looked
  /// up from `file` as ``lookUp(_:table:from:)`` looks; `nil` when no key, or more than one in
  /// the nearest table holding one, spells it.
  func key(spelling symbol: String, table: String, from file: String) -> String? {
    let wanted = Self.spelling(symbol)
    for folder in ranked(from: file) {
      guard case .success(let source) = strings.source(at: folder),
        let found = source.tables[table]
      else { continue }
      let cacheKey = folder + "\u{0}" + table
      lock.lock()
      var spellings = keysBySpelling[cacheKey]
      lock.unlock()
      if spellings == nil {
        var made: [String: String?] = [:]
        for key in found.entries.keys {
          let spelled = Self.spelling(key)
          made[spelled] = made[spelled] == nil ? key : .some(nil)
        }
        spellings = made
        lock.lock()
        keysBySpelling[cacheKey] = made
        lock.unlock()
      }
      if let match = spellings?[wanted] { return match }
    }
    return nil
  }

  /// The letters and digits of a key or symbol, lower-cased: what a generated symbol keeps of
  /// the key it is made from.
  static func spelling(_ name: String) -> String {
    String(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
      .lowercased()
  }

  /// The folders to look in from `file`, nearest first: ``folders`` and the strings folder
  /// nearest above `file` (``SourceStrings/nearest(above:)``), worked out once per folder of
  /// Swift files.
  private func ranked(from file: String) -> [String] {
    let directory = (file as NSString).deletingLastPathComponent
    lock.lock()
    if let known = rankedByFolder[directory] {
      lock.unlock()
      return known
    }
    lock.unlock()
    var candidates = folders
    if let nearest = SourceStrings.nearest(above: file) {
      let url = URL(fileURLWithPath: nearest.path).standardizedFileURL
      let folder =
        nearest.path.hasSuffix(".xcstrings") ? url.deletingLastPathComponent().path : url.path
      if !candidates.contains(folder) { candidates.append(folder) }
    }
    let here = URL(fileURLWithPath: file).standardizedFileURL.path
    let ranked = candidates.sorted {
      let (a, b) = (Self.shared($0, here), Self.shared($1, here))
      return a != b ? a > b : $0 < $1
    }
    lock.lock()
    rankedByFolder[directory] = ranked
    lock.unlock()
    return ranked
  }

  /// How many leading path components `a` and `b` share.
  static func shared(_ a: String, _ b: String) -> Int {
    zip(a.split(separator: "/"), b.split(separator: "/")).prefix { $0 == $1 }.count
  }
}
