import Foundation

/// The font files a set of families resolved to, kept on disk between runs, so that a run
/// whose fonts have not changed skips loading the system's fontconfig configuration (reading
/// every configuration file and the cache of every font folder), most of a cold start's font
/// work.
///
/// Kept in `alert-preview/font-resolution.json` under the user's cache folder
/// (`$XDG_CACHE_HOME`, else `~/.cache`), one entry per set of families. An entry holds what it
/// was resolved from: the modification times of fontconfig's configuration files, of every
/// font folder fontconfig scans and of the resolved files. When one of them has changed (a
/// font installed, removed or replaced, a configuration edited) the entry is stale and the
/// families are resolved again. The file is replaced whole, by renaming a finished temporary
/// file, so several processes may read and write it at once and never see half of one; the
/// last writer wins, and every entry it holds is right. A cache folder that cannot be written
/// only costs the time it would have saved.
enum FontResolutionStore {
  /// One set of families, resolved.
  struct Entry: Codable, Equatable {
    /// The `ifInstalled` families the system had.
    var installed: [String]
    /// Every file of every family, sorted.
    var files: [String]
    /// What the resolution depended on, with the modification times it had then.
    var stamps: [Stamp]
  }

  /// A file or folder and its modification time (seconds since 1970; `-1` when it did not
  /// exist).
  struct Stamp: Codable, Equatable {
    var path: String
    var modified: Double
  }

  /// The store's file, version, and the environment variables that change what fontconfig
  /// sees (each is part of every key).
  static let fileName = "font-resolution.json"
  static let version = 1
  static let environmentKeys = ["ALERT_PREVIEW_FONTS", "FONTCONFIG_FILE", "FONTCONFIG_PATH"]

  /// The key of a set of families.
  static func key(required: [String], ifInstalled: [String]) -> String {
    let environment = ProcessInfo.processInfo.environment
    return
      (ifInstalled.map { "?" + $0 } + required
      + environmentKeys.map { "\($0)=\(environment[$0] ?? "")" }).joined(separator: "\n")
  }

  /// The store's file: `$XDG_CACHE_HOME/alert-preview/font-resolution.json`, else under
  /// `~/.cache`; `nil` when neither is known.
  static var file: URL? {
    let environment = ProcessInfo.processInfo.environment
    let base: String
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      base = cache
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = home + "/.cache"
    } else {
      return nil
    }
    return URL(fileURLWithPath: base).appendingPathComponent("alert-preview")
      .appendingPathComponent(fileName)
  }

  /// The file's contents: entries by key, under the version they were written with.
  struct Contents: CacheFileContents {
    var version: Int
    var entries: [String: Entry]
  }

  /// The entry for `key` when it is there and nothing it depends on has changed.
  static func entry(_ key: String, in file: URL? = file) -> Entry? {
    guard let entry = CacheFile.read(Contents.self, from: file, version: version)?.entries[key],
      entry.stamps.allSatisfy({ stamp(of: $0.path) == $0 })
    else { return nil }
    return entry
  }

  /// Stores `entry` for `key`, keeping the file's other entries; quietly does nothing when the
  /// cache folder cannot be written.
  static func store(_ entry: Entry, for key: String, in file: URL? = file) {
    guard let file else { return }
    var contents =
      CacheFile.read(Contents.self, from: file, version: version)
      ?? Contents(version: version, entries: [:])
    contents.entries[key] = entry
    // Readers see the old file or the new one, never a part.
    CacheFile.write(contents, to: file)
  }

  /// The modification time of `path` now.
  static func stamp(of path: String) -> Stamp {
    var info = stat()
    guard stat(path, &info) == 0 else { return Stamp(path: path, modified: -1) }
    let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    return Stamp(path: path, modified: modified)
  }
}
