import AlertLint
import AlertRun
import Foundation

/// The fixes `lint --fix` does not write itself (in Swift sources, `.strings` files and String
/// Catalogs) as one unified diff, made by the system's `diff -u` (GNU diffutils) between each
/// file and its fixed text, with paths relative to the working folder (`a/…`, `b/…`) so that
/// `git apply` takes it.
enum LintPatch {
  static func unifiedDiff(_ edits: [LiteralEdit]) throws -> String {
    var patch = ""
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-preview-fix-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, (file, fileEdits)) in Dictionary(grouping: edits, by: \.file)
      .sorted(by: { $0.key < $1.key }).enumerated()
    {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
      let fixed = folder.appendingPathComponent("\(index)")
      try Data(LintFix.apply(fileEdits, to: text).text.utf8).write(to: fixed)
      let name = relative(file)
      patch += try diff(file, fixed.path, label: name)
    }
    return patch
  }

  /// `diff -u` of two files; exit 1 means they differ, which is the point.
  static func diff(_ old: String, _ new: String, label: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
    process.arguments = ["-u", "--label", "a/" + label, "--label", "b/" + label, old, new]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      throw UsageError(
        "lint --fix needs the `diff` program (GNU diffutils) to print the fixes of Swift "
          + "sources and catalogs as a patch; install diffutils, or use --format sarif")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// `path` relative to the working folder when inside it.
  static func relative(_ path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let here = FileManager.default.currentDirectoryPath + "/"
    return absolute.hasPrefix(here) ? String(absolute.dropFirst(here.count)) : path
  }
}
