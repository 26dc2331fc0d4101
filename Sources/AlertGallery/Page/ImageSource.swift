import Foundation

/// Turns an image path relative to the gallery folder into a relative URL for `src`.
enum ImageSource {
  /// Path characters left as they are: a subset of what libxml2's attribute writer leaves
  /// alone, so it never re-encodes them. `:` is excluded so nothing can read as a URL scheme.
  private static let allowed = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/!'()*+,;=@&")

  /// `path` percent-encoded as a relative URL that stays inside the gallery folder's origin.
  ///
  /// This is URL encoding, not HTML escaping: libxml2 still escapes the attribute. A leading
  /// `/` gets a `.` in front so the URL cannot become absolute or protocol-relative.
  static func url(for path: String) -> String {
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    return encoded.hasPrefix("/") ? "." + encoded : encoded
  }
}
