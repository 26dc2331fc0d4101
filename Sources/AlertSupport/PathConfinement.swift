// C-facing: realpath(3) through Glibc.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folders (and single files) a server may read for a request, and the check that a path
/// a request names lies inside them.
///
/// Every path is resolved with `realpath(3)`, so `..`, a symbolic link anywhere along the way
/// and the link itself are followed before the check: a link inside a folder that points out
/// of it is outside. A path that does not resolve (it does not exist) is outside too, so a
/// caller that answers every refusal with one sentence tells nobody whether a file exists.
package struct PathConfinement: Sendable, Equatable {
  /// The folders, resolved.
  package let folders: [String]
  /// Files outside the folders that may be read all the same, resolved: those the served
  /// specs themselves name.
  package let files: Set<String>

  /// The confinement to `folders` and `files`; a path that does not resolve is dropped.
  package init(folders: [String], files: [String] = []) {
    self.folders = folders.compactMap(Self.realPath)
    self.files = Set(files.compactMap(Self.realPath))
  }

  /// `path` with every link, `.` and `..` resolved, or `nil` when it does not exist.
  package static func realPath(_ path: String) -> String? {
    guard !path.isEmpty, !path.contains("\0"), let resolved = realpath(path, nil) else {
      return nil
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The resolved path of `path` when it lies inside one of the folders or is one of the
  /// files; `nil` otherwise (also when it does not exist).
  package func admits(_ path: String) -> String? {
    guard let real = Self.realPath(path) else { return nil }
    return contains(resolved: real) ? real : nil
  }

  /// Whether the resolved path `real` lies inside one of the folders or is one of the files.
  package func contains(resolved real: String) -> Bool {
    if files.contains(real) { return true }
    return folders.contains { folder in
      folder == "/" || real == folder || real.hasPrefix(folder + "/")
    }
  }
}
