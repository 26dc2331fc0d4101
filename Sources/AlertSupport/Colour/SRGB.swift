import Foundation

/// The sRGB transfer function: the one place the tool turns stored colour values into light.
package enum SRGB {
  /// Linear light of an sRGB-encoded channel, both 0…1 (IEC 61966-2-1).
  @inlinable
  package static func linear(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }
}
