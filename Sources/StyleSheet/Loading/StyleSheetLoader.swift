import AlertSupport
import Foundation

/// Loads style sheets from XML files, following `extends` and checking them against the schema.
///
/// Errors are thrown as one ``StyleSheetError``; when a sheet has several problems the rest are
/// in its ``StyleSheetError/others`` (``StyleSheetError/all`` lists them, and its description
/// prints one `file:line: error: message` line each). Safe to call from several threads.
public enum StyleSheetLoader {
  /// How many sheets one `extends` chain may hold.
  static let maximumDepth = 16

  /// Loads a sheet by name (`ios`, looked up as `<dir>/ios.xml` in `searchPaths`) or by path.
  ///
  /// A value with a `/` or ending in `.xml` is a path, used as is. A search path (or a path)
  /// may be ``BuiltInStyles/folder``, the sheets compiled into the tool. The sheet's `extends`
  /// chain is resolved in the extending file's own folder, then in `searchPaths`. Every sheet
  /// is validated with the schema built into the tool (a copy of `Styles/style.rng`); a
  /// `style.rng` on disk is never read. The root of the chain must set every value.
  public static func load(_ nameOrPath: String, searchPaths: [String]) throws -> StyleSheet {
    let file = try locate(nameOrPath, searchPaths: searchPaths)
    return try cascade(from: file, first: nil, searchPaths: searchPaths)
  }

  /// Loads a sheet from its XML `bytes`, as if read from the file `file`.
  ///
  /// Nothing is read from `file` itself: it names the sheet in messages, and its folder is
  /// where `extends` is looked up first, then `searchPaths`, as for
  /// ``load(_:searchPaths:)``. The same size limit and schema apply.
  public static func load(bytes: [UInt8], file: String, searchPaths: [String]) throws
    -> StyleSheet
  {
    let first = try SheetFileReader.read(bytes: bytes, file: file)
    return try cascade(from: file, first: first, searchPaths: searchPaths)
  }

  /// Reads the sheet at `file` (or uses `first`, already read from it) and every sheet it
  /// extends, then cascades them.
  private static func cascade(from file: String, first: SheetLayer?, searchPaths: [String])
    throws -> StyleSheet
  {
    var layers: [SheetLayer] = []
    var chain: [String] = []
    var next: String? = file
    while let current = next {
      let canonical = canonicalPath(current)
      if chain.contains(canonical) || chain.count >= maximumDepth {
        throw cycleError(layers: layers, chain: chain)
      }
      chain.append(canonical)
      let layer = try (chain.count == 1 ? first : nil) ?? SheetFileReader.read(current)
      layers.insert(layer, at: 0)
      next = try layer.extends.map { parent in
        try locateParent(parent, of: layer, canonical: canonical, searchPaths: searchPaths)
      }
    }
    return try StyleSheet(cascading: layers)
  }

  /// Whether `nameOrPath` is a bare sheet name rather than a path.
  static func isName(_ nameOrPath: String) -> Bool {
    !nameOrPath.contains("/") && !nameOrPath.hasSuffix(".xml")
  }

  /// The file of a name or path.
  static func locate(_ nameOrPath: String, searchPaths: [String]) throws -> String {
    guard isName(nameOrPath) else {
      guard StyleDataFile.exists(nameOrPath) else {
        throw StyleSheetError(
          file: nameOrPath, line: 0,
          message:
            "there is no such style sheet file; check the path, or give a sheet name such as ios")
      }
      return nameOrPath
    }
    if let found = find(nameOrPath + ".xml", in: searchPaths) { return found }
    let names = sheetNames(in: searchPaths)
    let guess = Suggestion.nearest(to: nameOrPath, among: names).map { "did you mean '\($0)'? " }
    let found = names.isEmpty ? "none" : names.joined(separator: ", ")
    throw StyleSheetError(
      file: nameOrPath, line: 0,
      message: "no style sheet named '\(nameOrPath)' (looked in: \(describe(searchPaths)); "
        + "sheets found: \(found)); \(guess ?? "")check the name, add \(nameOrPath).xml to one "
        + "of these folders, or set ALERT_PREVIEW_STYLES to a folder that has it")
  }

  /// The names of the sheets in `directories` (`ios` for `ios.xml`), sorted, each once.
  static func sheetNames(in directories: [String]) -> [String] {
    var names = Set<String>()
    for directory in directories {
      let files =
        BuiltInStyles.isBuiltIn(directory)
        ? BuiltInStyles.sheetNames.map { $0 + ".xml" }
        : (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      for file in files where file.hasSuffix(".xml") && !file.hasPrefix(".") {
        names.insert(String(file.dropLast(4)))
      }
    }
    return names.sorted()
  }

  /// The path that stands for `path` when comparing sheets: symbolic links and `..` resolved;
  /// a built-in path as it is.
  static func canonicalPath(_ path: String) -> String {
    guard !BuiltInStyles.isBuiltIn(path) else { return path }
    return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// The first `<dir>/<fileName>` that exists among `directories`.
  static func find(_ fileName: String, in directories: [String], skipping skipped: String? = nil)
    -> String?
  {
    for directory in directories {
      let candidate = directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
      if canonicalPath(candidate) != skipped, StyleDataFile.exists(candidate) {
        return candidate
      }
    }
    return nil
  }

  /// The parent of `layer` named in its `extends`, looked up beside it first (never itself).
  private static func locateParent(
    _ parent: String, of layer: SheetLayer, canonical: String, searchPaths: [String]
  ) throws -> String {
    let folder = (layer.file as NSString).deletingLastPathComponent
    let directories = [folder.isEmpty ? "." : folder] + searchPaths
    if let found = find(parent + ".xml", in: directories, skipping: canonical) { return found }
    throw StyleSheetError(
      file: layer.file, line: layer.line,
      message: "extends=\"\(parent)\" names no style sheet: there is no \(parent).xml beside this "
        + "file or in \(describe(searchPaths)); check the name")
  }

  private static func cycleError(layers: [SheetLayer], chain: [String]) -> StyleSheetError {
    let names = layers.reversed().map { $0.name ?? $0.file } + [layers.first?.extends ?? "?"]
    let last = layers.first
    guard chain.count < maximumDepth else {
      return StyleSheetError(
        file: last?.file ?? "", line: last?.line ?? 0,
        message: "the extends chain is longer than \(maximumDepth) sheets; shorten it")
    }
    return StyleSheetError(
      file: last?.file ?? "", line: last?.line ?? 0,
      message: "extends forms a cycle (\(names.joined(separator: " → "))); remove one of these "
        + "extends attributes")
  }

  /// The folders, for messages; the built-in folder is "built in".
  static func describe(_ directories: [String]) -> String {
    guard !directories.isEmpty else { return "no search folders" }
    return directories.map { BuiltInStyles.isBuiltIn($0) ? "built in" : $0 }
      .joined(separator: ", ")
  }
}
