import Foundation

/// The size, modification time (to the nanosecond) and inode of a file as this program wrote
/// it: cheap proof that the file on disk is still the one the render cache describes.
///
/// Every image is written to a temporary file and renamed into place, so a file written again
/// (by a run killed before it saved its manifest, or by anything else) gets a new inode and a
/// new modification time, and no longer matches the stamp the manifest holds; `make`, `rsync`
/// and Git's index trust the same facts. Stored as one string, `size mtime inode`, to keep the
/// manifest small.
package struct FileStamp: Codable, Hashable, Sendable {
  package var size: Int64
  package var seconds: Int64
  package var nanoseconds: Int64
  package var inode: UInt64

  /// The stamp of the file at `path` now; `nil` when it cannot be read (it is missing, say).
  package init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    size = Int64(info.st_size)
    seconds = Int64(info.st_mtim.tv_sec)
    nanoseconds = Int64(info.st_mtim.tv_nsec)
    inode = UInt64(info.st_ino)
  }

  package init(from decoder: Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    let fields = text.split(separator: " ")
    let time = fields.count == 3 ? fields[1].split(separator: ".") : []
    guard fields.count == 3, time.count == 2, let size = Int64(fields[0]),
      let seconds = Int64(time[0]), let nanoseconds = Int64(time[1]),
      let inode = UInt64(fields[2])
    else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a file stamp: \(text)"))
    }
    self.size = size
    self.seconds = seconds
    self.nanoseconds = nanoseconds
    self.inode = inode
  }

  package func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode("\(size) \(seconds).\(nanoseconds) \(inode)")
  }
}
