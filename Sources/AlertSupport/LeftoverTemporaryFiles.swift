import Foundation

/// The temporary files an interrupted ``OutputFolder`` write leaves behind: a run killed between
/// creating `.<name>.<UUID>.tmp` beside the destination and renaming it leaves that file, which
/// no later write ever reuses. The commands that write a folder remove them when they start.
public enum LeftoverTemporaryFiles {
  /// The name ``OutputFolder`` writes `name` under before renaming it into place:
  /// `.` + the name + `.` + an upper-case UUID + `.tmp`.
  static func temporaryName(for name: String) -> String {
    "." + name + "." + UUID().uuidString + ".tmp"
  }

  /// Whether `fileName` has exactly the shape of ``temporaryName(for:)``.
  public static func matches(_ fileName: String) -> Bool {
    guard fileName.hasPrefix("."), fileName.hasSuffix(".tmp") else { return false }
    let middle = fileName.dropFirst().dropLast(4)
    guard let dot = middle.lastIndex(of: ".") else { return false }
    let name = middle[..<dot]
    let uuid = String(middle[middle.index(after: dot)...])
    let hex = Set("0123456789ABCDEF")
    let groups = uuid.split(separator: "-", omittingEmptySubsequences: false).map(\.count)
    return !name.isEmpty && groups == [8, 4, 4, 4, 12]
      && uuid.allSatisfy { $0 == "-" || hex.contains($0) }
  }

  /// Removes from each of the output folders `outputs` and from their `subfolders` (one
  /// level, e.g. each alert's folder) the regular files whose names ``matches(_:)`` and that
  /// were last modified before `start`, so that a run going on at the same time keeps its own.
  /// A subfolder that is a symbolic link is skipped: nothing inside an output folder is
  /// followed out of it. Missing folders are skipped, and a file that cannot be removed is left
  /// for the next run. Returns the paths removed.
  @discardableResult
  public static func remove(in outputs: [String], subfolders: [String], before start: Date)
    -> [String]
  {
    var folders = Set(outputs)
    for output in outputs {
      for subfolder in subfolders {
        let path = output + "/" + subfolder
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
        folders.insert(path)
      }
    }
    var removed: [String] = []
    for folder in folders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names where matches(name) {
        let path = folder + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
        let modified =
          Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1_000_000_000
        guard modified < start.timeIntervalSince1970, unlink(path) == 0 else { continue }
        removed.append(path)
      }
    }
    return removed.sorted()
  }
}
