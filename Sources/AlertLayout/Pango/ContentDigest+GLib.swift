// C-facing: GLib's checksums (GLib is linked already, through Pango).
internal import CPangoCairo
import Foundation

/// SHA-256 digests computed by GLib, as lowercase hex: for the render cache, the font
/// fingerprint and anything else that must notice when bytes change.
public enum ContentDigest {
  /// The SHA-256 digest of `data`, as 64 lowercase hex digits.
  public static func sha256(_ data: Data) -> String {
    guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else {
      preconditionFailure("GLib made no SHA-256 checksum; GLib has had SHA-256 since 2.16.")
    }
    defer { g_checksum_free(checksum) }
    data.withUnsafeBytes { raw in
      if let bytes = raw.bindMemory(to: UInt8.self).baseAddress, raw.count > 0 {
        g_checksum_update(checksum, bytes, gssize(raw.count))
      }
    }
    // The string belongs to the checksum and is freed with it.
    return String(cString: g_checksum_get_string(checksum))
  }

  /// The SHA-256 digest of the UTF-8 bytes of `text`, as 64 lowercase hex digits.
  public static func sha256(_ text: String) -> String { sha256(Data(text.utf8)) }
}
