import Foundation

/// Keeps every file the gallery writes inside its output folder.
public enum SafePath {
  /// The absolute, standardised path of `relative` inside `folder`.
  ///
  /// Throws when `relative` is absolute, empty, or would leave `folder` once `..` and `.`
  /// are resolved, so no id, device name or path can write elsewhere.
  public static func resolve(_ relative: String, in folder: String) throws -> String {
    guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("\u{0}") else {
      throw GalleryError(
        "The gallery refused to write “\(relative)”: only relative paths inside the output folder are allowed."
      )
    }
    let base = URL(fileURLWithPath: folder).standardizedFileURL.path
    let target = URL(fileURLWithPath: base).appendingPathComponent(relative).standardizedFileURL
      .path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    guard target.hasPrefix(prefix), target.count > prefix.count else {
      throw GalleryError(
        "The gallery refused to write “\(relative)”: it would land outside the output folder \(base). Use ids made of a-z, 0-9 and hyphens."
      )
    }
    return target
  }
}
