/// How a sheet's alerts follow Dynamic Type (ios-alert-metrics.md §5), read from
/// `<text-sizes default="L" floor="L"/>`.
public struct TextSizeSettings: Hashable, Sendable, Codable {
  /// The sizes commands draw and check when none is named (`default`; Large alone unless
  /// the sheet lists others).
  public var defaults: [TextSize]
  /// The smallest size alerts draw at (`floor`): UIKit floors alert fonts at Large, so xS, S
  /// and M draw as Large.
  public var floor: TextSize

  public init(defaults: [TextSize] = [.standard], floor: TextSize = .standard) {
    self.defaults = defaults
    self.floor = floor
  }

  /// The size alerts are drawn at when the user chose `size`: `size`, or the floor when
  /// `size` is smaller.
  public func drawn(_ size: TextSize) -> TextSize { max(size, floor) }
}
