import AlertRun
import AlertSupport
import Foundation

/// Reads the files inside a part of a sharded run (`merge`'s input) without ever leaving the
/// part: a part unpacked from a tar or a cache may hold symbolic links, and what they point at
/// must never reach the merged output.
package enum PartFiles {
  /// The bytes of `relative` in `part`, or `nil` when nothing is there.
  ///
  /// Throws a sentence naming the file when `relative` is not a plain relative path, or when it
  /// or a folder on its way is a symbolic link or not of its kind (`lstat`, then a read that
  /// follows no link, so a link swapped in between is refused too).
  package static func contents(of relative: String, in part: String) throws -> Data? {
    let folder = OutputFolder(part)
    do {
      try folder.check(relative)
    } catch {
      throw UsageError(
        "\(part) names '\(relative)', which is not a path inside the part; make the part again "
          + "with alert-preview.")
    }
    let components = relative.split(separator: "/").map(String.init)
    var walked = part
    for (position, component) in components.enumerated() {
      walked += "/" + component
      var info = stat()
      guard lstat(walked, &info) == 0 else {
        if errno == ENOENT { return nil }
        throw UsageError("\(walked) could not be read: \(String(cString: strerror(errno))).")
      }
      let kind = info.st_mode & S_IFMT
      if kind == S_IFLNK {
        throw UsageError(
          "\(walked) is a symbolic link; merge copies only the files inside the parts, never "
            + "what a link points to. Make the part again, or unpack it without links.")
      }
      let isFile = position == components.count - 1
      guard kind == (isFile ? S_IFREG : S_IFDIR) else {
        throw UsageError(
          "\(walked) is not a \(isFile ? "regular file" : "folder"); merge copies only the "
            + "part's own files. Make the part again.")
      }
    }
    guard let data = folder.contents(of: relative) else {
      throw UsageError("\(walked) could not be read; is the part complete?")
    }
    return data
  }
}
