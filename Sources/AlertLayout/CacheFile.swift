import AlertSupport
import Foundation

/// A JSON file kept under the user's cache folder (``FontResolutionStore``,
/// ``FontDigestStore``): read only when it parses and was written with the reader's `version`,
/// and replaced whole, by renaming a finished temporary file (``AtomicFile``), so concurrent
/// runs never see half of one. A file that cannot be read or written only costs what it saves.
protocol CacheFileContents: Codable {
  var version: Int { get }
}

enum CacheFile {
  /// The contents of `file`, when it is there, readable and of `version`.
  static func read<Contents: CacheFileContents>(
    _ type: Contents.Type, from file: URL?, version: Int
  ) -> Contents? {
    guard let file, let data = try? Data(contentsOf: file),
      let contents = try? JSONDecoder().decode(type, from: data),
      contents.version == version
    else { return nil }
    return contents
  }

  /// Replaces `file` with `contents`, keys sorted; quietly does nothing when it cannot.
  static func write(_ contents: some CacheFileContents, to file: URL) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(contents) else { return }
    try? AtomicFile.write(data, to: file.path)
  }
}
