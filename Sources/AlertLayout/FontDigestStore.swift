import Foundation

/// The SHA-256 of each font file, kept on disk between runs so that a snapshot run does not
/// read every font again to fingerprint them: the sheet's fonts with their fallbacks come to
/// about 55 MB (two CJK collections and the colour emoji among them), about a fifth of a
/// second of a snapshot run's start.
///
/// Kept in `alert-preview/font-digests.json` beside ``FontResolutionStore``'s file. A digest is
/// used again only while its file has the same size, modification time and inode as when it
/// was read (as `make` and git decide a file is unchanged); otherwise the file is read again.
/// The store is a ``CacheFile``.
enum FontDigestStore {
  /// What a digest was computed from, and the digest.
  struct Entry: Codable, Equatable {
    var size: Int64
    var modified: Double
    var inode: UInt64
    var sha256: String
  }

  /// The file's contents, under the version they were written with.
  struct Contents: CacheFileContents {
    var version: Int
    var files: [String: Entry]
  }

  static let fileName = "font-digests.json"
  static let version = 1

  /// The store's file, beside ``FontResolutionStore``'s; `nil` when there is no cache folder.
  static var file: URL? {
    FontResolutionStore.file?.deletingLastPathComponent().appendingPathComponent(fileName)
  }

  /// The SHA-256 (lowercase hex) of each of `paths`, from the store where the file is
  /// unchanged, else read with `digest` and stored for the next run.
  static func digests(
    of paths: [String], in file: URL? = file,
    digest: (String) throws -> String
  ) rethrows -> [String: String] {
    var contents =
      CacheFile.read(Contents.self, from: file, version: version)
      ?? Contents(version: version, files: [:])
    var digests: [String: String] = [:]
    var changed = false
    for path in paths {
      let stamp = Self.stamp(of: path)
      if let stamp, let stored = contents.files[path], stored.size == stamp.size,
        stored.modified == stamp.modified, stored.inode == stamp.inode
      {
        digests[path] = stored.sha256
        continue
      }
      let computed = try digest(path)
      digests[path] = computed
      if let stamp {
        contents.files[path] = Entry(
          size: stamp.size, modified: stamp.modified, inode: stamp.inode, sha256: computed)
        changed = true
      }
    }
    if changed, let file { CacheFile.write(contents, to: file) }
    return digests
  }

  /// The size, modification time and inode of `path` now; `nil` when it cannot be read.
  static func stamp(of path: String) -> (size: Int64, modified: Double, inode: UInt64)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    return (Int64(info.st_size), modified, UInt64(info.st_ino))
  }
}
