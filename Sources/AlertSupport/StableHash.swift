/// A 64-bit hash of a string that never changes between runs, machines or versions: FNV-1a
/// over the UTF-8 bytes, then SplitMix64's finaliser (FNV's low bits alone are poorly mixed for
/// short keys that differ in their last bytes). Shards and shortened ids are made with it.
public enum StableHash {
  /// The hash of `text`.
  public static func of(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
    hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
    return hash ^ (hash >> 31)
  }
}
