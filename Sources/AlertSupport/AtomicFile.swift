import Foundation

/// Writes files so that a reader never sees half of one: a temporary file beside the
/// destination, then `rename(2)`, which replaces the destination in one step.
public enum AtomicFile {
  /// Writes `data` to `path`, creating missing parent folders.
  public static func write(_ data: Data, to path: String) throws {
    try write(to: path) { temporary in
      try data.write(to: URL(fileURLWithPath: temporary))
    }
  }

  /// Writes UTF-8 `text` to `path`.
  public static func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }

  /// Lets `produce` write a temporary file in the destination's folder, then renames it
  /// over `path`. The temporary file is removed when `produce` throws.
  public static func write(to path: String, _ produce: (String) throws -> Void) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let temporary = folder + "/." + url.lastPathComponent + "." + UUID().uuidString + ".tmp"
    do {
      try produce(temporary)
      guard rename(temporary, path) == 0 else {
        let reason = String(cString: strerror(errno))
        throw CocoaError(
          .fileWriteUnknown,
          userInfo: [
            NSLocalizedDescriptionKey: "could not move the new file into \(path): \(reason)"
          ])
      }
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw error
    }
  }
}
