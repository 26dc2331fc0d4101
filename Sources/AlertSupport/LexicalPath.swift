/// Paths made absolute and normalised by their text alone, as `URL.standardizedFileURL` does
/// but without asking the file system (which checks each path for a folder): for the thousands
/// of spec files one run reads.
public enum LexicalPath {
  /// `path` made absolute against `base` (an absolute folder), with `.`, `..` and repeated
  /// slashes taken out: `specs/./a/../b.json` in `/work` is `/work/specs/b.json`.
  public static func absolute(_ path: String, in base: String) -> String {
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The folder holding `path` (absolute and normalised): `/work/specs` for `specs/b.json`.
  public static func folder(of path: String, in base: String) -> String {
    let file = absolute(path, in: base)
    guard let slash = file.lastIndex(of: "/"), slash != file.startIndex else { return "/" }
    return String(file[..<slash])
  }
}
