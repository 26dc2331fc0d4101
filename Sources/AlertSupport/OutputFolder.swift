// C-facing: POSIX *at() calls (openat, mkdirat, renameat, unlinkat) through Glibc.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder the tool writes into, and the promise that nothing it writes lands outside it.
///
/// The root is the user's choice and may itself be a symbolic link. Below it, every folder is
/// opened with `O_NOFOLLOW` relative to its parent (`openat`), so a link anywhere inside (say
/// `site/<id>` pointing at another folder) is refused instead of followed, whatever the path's
/// text says. A file is written as a temporary file in its folder and renamed over its name
/// (`renameat`), so a reader never sees half of it and a link in the file's own place is
/// replaced, never written through. Every failure is an ``OutputError``: a sentence that names
/// the file and says what to do.
public struct OutputFolder: Sendable {
  /// The folder, as given.
  public let root: String

  public init(_ root: String) { self.root = root }

  /// `relative` inside the folder, as a path for messages and for readers.
  public func path(_ relative: String) -> String {
    root.hasSuffix("/") ? root + relative : root + "/" + relative
  }

  /// Creates the folder (and its missing parents) if needed, and checks that it is a folder
  /// that can be written: run before any work, so that a bad `--out` is one error, not one
  /// per file.
  public func create() throws(OutputError) {
    if mkdir(root, 0o777) != 0 && errno != EEXIST { try createRoot() }
    let folder = posixOpen(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { throw OutputError(errno, folder: root) }
    defer { close(folder) }
    guard faccessat(folder, ".", W_OK, AT_EACCESS) == 0 else {
      throw OutputError(errno, folder: root)
    }
  }

  /// Writes `data` to `relative` (a path inside the folder, `/`-separated, without `..`),
  /// creating missing folders. With `mode`, the file gets those permission bits (a file
  /// rewritten in place keeps its own); otherwise 0666 less the umask.
  public func write(_ data: Data, to relative: String, mode: mode_t? = nil) throws(OutputError) {
    let (folder, name) = try openFolder(of: relative, creating: true)
    defer { close(folder) }
    let temporary = LeftoverTemporaryFiles.temporaryName(for: name)
    let fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw OutputError(errno, writing: path(relative)) }
    var failure = writeAll(data, to: fd)
    if failure == 0, let mode, fchmod(fd, mode) != 0 { failure = errno }
    if close(fd) != 0 && failure == 0 { failure = errno }
    if failure == 0 && renameat(folder, temporary, folder, name) != 0 { failure = errno }
    if failure != 0 {
      unlinkat(folder, temporary, 0)
      throw OutputError(failure, writing: path(relative))
    }
  }

  /// The bytes of `relative`, or `nil` when it is missing, is a link or not a regular file (a
  /// named pipe is never waited on), or cannot be read.
  public func contents(of relative: String) -> Data? {
    guard let (folder, name) = try? openFolder(of: relative, creating: false) else { return nil }
    defer { close(folder) }
    let fd = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(fd)
      return nil
    }
    let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    return try? handle.readToEnd() ?? Data()
  }

  /// Deletes the file `relative` (never a link's target: a link is removed itself).
  public func remove(_ relative: String) throws(OutputError) {
    let (folder, name) = try openFolder(of: relative, creating: false)
    defer { close(folder) }
    guard unlinkat(folder, name, 0) == 0 else {
      throw OutputError(errno, removing: path(relative))
    }
  }

  /// Deletes the folder `relative` if it is empty (never a link, nor what it points at).
  public func removeFolder(_ relative: String) throws(OutputError) {
    let (folder, name) = try openFolder(of: relative, creating: false)
    defer { close(folder) }
    guard unlinkat(folder, name, AT_REMOVEDIR) == 0 else {
      throw OutputError(errno, removing: path(relative))
    }
  }

  /// Throws unless `relative` is a plain relative path inside the folder: `/`-separated, not
  /// absolute, no empty, `.` or `..` component. Writers check every path before writing any.
  public func check(_ relative: String) throws(OutputError) {
    _ = try components(of: relative)
  }

  /// The components of `relative`, checked as ``check(_:)`` says.
  private func components(of relative: String) throws(OutputError) -> [String] {
    let components = relative.split(separator: "/", omittingEmptySubsequences: false).map(
      String.init)
    guard !relative.hasPrefix("/"), let name = components.last, !name.isEmpty,
      !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("\0") })
    else {
      throw OutputError(
        "refused to write '\(relative)': only plain relative paths inside \(root) are written "
          + "(no '..', no absolute path)")
    }
    return components
  }

  /// Opens the folder that holds `relative`, one component at a time without following links,
  /// and returns its descriptor (the caller closes it) and the file's name.
  private func openFolder(of relative: String, creating: Bool) throws(OutputError) -> (
    Int32, String
  ) {
    let components = try components(of: relative)
    let name = components[components.count - 1]
    if creating && mkdir(root, 0o777) != 0 && errno != EEXIST {
      try createRoot()
    }
    var folder = posixOpen(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { throw OutputError(errno, folder: root) }
    var walked = root
    for component in components.dropLast() {
      walked += "/" + component
      if creating && mkdirat(folder, component, 0o777) != 0 && errno != EEXIST {
        let failure = errno
        close(folder)
        throw OutputError(failure, folder: walked)
      }
      let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      var failure = errno
      if next < 0 && isLink(component, in: folder) { failure = ELOOP }
      close(folder)
      guard next >= 0 else { throw OutputError(failure, folder: walked, inside: root) }
      folder = next
    }
    return (folder, name)
  }

  /// Whether `name` in `folder` is a symbolic link (`O_NOFOLLOW` with `O_DIRECTORY` reports a
  /// link to a folder as "not a folder").
  private func isLink(_ name: String, in folder: Int32) -> Bool {
    var status = stat()
    return fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0
      && status.st_mode & S_IFMT == S_IFLNK
  }

  /// Creates the root and its missing parents (the root's own path may go through links: it is
  /// the user's choice).
  private func createRoot() throws(OutputError) {
    do {
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    } catch {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), !isFolder.boolValue {
        throw OutputError(ENOTDIR, folder: root)
      }
      throw OutputError(errno == 0 ? EACCES : errno, folder: root)
    }
  }

}
