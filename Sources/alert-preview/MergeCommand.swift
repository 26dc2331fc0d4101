import AlertCommandLine
import AlertLint
import AlertPipeline
import AlertRun
import AlertSnapshot
import AlertSupport
import Foundation

/// `alert-preview merge PART... --out PATH`: joins the parts of a run split with `--shard`.
enum MergeCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    let parts = options.positional
    guard !parts.isEmpty else {
      throw UsageError("give the parts to merge, such as part-1 part-2 part-3, and --out PATH.")
    }
    var isFolder: ObjCBool = false
    let folders = parts.filter {
      FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue
    }
    guard folders.isEmpty || folders.count == parts.count else {
      throw UsageError(
        "the parts mix folders and files; merge gallery or snapshot folders, or lint report "
          + "files, one run at a time.")
    }
    guard !folders.isEmpty else {
      return try lint(
        parts, out: options[Options.outPath], strict: options[Options.strict] ?? false)
    }
    guard let out = options[Options.outPath] else {
      throw UsageError("merge needs --out DIR, the folder to write the joined output into.")
    }
    let target = URL(fileURLWithPath: out).standardizedFileURL.path
    if folders.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == target }) {
      throw UsageError("--out must be a new folder, not one of the parts.")
    }
    let notes = try ShardPart.complete(folders)
    let worst = notes.map(\.exitCode).max() ?? 0
    switch notes[0].kind {
    case .gallery:
      try GalleryParts.join(folders, into: out)
      // The parts' own command line, read as the gallery command reads its own.
      let gallery = try Invocation.parse(
        notes[0].arguments + ["--out", out], for: Commands.gallery)
      return max(worst, try GalleryCommand.run(gallery))
    case .snapshot:
      return max(worst, try snapshot(folders, arguments: notes[0].arguments, out: out))
    }
  }

  /// One report folder from the parts' report folders.
  private static func snapshot(_ folders: [String], arguments: [String], out: String) throws
    -> Int32
  {
    let joined = try SnapshotParts.join(folders, into: out) {
      SnapshotCommand.acceptCommand(arguments, scope: $0)
    }
    guard let joined else { return 2 }
    print(TextReport.totals(joined))
    print("report: \(out)/index.html")
    return joined.fails ? 1 : 0
  }

  /// One lint report from the parts' reports.
  private static func lint(_ files: [String], out: String?, strict: Bool) throws -> Int32 {
    var parts: [(name: String, data: Data)] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw UsageError("\(file) could not be read; give the parts' report files or folders.")
      }
      parts.append((file, data))
    }
    let joined: (text: String, summary: LintSummary)
    do {
      joined = try LintMerge.join(parts)
    } catch let failure as LintMerge.Failure {
      throw UsageError(failure.description)
    }
    if let out {
      try AtomicFile.write(joined.text, to: out)
    } else {
      FileHandle.standardOutput.write(Data(joined.text.utf8))
    }
    let summary = joined.summary
    if summary.inputErrors > 0 { return 2 }
    return summary.errors > 0 || strict && summary.warnings > 0 ? 1 : 0
  }
}
