import AlertSupport
import Foundation

/// Finding and reading spec files for `SpecLoader`.
extension SpecLoader {
  /// The spec files `path` names: itself if it is a file, or the `*.json` files a walk of it
  /// finds (``SourceTree``: no asset catalogs, dependencies or hidden folders) that `excluded`
  /// does not match; `walked` says which, since only walked files are checked for a spec's
  /// shape.
  static func specFiles(at path: String, excluding excluded: PathFilter = .none)
    -> (files: [String], walked: Bool, diagnostics: [SpecDiagnostic])
  {
    let start = SourceLocation(file: path, line: 1, column: 1)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return (
        [], false,
        [
          SpecDiagnostic(
            start,
            "no such file or directory; check the path, or pass a spec file or a folder of them")
        ]
      )
    }
    guard isDirectory.boolValue else { return ([path], false, []) }
    guard let tree = SourceTree.walk(path, excluding: excluded) else {
      return (
        [], true,
        [
          SpecDiagnostic(
            start, "cannot read this directory; check that you have permission to list it")
        ]
      )
    }
    let problems = tree.unreadable.map {
      SpecDiagnostic(SourceLocation(file: $0.path, line: 1, column: 1), $0.problem)
    }
    guard !tree.jsonFiles.isEmpty || !problems.isEmpty else {
      return (
        [], true,
        [
          SpecDiagnostic(
            start,
            "this directory holds no *.json spec files; add some, or pass the files themselves")
        ]
      )
    }
    return (tree.jsonFiles, true, problems)
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
