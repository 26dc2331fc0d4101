import Foundation

/// Writes one file so that a reader never sees half of it: a temporary file beside the
/// destination, then `rename(2)`, which replaces the destination in one step. The file's
/// folder is its ``OutputFolder``: a link in the file's place is replaced, not written through.
/// Writers with an output folder of their own (renders, the gallery, references) write through
/// ``OutputFolder`` directly, so that links inside it are refused too.
public enum AtomicFile {
  /// Writes `data` to `path`, creating missing parent folders.
  public static func write(_ data: Data, to path: String) throws(OutputError) {
    let url = URL(fileURLWithPath: path)
    try OutputFolder(url.deletingLastPathComponent().path).write(data, to: url.lastPathComponent)
  }

  /// Writes UTF-8 `text` to `path`.
  public static func write(_ text: String, to path: String) throws(OutputError) {
    try write(Data(text.utf8), to: path)
  }
}
