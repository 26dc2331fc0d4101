import Foundation

/// An opaque colour the diff picture paints pixels with, as pixelmatch's `[r, g, b]` options.
public struct DiffColor: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Red, green and blue, 0…255.
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8

  /// The colour `(r, g, b)`.
  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }

  /// pixelmatch's `diffColor` default, `255,0,0`.
  public static let red = DiffColor(255, 0, 0)
  /// pixelmatch's `aaColor` default, `255,255,0`.
  public static let yellow = DiffColor(255, 255, 0)

  /// Parses `R,G,B`: three whole numbers from 0 to 255 separated by commas, such as `255,0,0`;
  /// spaces around the numbers are allowed. Returns nil for anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      UInt8($0.trimmingCharacters(in: .whitespaces))
    }
    guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else {
      return nil
    }
    self.init(r, g, b)
  }

  /// `R,G,B`, the form ``init(parsing:)`` reads.
  public var description: String { "\(r),\(g),\(b)" }
}
