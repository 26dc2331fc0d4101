import AlertSupport

/// Whether a JSON file found by walking a folder is an alert spec, so that a repository's
/// other JSON (`package.json`, editor settings, an asset catalog's `Contents.json`) is passed
/// by rather than reported as a broken spec.
///
/// A spec is an object with `alerts`, or an object with `id` whose members are at least half
/// spec fields (so a spec with a misspelt field is still read, and its error reported). A file
/// named on the command line is always read as a spec. One that does not parse is reported when
/// its text names a spec's members (``mayBeSpec(_:)``) or a spec shares its folder, since a
/// broken spec must never vanish without a word; another tool's broken JSON (a parser's test
/// fixture) is passed by.
enum SpecShape {
  /// Whether `root`, a parsed file's root value, has a spec's shape.
  static func isSpec(_ root: JSONValue) -> Bool {
    guard let members = root.objectValue else { return false }
    let keys = members.map(\.key)
    if keys.contains("alerts") { return true }
    guard keys.contains("id") else { return false }
    let known = keys.filter { AlertDecoder.fields.contains($0) }.count
    return known * 2 >= keys.count
  }

  /// Whether text that does not parse reads like a spec: it names `"alerts"` or `"buttons"`.
  static func mayBeSpec(_ text: String) -> Bool {
    text.contains("\"alerts\"") || text.contains("\"buttons\"")
  }

  /// Whether the file at `path`, which could not be read whole (too large, or not UTF-8),
  /// starts as a spec does: its first character other than white space is `{`.
  static func startsLikeSpec(_ path: String) -> Bool {
    let start = try? RegularFile.read(path, limit: Int.max, prefix: 4096)
    let first = start?.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    return first == UInt8(ascii: "{")
  }
}
