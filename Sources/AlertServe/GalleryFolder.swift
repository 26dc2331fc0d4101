import Foundation

/// The private folder `/gallery/` is built in: made fresh by `mkdtemp(3)` (mode 0700, a name
/// no one can guess) in the temporary folder, `alert-preview-serve-<pid>-XXXXXX`, and never a
/// folder that was already there, so no other local user can plant a page in it.
enum GalleryFolder {
  static let prefix = "alert-preview-serve-"

  /// A new empty folder only this user can enter.
  static func make(in temporary: String = FileManager.default.temporaryDirectory.path)
    throws(ServeError) -> String
  {
    var template = Array("\(temporary)/\(prefix)\(getpid())-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw ServeError(
        500,
        "the gallery has no folder to be built in: \(temporary) refused a new folder "
          + "(\(String(cString: strerror(errno)))); set TMPDIR to a folder you can write to.")
    }
    return String(cString: made)
  }

  /// Removes what servers of this user left behind when they were killed: folders named as
  /// ``make(in:)`` names them (a link, or another user's folder, is never touched) whose
  /// process is gone.
  static func removeLeftovers(in temporary: String = FileManager.default.temporaryDirectory.path) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
    for name in names {
      guard let pid = owner(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else {
        continue
      }
      let path = temporary + "/" + name
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
        status.st_uid == getuid()
      else { continue }
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  /// The process id in a name `make(in:)` made, or `nil` for any other name.
  static func owner(_ name: String) -> pid_t? {
    guard name.hasPrefix(prefix) else { return nil }
    let rest = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
    guard rest.count == 2, rest[1].count == 6,
      rest[1].unicodeScalars.allSatisfy({ $0.isASCII && CharacterSet.alphanumerics.contains($0) }),
      !rest[0].isEmpty, rest[0].count <= 10, rest[0].allSatisfy(\.isASCII),
      let pid = pid_t(rest[0]), pid > 0
    else { return nil }
    return pid
  }
}
