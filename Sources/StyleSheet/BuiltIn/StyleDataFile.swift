import AlertSupport
import Foundation

/// Reads the files style sheets and the linter use, from disk or from ``BuiltInStyles``.
public enum StyleDataFile {
  /// Whether `path` is a file on disk or a built-in file.
  public static func exists(_ path: String) -> Bool {
    if BuiltInStyles.isBuiltIn(path) { return BuiltInStyles.text(atPath: path) != nil }
    return FileManager.default.fileExists(atPath: path)
  }

  /// Largest data file read from disk (16 MiB); the shipped word lists are under 1 MiB.
  public static let maximumBytes = 16 << 20

  /// The UTF-8 text of `path`, from disk (through ``RegularFile``, so a named pipe is refused
  /// unread) or built in; `nil` when it cannot be read.
  public static func text(_ path: String) -> String? {
    if BuiltInStyles.isBuiltIn(path) { return BuiltInStyles.text(atPath: path) }
    return try? RegularFile.text(path, limit: maximumBytes)
  }
}
