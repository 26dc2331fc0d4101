import Foundation

/// The files of a project folder the tool may read, found in one walk: Swift sources and JSON
/// files (which the spec loader then reads as specs only when they have a spec's shape), in
/// sorted order.
///
/// A real repository holds much that is neither: asset catalogs (whose `Contents.json` files
/// are no specs), dependencies (`Pods`, `Carthage`, `node_modules`, `.build`), build products
/// (`DerivedData`), Xcode's project bundles and hidden folders such as `.git`. Those folders are
/// not entered; how many were passed by, and why, is kept for `--verbose`.
public struct SourceTree: Sendable {
  /// The `.swift` files, sorted.
  public var swiftFiles: [String] = []
  /// The `.json` files, sorted.
  public var jsonFiles: [String] = []
  /// `.json` entries that are not regular files (a link to nothing, a pipe): a path and the
  /// sentence that says so.
  public var unreadable: [(path: String, problem: String)] = []
  /// Folders holding an app's strings: `<locale>.lproj` folders or `.xcstrings` catalogs,
  /// sorted; an alert's text is looked up in them.
  public var stringsFolders: [String] = []
  /// Folders not entered, counted by what they are, as a singular noun ("asset catalog").
  public var skippedFolders: [String: Int] = [:]

  /// Folder names never entered, with the reason counted under `--verbose`.
  static let skippedNames: [String: String] = [
    "Pods": "dependency folder",
    "Carthage": "dependency folder",
    "node_modules": "dependency folder",
    ".build": "dependency folder",
    "DerivedData": "build products folder",
  ]

  /// Folder suffixes never entered, with the reason.
  static let skippedSuffixes: [(suffix: String, reason: String)] = [
    (".xcassets", "asset catalog"),
    (".xcodeproj", "Xcode project bundle"),
    (".xcworkspace", "Xcode project bundle"),
    (".framework", "built framework"),
    (".xcframework", "built framework"),
    // Strings are read when an alert's text names them, not as inputs.
    (".lproj", "strings folder"),
  ]

  /// Why a folder named `name` is not entered, or `nil` when it is.
  public static func skipReason(folder name: String) -> String? {
    if name.hasPrefix(".") {
      return skippedNames[name] ?? "hidden folder"
    }
    if let reason = skippedNames[name] { return reason }
    return skippedSuffixes.first { name.hasSuffix($0.suffix) }?.reason
  }

  /// Walks `folder`, leaving out what `excluded` matches and the folders ``skipReason(folder:)``
  /// names; `nil` when `folder` cannot be listed.
  ///
  /// One `lstat(2)` per entry, through ``RegularFile/entryKind(at:)``: Foundation's directory
  /// enumerator looked up the owner's and group's names of every file (reading `/etc/passwd`
  /// and `/etc/group` each time), a tenth of an unchanged gallery re-run of 1,000 specs. Links
  /// are not followed into folders; a link to a file counts as that file.
  public static func walk(_ folder: String, excluding excluded: PathFilter = .none)
    -> SourceTree?
  {
    let manager = FileManager.default
    guard let top = try? manager.contentsOfDirectory(atPath: folder) else { return nil }
    var tree = SourceTree()
    var strings: Set<String> = []
    var pending: [(folder: String, names: [String])] = [(folder, top)]
    while let (directory, names) = pending.popLast() {
      for name in names {
        let path = join(directory, name)
        let kind = RegularFile.entryKind(at: path)
        if kind == .folder {
          if name.hasSuffix(".lproj") { strings.insert(directory) }
          if let reason = skipReason(folder: name) {
            tree.skippedFolders[reason, default: 0] += 1
          } else if excluded.matches(path) {
            tree.skippedFolders["excluded folder", default: 0] += 1
          } else if let inside = try? manager.contentsOfDirectory(atPath: path) {
            pending.append((path, inside))
          }
          continue
        }
        // Editors' and the system's hidden files (`.#Draft.swift`, `._Alert.json`).
        if name.hasPrefix(".") { continue }
        let lowered = name.lowercased()
        if lowered.hasSuffix(".xcstrings") {
          strings.insert(directory)
          continue
        }
        let isSwift = lowered.hasSuffix(".swift")
        guard isSwift || lowered.hasSuffix(".json"), !excluded.matches(path) else { continue }
        if kind == .regular {
          if isSwift { tree.swiftFiles.append(path) } else { tree.jsonFiles.append(path) }
          continue
        }
        var isDirectory: ObjCBool = false
        if !manager.fileExists(atPath: path, isDirectory: &isDirectory) {
          // A link to nothing.
          guard !isSwift, let target = try? manager.destinationOfSymbolicLink(atPath: path)
          else { continue }
          tree.unreadable.append(
            (
              path,
              "this is a symbolic link to '\(target)', which does not exist; fix the link or "
                + "remove it"
            ))
          continue
        }
        if isDirectory.boolValue { continue }
        if let kind = RegularFile.nonRegularKind(at: path) {
          guard !isSwift else { continue }
          tree.unreadable.append(
            (
              path,
              "this is \(kind), not a regular file, so it was not read; replace it with a spec "
                + "file, or move it out of the folder"
            ))
          continue
        }
        if isSwift { tree.swiftFiles.append(path) } else { tree.jsonFiles.append(path) }
      }
    }
    tree.stringsFolders = strings.sorted()
    tree.swiftFiles.sort()
    tree.jsonFiles.sort()
    tree.unreadable.sort { $0.path < $1.path }
    return tree
  }

  /// `directory/entry`, without doubling a trailing slash.
  static func join(_ directory: String, _ entry: String) -> String {
    directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
  }
}
