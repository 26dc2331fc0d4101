import AlertSpec
import AlertSupport
import Foundation

/// The app's strings a spec points at with `"strings"`: every table of a folder.
///
/// The path names a String Catalog (`Resources/Localizable.xcstrings`) or a folder. Either
/// way the folder (the catalog's own) is read whole: each `<Table>.xcstrings` in it is the
/// table `<Table>`, and each `<locale>.lproj/<Table>.strings` and `.stringsdict` under it
/// gives the table `<Table>` in `<locale>` (a `.stringsdict` entry replaces the `.strings`
/// one of the same key). For `.lproj` tables the development language is `en` when there is
/// an `en.lproj`, else the first locale in order; `Base.lproj` fills in its missing keys.
public struct StringSource: Sendable {
  /// The folder read.
  public var folder: String
  /// The tables by name.
  public var tables: [String: StringTable]

  /// A source of `tables` read from `folder`.
  public init(folder: String, tables: [String: StringTable]) {
    self.folder = folder
    self.tables = tables
  }

  /// The development language: the `Localizable` table's, else the first table's.
  public var developmentLanguage: String {
    let table = tables[StringKey.defaultTable] ?? tables.values.sorted { $0.name < $1.name }.first
    return table?.developmentLanguage ?? "en"
  }

  /// Every locale of every table, the development language first.
  public var locales: [String] {
    let all = Set(tables.values.flatMap(\.locales))
    let development = developmentLanguage
    return [development] + all.subtracting([development]).sorted()
  }

  /// Largest catalog or `.strings` file read (64 MiB); a 100,000-key catalog is about 20 MiB.
  static let maximumBytes = 64 << 20

  /// Reads the folder `path` names (or the folder of the catalog it names).
  public static func read(_ path: String) throws(SpecDiagnostic) -> StringSource {
    let start = SourceLocation(file: path, line: 1, column: 1)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw SpecDiagnostic(
        start,
        "no such String Catalog or folder; point \"strings\" at an .xcstrings file or a folder "
          + "holding .xcstrings files or <locale>.lproj folders, relative to the spec")
    }
    let folder = isFolder.boolValue ? path : (path as NSString).deletingLastPathComponent
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? [])
      .sorted()
    var tables: [String: StringTable] = [:]
    for name in names where name.hasSuffix(".xcstrings") {
      let file = join(folder, name)
      let table = String(name.dropLast(".xcstrings".count))
      let text: String
      do throws(RegularFileError) {
        text = try RegularFile.text(file, limit: maximumBytes)
      } catch {
        throw SpecDiagnostic(
          SourceLocation(file: file, line: 1, column: 1), "this String Catalog " + error.reason)
      }
      tables[table] = try StringCatalogReader.read(text, file: file, name: table)
    }
    let lproj = try LprojTables.read(folder: folder, names: names)
    for (name, table) in lproj where tables[name] == nil { tables[name] = table }
    guard !tables.isEmpty else {
      throw SpecDiagnostic(
        start,
        "this folder holds no .xcstrings file and no <locale>.lproj folder of .strings or "
          + ".stringsdict files; point \"strings\" at the app's strings")
    }
    return StringSource(folder: folder, tables: tables)
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
  }
}

/// Shares each folder's strings between the specs that point at it, read once per run.
public final class StringSources: @unchecked Sendable {
  private var read: [String: Result<StringSource, SpecDiagnostic>] = [:]
  private let lock = NSLock()

  /// An empty cache.
  public init() {}

  /// The strings at `path`, read the first time it is asked for.
  public func source(at path: String) -> Result<StringSource, SpecDiagnostic> {
    let key = URL(fileURLWithPath: path).standardizedFileURL.path
    lock.lock()
    defer { lock.unlock() }
    if let known = read[key] { return known }
    let result = Result { () throws(SpecDiagnostic) in try StringSource.read(path) }
    read[key] = result
    return result
  }

  /// The path of the strings `spec` points at, relative to the spec's file; `nil` when it
  /// points at none.
  public static func path(of spec: AlertSpec) -> String? {
    guard let strings = spec.strings else { return nil }
    if strings.hasPrefix("/") { return strings }
    let file = spec.locations[""]?.file ?? ""
    let folder = (file as NSString).deletingLastPathComponent
    return StringSource.join(folder, strings)
  }
}
