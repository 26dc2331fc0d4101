/// One of N equal parts of a run's work (`--shard 2/4`), chosen by a stable hash of each item's
/// key, so every process agrees on the split without talking to the others, the parts come out
/// near equal, and a new alert moves no other item to another shard.
///
/// The hash is 64-bit FNV-1a over the key's UTF-8 bytes, then SplitMix64's finaliser (FNV's
/// low bits alone are poorly mixed for short keys that differ in their last bytes); the item
/// belongs to shard `hash % N + 1`. Both are fixed here for good: changing them would move
/// work between shards of runs that are being merged.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// The most parts a run may be split into (1,000): far more than any CI matrix runs, few
  /// enough that a merge's checks and messages over every part stay small.
  public static let maxCount = 1_000

  /// 1-based: the first shard is 1.
  public let index: Int
  public let count: Int

  /// Part `index` of `count`; `nil` unless 1 ≤ index ≤ count ≤ ``maxCount``.
  public init?(index: Int, count: Int) {
    guard (1...Self.maxCount).contains(count), (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Reads `I/N` (`2/4`); `nil` for anything else, including I outside 1…N and N over
  /// ``maxCount``.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      return nil
    }
    self.init(index: index, count: count)
  }

  public var description: String { "\(index)/\(count)" }

  /// Whether the item with this key is this shard's work.
  public func contains(_ key: String) -> Bool {
    Int(Self.hash(key) % UInt64(count)) + 1 == index
  }

  /// The key of an alert in one configuration (`delete-album`, `iphone-se.portrait.light@2x`).
  public static func key(id: String, configuration slug: String) -> String {
    id + "\u{0}" + slug
  }

  /// The stable 64-bit hash of `key`.
  public static func hash(_ key: String) -> UInt64 { StableHash.of(key) }
}
