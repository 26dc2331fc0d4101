// C-facing: open(2) with O_NONBLOCK, fstat(2) and read(2) through Glibc.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way the tool reads an input file: never blocks on a named pipe or a device, never
/// reads more than a limit.
///
/// The file is opened with `O_NONBLOCK` (so opening a FIFO with no writer returns at once
/// instead of waiting forever), and `O_NOFOLLOW` when links are refused; the opened
/// descriptor is `fstat`ed, so what is checked is what is read, and anything but a regular
/// file is refused unread with a ``RegularFileError`` naming what it is.
public enum RegularFile {
  /// The bytes of `path`, at most `limit` of them.
  ///
  /// - Parameters:
  ///   - followingLinks: when `false`, a symbolic link in the file's own place is refused.
  ///   - prefix: when given, only the first `prefix` bytes are read (a file over `limit` is
  ///     refused all the same).
  public static func read(
    _ path: String, limit: Int, followingLinks: Bool = true, prefix: Int? = nil
  ) throws(RegularFileError) -> Data {
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
    let fd = posixOpen(path, flags)
    guard fd >= 0 else {
      let code = errno
      if code == ELOOP && !followingLinks { throw RegularFileError(path, .symbolicLink) }
      throw RegularFileError(path, code == ENOENT ? .missing : .unreadable(code))
    }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw RegularFileError(path, .unreadable(errno)) }
    let type = status.st_mode & S_IFMT
    guard type == S_IFREG else { throw RegularFileError(path, .notRegular(kindName(type))) }
    let size = Int(status.st_size)
    guard size <= limit else { throw RegularFileError(path, .tooLarge(size, limit)) }
    let wanted = min(size, prefix ?? size)
    var data = Data(count: wanted)
    var filled = 0
    while filled < wanted {
      let count = data.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return posixRead(fd, base + filled, wanted - filled)
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw RegularFileError(path, .unreadable(errno)) }
      if count == 0 { break }  // The file shrank while it was read.
      filled += count
    }
    if filled < wanted { data.removeSubrange(filled...) }
    // A file that grew past the limit while it was read is refused, one byte past it read.
    var extra: UInt8 = 0
    if prefix == nil, filled == size, size == limit, posixRead(fd, &extra, 1) == 1 {
      throw RegularFileError(path, .tooLarge(size + 1, limit))
    }
    return data
  }

  /// The UTF-8 text of `path`, at most `limit` bytes of it.
  public static func text(_ path: String, limit: Int, followingLinks: Bool = true)
    throws(RegularFileError) -> String
  {
    let data = try read(path, limit: limit, followingLinks: followingLinks)
    guard let text = String(data: data, encoding: .utf8) else {
      throw RegularFileError(path, .notUTF8)
    }
    return text
  }

  /// What a non-regular file is, in words: `a named pipe`, `a folder`, `a device`, ….
  static func kindName(_ type: mode_t) -> String {
    switch type {
    case S_IFIFO: "a named pipe"
    case S_IFDIR: "a folder"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "not a file"
    }
  }

  /// What the entry at `path` is when it is not a regular file (without following a link in
  /// its place, and without opening it); `nil` for a regular file or a link.
  public static func nonRegularKind(at path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    let type = status.st_mode & S_IFMT
    return type == S_IFREG || type == S_IFLNK || type == S_IFDIR ? nil : kindName(type)
  }

  /// What a folder entry is, without following a link in its place.
  public enum EntryKind: Sendable, Equatable {
    case regular, folder, link, other
  }

  /// What the entry at `path` is (one `lstat(2)`); `nil` when it cannot be looked at.
  public static func entryKind(at path: String) -> EntryKind? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .folder
    case S_IFLNK: return .link
    default: return .other
    }
  }
}
