import AlertSupport
import Foundation

/// Finding and reading spec files for `SpecLoader`.
extension SpecLoader {
  /// The spec files `path` names: itself if it is a file, or the `*.json` files under it
  /// that `excluded` does not match.
  static func specFiles(at path: String, excluding excluded: PathFilter = .none)
    -> (files: [String], diagnostics: [SpecDiagnostic])
  {
    let start = SourceLocation(file: path, line: 1, column: 1)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return (
        [],
        [
          SpecDiagnostic(
            start,
            "no such file or directory; check the path, or pass a spec file or a folder of them")
        ]
      )
    }
    guard isDirectory.boolValue else { return ([path], []) }
    guard let enumerator = FileManager.default.enumerator(atPath: path) else {
      return (
        [],
        [
          SpecDiagnostic(
            start, "cannot read this directory; check that you have permission to list it")
        ]
      )
    }
    var relative: [String] = []
    var problems: [SpecDiagnostic] = []
    while let entry = enumerator.nextObject() as? String {
      guard entry.lowercased().hasSuffix(".json") else { continue }
      let full = join(path, entry)
      if excluded.matches(full) { continue }
      var entryIsDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: full, isDirectory: &entryIsDirectory) {
        if entryIsDirectory.boolValue { continue }
        if let kind = RegularFile.nonRegularKind(at: full) {
          problems.append(
            SpecDiagnostic(
              SourceLocation(file: full, line: 1, column: 1),
              "this is \(kind), not a regular file, so it was not read; replace it with a "
                + "spec file, or move it out of the folder"))
        } else {
          relative.append(entry)
        }
      } else if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
        problems.append(
          SpecDiagnostic(
            SourceLocation(file: full, line: 1, column: 1),
            "this is a symbolic link to '\(target)', which does not exist; fix the link or "
              + "remove it"))
      }
    }
    guard !relative.isEmpty || !problems.isEmpty else {
      return (
        [],
        [
          SpecDiagnostic(
            start,
            "this directory holds no *.json spec files; add some, or pass the files themselves")
        ]
      )
    }
    return (
      relative.sorted().map { join(path, $0) },
      problems.sorted { $0.location.file < $1.location.file }
    )
  }

  /// Reads `path` as UTF-8 text, or explains why it cannot. The file is read through
  /// ``RegularFile``, so a named pipe, a device or a huge file is refused unread.
  static func read(_ path: String) -> Result<String, SpecDiagnostic> {
    let start = SourceLocation(file: path, line: 1, column: 1)
    do throws(RegularFileError) {
      return .success(try RegularFile.text(path, limit: SpecLimits.fileBytes))
    } catch {
      if case .tooLarge(let size, _) = error.problem {
        return .failure(tooLarge(path, bytes: size))
      }
      return .failure(SpecDiagnostic(start, "this file " + error.reason))
    }
  }

  /// `directory/entry`, without doubling a trailing slash.
  static func join(_ directory: String, _ entry: String) -> String {
    directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
  }
}
