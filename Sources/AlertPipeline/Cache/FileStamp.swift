import Foundation

/// The size, modification time (to the nanosecond) and inode of a file as this program wrote
/// it: cheap proof that the file on disk is still the one the render cache describes.
///
/// Every image is written to a temporary file and renamed into place, so a file written again
/// (by a run killed before it recorded the image, or by anything else) gets a new inode and a
/// new modification time, and no longer matches the stamp the cache holds; `make`, `rsync`
/// and Git's index trust the same facts. Stored as one string, `size mtime inode` (``text``).
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

  /// The stamp `text` (``text``) spells; `nil` when it is not one. Read byte by byte: a re-run
  /// reads thousands of them.
  package init?(text: String) {
    var fields: [UInt64] = []
    var value: UInt64 = 0
    var digits = 0
    // The separators in order: size, seconds, nanoseconds, inode.
    let separators: [UInt8] = [0x20, 0x2E, 0x20]
    for byte in text.utf8 {
      if byte >= 0x30, byte <= 0x39, digits < 19 {
        value = value * 10 + UInt64(byte - 0x30)
        digits += 1
      } else if digits > 0, fields.count < separators.count, byte == separators[fields.count] {
        fields.append(value)
        (value, digits) = (0, 0)
      } else {
        return nil
      }
    }
    guard digits > 0, fields.count == 3, fields.allSatisfy({ $0 <= UInt64(Int64.max) }) else {
      return nil
    }
    size = Int64(fields[0])
    seconds = Int64(fields[1])
    nanoseconds = Int64(fields[2])
    inode = value
  }

  /// The stamp as one string: `size seconds.nanoseconds inode`.
  package var text: String { "\(size) \(seconds).\(nanoseconds) \(inode)" }

  package init(from decoder: Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let stamp = Self(text: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a file stamp: \(text)"))
    }
    self = stamp
  }

  package func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
