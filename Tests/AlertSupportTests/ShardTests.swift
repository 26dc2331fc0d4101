import AlertSupport
import Testing

@Suite struct ShardTests {
  @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "3", "1/3/4", "", "-1/3", "1 /3"])
  func malformedShardsAreRefused(_ text: String) {
    #expect(Shard(parsing: text) == nil)
  }

  @Test func readsIOverN() throws {
    let shard = try #require(Shard(parsing: "2/4"))
    #expect(shard.index == 2 && shard.count == 4 && shard.description == "2/4")
  }

  /// The split is part of the tool's contract: parts made on different machines are merged,
  /// and a change would move work between them. The values come from a separate
  /// implementation of FNV-1a 64 and SplitMix64's finaliser, in Python:
  ///
  ///     x = 0xcbf29ce484222325
  ///     for b in key.encode(): x = ((x ^ b) * 0x100000001b3) % 2**64
  ///     x = ((x ^ (x >> 30)) * 0xbf58476d1ce4e5b9) % 2**64
  ///     x = ((x ^ (x >> 27)) * 0x94d049bb133111eb) % 2**64
  ///     x ^= x >> 31
  @Test func theHashIsFixed() throws {
    #expect(Shard.hash("") == 0xf52a_15e9_a9b5_e89b)
    let key = Shard.key(id: "delete-album", configuration: "iphone-se.portrait.light@2x")
    #expect(Shard.hash(key) == 0x7997_4e5a_b14d_d16c)
    #expect(try #require(Shard(parsing: "1/3")).contains(key))
    #expect(try #require(Shard(parsing: "1/4")).contains(key))
  }

  @Test func everyItemIsInExactlyOneShard() throws {
    for count in 1...5 {
      let shards = (1...count).compactMap { Shard(index: $0, count: count) }
      for number in 0..<500 {
        let key = Shard.key(id: "alert-\(number)", configuration: "iphone-se.portrait.light@2x")
        #expect(shards.count { $0.contains(key) } == 1)
      }
    }
  }

  /// Configurations of one alert that differ only in their last characters still spread.
  @Test func shardsAreNearEqual() throws {
    let shards = (1...3).compactMap { Shard(index: $0, count: 3) }
    var sizes = [0, 0, 0]
    for number in 0..<1000 {
      for slug in [
        "iphone-se.portrait.light@2x", "iphone-se.portrait.dark@2x",
        "iphone-se.landscape.light@2x", "iphone-se.landscape.dark@2x",
      ] {
        let key = Shard.key(id: "alert-\(number)", configuration: slug)
        for (index, shard) in shards.enumerated() where shard.contains(key) { sizes[index] += 1 }
      }
    }
    // 4,000 items: each shard within 5 % of a third.
    for size in sizes { #expect(abs(size - 4000 / 3) < 4000 / 3 / 20, "\(sizes)") }
  }
}
