import AlertRun
import AlertSupport
import Foundation

/// Joins the folders of a sharded gallery run (`gallery --shard I/N`) into one folder that the
/// gallery's own run then finishes without drawing anything again: every part's images are
/// copied in, and their caches become one, with each copy's new ``FileStamp`` in
/// place of the part's, so the images count as this folder's own.
package enum GalleryParts {
  /// Copies the images of `parts` into `folder` and writes the joined cache there.
  package static func join(_ parts: [String], into folder: String) throws {
    let output = OutputFolder(folder)
    try output.create()
    var restamped: [FileStamp: FileStamp] = [:]
    for part in parts {
      for relative in try imageFiles(in: part) {
        let source = URL(fileURLWithPath: part).appendingPathComponent(relative).path
        guard let data = FileManager.default.contents(atPath: source) else {
          throw UsageError("\(source) could not be read; is the part complete?")
        }
        let before = FileStamp(path: source)
        try output.write(data, to: relative)
        if let before, let after = FileStamp(path: output.path(relative)) {
          restamped[before] = after
        }
      }
    }
    try RenderCache.join(parts, into: folder, restamped: restamped)
    // The images of the sheets shown beside the first, each with its own cache.
    let looks = try FileManager.default.contentsOfDirectory(atPath: parts[0]).filter {
      $0.hasPrefix(GalleryBuild.lookFolder(""))
    }
    for look in looks.sorted() {
      try join(parts.map { $0 + "/" + look }, into: folder + "/" + look)
    }
  }

  /// The part's files below its alert folders, relative to it: its images. Hidden files (the
  /// cache, the shard note, temporary files) and symbolic links are left behind.
  static func imageFiles(in part: String) throws -> [String] {
    let manager = FileManager.default
    let root = URL(fileURLWithPath: part)
    var found: [String] = []
    let folders = try manager.contentsOfDirectory(atPath: part).sorted()
    for name in folders
    where !name.hasPrefix(".") && name != "assets" && !name.hasPrefix(GalleryBuild.lookFolder("")) {
      guard isKind(root.appendingPathComponent(name).path, S_IFDIR) else { continue }
      let files = try manager.contentsOfDirectory(atPath: root.appendingPathComponent(name).path)
      for file in files.sorted() where !file.hasPrefix(".") {
        let path = root.appendingPathComponent(name).appendingPathComponent(file).path
        if isKind(path, S_IFREG) { found.append(name + "/" + file) }
      }
    }
    return found
  }

  /// Whether `path` itself (not what a link points to) is of `kind`.
  private static func isKind(_ path: String, _ kind: mode_t) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == kind
  }
}
