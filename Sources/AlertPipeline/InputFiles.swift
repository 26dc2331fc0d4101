import AlertSpec
import AlertSupport
import Foundation

/// What the paths a command is given hold, found in one walk of each folder: Swift sources, and
/// JSON files that may be specs. A file named on the command line is read as what its name says
/// (`.swift`, or a spec); a folder may hold both, so `lint .` at a repository's root reads its
/// Swift alerts and its specs alike, and passes by what is neither (``SourceTree``).
struct InputFiles {
  /// Files named directly that are not Swift, and paths that do not exist: read as specs, so
  /// the spec loader's sentences say what is wrong with them.
  var specPaths: [String] = []
  /// The JSON files the folder walks found; only those with a spec's shape are specs.
  var walkedJSON: [String] = []
  var swiftFiles: [String] = []
  /// Folders of the app's strings the walks met, where Swift code's keys are looked up.
  var stringsFolders: [String] = []
  /// Links to nothing, pipes and unreadable folders.
  var diagnostics: [SpecDiagnostic] = []
  /// Folders passed by, by reason.
  var skippedFolders: [String: Int] = [:]
  /// Each folder given, with the Swift and JSON files its walk found.
  var folders: [(path: String, swift: Int, json: [String])] = []

  /// Sorts `paths` into the kinds of file they hold, leaving out what `excluded` matches.
  static func find(_ paths: [String], excluding excluded: PathFilter) -> InputFiles {
    var found = InputFiles()
    var seen: Set<String> = []
    for path in paths {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      guard exists, isDirectory.boolValue else {
        if path.lowercased().hasSuffix(".swift") {
          found.swiftFiles.append(path)
        } else {
          found.specPaths.append(path)
        }
        continue
      }
      guard let tree = SourceTree.walk(path, excluding: excluded) else {
        found.diagnostics.append(
          SpecDiagnostic(
            SourceLocation(file: path, line: 1, column: 1),
            "cannot read this directory; check that you have permission to list it"))
        continue
      }
      // Folders given together may overlap (`lint . Sources`); one walk meets each file once,
      // so a lone folder's files need no key (2,000 keys cost 20 ms of a run's start).
      let key = { (file: String) in URL(fileURLWithPath: file).standardizedFileURL.path }
      let unseen = { (file: String) in paths.count == 1 || seen.insert(key(file)).inserted }
      found.swiftFiles += tree.swiftFiles.filter(unseen)
      let json = tree.jsonFiles.filter(unseen)
      found.walkedJSON += json
      found.stringsFolders += tree.stringsFolders
      found.diagnostics += tree.unreadable.map {
        SpecDiagnostic(SourceLocation(file: $0.path, line: 1, column: 1), $0.problem)
      }
      found.skippedFolders.merge(tree.skippedFolders, uniquingKeysWith: +)
      if tree.unreadable.isEmpty {
        found.folders.append((path, tree.swiftFiles.count, json))
      }
    }
    return found
  }

  /// An error for each folder given in which nothing could be read: no Swift sources, and no
  /// JSON file that is a spec (`foreign` lists those that are not).
  func emptyFolders(foreign: [String]) -> [SpecDiagnostic] {
    let passed = Set(foreign)
    return folders.filter { $0.swift == 0 && $0.json.allSatisfy(passed.contains) }.map {
      SpecDiagnostic(
        SourceLocation(file: $0.path, line: 1, column: 1),
        "this directory holds no alert specs (*.json with an \"id\" or \"alerts\") and no Swift "
          + "sources; add some, or pass the files themselves")
    }
  }

  /// What was read and passed by, for `--verbose`: `inputs: 120 Swift files, 3 spec files; 40
  /// alerts in all; passed by 12 JSON files that are not specs, 7 asset catalogs, 2 dependency
  /// folders, 1 hidden folder`.
  func summary(specs alerts: Int, foreign: [String]) -> String {
    let specFiles = walkedJSON.count - foreign.count + specPaths.count
    var line =
      "inputs: \(FewNames.counted(swiftFiles.count, "Swift file")), "
      + "\(FewNames.counted(specFiles, "spec file")); \(FewNames.counted(alerts, "alert")) in all"
    var passed: [String] = []
    if !foreign.isEmpty {
      passed.append(
        foreign.count == 1
          ? "1 JSON file that is not a spec" : "\(foreign.count) JSON files that are not specs")
    }
    for (kind, count) in skippedFolders.sorted(by: { $0.key < $1.key }) {
      passed.append(FewNames.counted(count, kind))
    }
    if !passed.isEmpty { line += "; passed by " + passed.joined(separator: ", ") }
    return line
  }
}
