import Foundation

/// Finding and reading spec files for `SpecLoader`.
extension SpecLoader {
  /// The spec files `path` names: itself if it is a file, or the `*.json` files under it.
  static func specFiles(at path: String) -> (files: [String], diagnostics: [SpecDiagnostic]) {
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
      var entryIsDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: full, isDirectory: &entryIsDirectory) {
        if !entryIsDirectory.boolValue { relative.append(entry) }
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

  /// Reads `path` as UTF-8 text, or explains why it cannot.
  static func read(_ path: String) -> Result<String, SpecDiagnostic> {
    let start = SourceLocation(file: path, line: 1, column: 1)
    // Read one byte past the limit, never more: a huge file or a device is refused unread.
    guard let handle = FileHandle(forReadingAtPath: path),
      let data = try? handle.read(upToCount: SpecLimits.fileBytes + 1) ?? Data()
    else {
      return .failure(
        SpecDiagnostic(
          start,
          "cannot read this file; check that it exists and that you have permission to read it"))
    }
    try? handle.close()
    if data.count > SpecLimits.fileBytes {
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
      return .failure(tooLarge(path, bytes: size))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(
        SpecDiagnostic(start, "this file is not valid UTF-8 text; save it with UTF-8 encoding"))
    }
    return .success(text)
  }

  /// `directory/entry`, without doubling a trailing slash.
  static func join(_ directory: String, _ entry: String) -> String {
    directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
  }
}
