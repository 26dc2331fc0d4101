// C-facing: lstat(2) through Glibc.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes one file so that a reader never sees half of it: a temporary file beside the
/// destination, then `rename(2)`, which replaces the destination in one step. The file's
/// folder is its ``OutputFolder``: a link in the file's place is replaced, not written through.
/// Writers with an output folder of their own (renders, the gallery, references) write through
/// ``OutputFolder`` directly, so that links inside it are refused too.
///
/// ``replace(_:at:)`` is the other way, for a file a person edits (a spec saved by `serve`): a
/// link is followed to its target, and the target keeps its permissions.
public enum AtomicFile {
  /// Writes `data` to `path`, creating missing parent folders.
  public static func write(_ data: Data, to path: String) throws(OutputError) {
    let url = URL(fileURLWithPath: path)
    try OutputFolder(url.deletingLastPathComponent().path).write(data, to: url.lastPathComponent)
  }

  /// Writes UTF-8 `text` to `path`.
  public static func write(_ text: String, to path: String) throws(OutputError) {
    try write(Data(text.utf8), to: path)
  }

  /// What an existing file to be rewritten in place is: where its bytes really are (every link
  /// followed) and its permission bits.
  public struct Target: Sendable, Equatable {
    /// The file itself, every symbolic link on the way resolved.
    public var path: String
    /// Its permission bits (`0o600`…), which the rewritten file keeps.
    public var mode: mode_t
    /// Whether nobody may write it (no write bit set, as `chmod a-w` leaves it).
    public var isReadOnly: Bool { mode & 0o222 == 0 }
  }

  /// The file that rewriting `path` would write: `path` with its links resolved, and its mode.
  public static func target(of path: String) throws(OutputError) -> Target {
    guard let real = PathConfinement.realPath(path) else {
      throw OutputError("cannot write '\(path)': it no longer exists")
    }
    var status = stat()
    guard lstat(real, &status) == 0 else { throw OutputError(errno, writing: path) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw OutputError("cannot write '\(path)': it is not a regular file")
    }
    return Target(path: real, mode: status.st_mode & 0o7777)
  }

  /// Rewrites the existing file `target` (from ``target(of:)``) with `data`, atomically, keeping
  /// its mode; refuses a read-only file. The caller decides whether the target may be written.
  public static func replace(_ data: Data, at target: Target) throws(OutputError) {
    guard !target.isReadOnly else {
      throw OutputError(
        "cannot write '\(target.path)': it is read-only (mode \(String(target.mode, radix: 8))); "
          + "make it writable (chmod u+w) if it should be edited")
    }
    let url = URL(fileURLWithPath: target.path)
    try OutputFolder(url.deletingLastPathComponent().path).write(
      data, to: url.lastPathComponent, mode: target.mode)
  }
}
