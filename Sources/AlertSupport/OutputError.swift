import Foundation

/// A file or folder the tool could not write, as a sentence that names it, says why in plain
/// words and says what to do: `cannot write 'site/x/x.png': the disk is full; free some space
/// and run again`.
public struct OutputError: Error, CustomStringConvertible, Sendable {
  public var description: String

  public init(_ description: String) { self.description = description }

  /// Writing the file at `path` failed with `code` (an `errno` value).
  public init(_ code: Int32, writing path: String) {
    self.init("cannot write '\(path)': \(Self.reason(code, path: path))")
  }

  /// Deleting the file at `path` failed with `code`.
  public init(_ code: Int32, removing path: String) {
    self.init("cannot delete '\(path)': \(Self.reason(code, path: path))")
  }

  /// Creating or opening the folder `path` failed with `code`; `root` is the output folder it
  /// lies in, when it lies below one.
  public init(_ code: Int32, folder path: String, inside root: String? = nil) {
    switch code {
    case ELOOP where root != nil:
      self.init(
        "cannot write into '\(path)': it is a symbolic link, and nothing is written through "
          + "links inside the output folder '\(root ?? path)', so that no file lands outside "
          + "it; remove the link or choose another output folder")
    case ENOTDIR:
      self.init(
        "cannot write into '\(path)': it is a file, not a folder; move it away or choose "
          + "another output folder")
    default:
      self.init("cannot write into '\(path)': \(Self.reason(code, path: path))")
    }
  }

  /// Why, in words, with what to do.
  static func reason(_ code: Int32, path: String) -> String {
    switch code {
    case ENOSPC: "the disk is full; free some space and run again"
    case EDQUOT: "the disk quota is used up; free some space and run again"
    case EACCES, EPERM:
      "permission denied; check the folder's permissions or choose another output folder"
    case EROFS: "the file system is read-only; choose an output folder on a writable disk"
    case ENAMETOOLONG: "the name is too long for the file system; use a shorter id or folder"
    case ENOTDIR: "a part of the path is a file, not a folder; move it away"
    case ELOOP: "it is a symbolic link, which is not written through; remove the link"
    case EISDIR: "a folder has that name; move it away"
    case EIO: "the disk reported an input/output error; check the disk and run again"
    case EMFILE, ENFILE: "too many files are open; run with fewer jobs (-j)"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}
