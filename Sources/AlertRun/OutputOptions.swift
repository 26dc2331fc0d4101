import AlertRender
import AlertSupport
import Foundation

/// How a command that writes images writes them: where, how hard PNGs are compressed, how
/// many threads draw, and which shard of the work this process does.
public struct OutputOptions: Sendable {
  /// The folder (or file) given with `--out`, or `nil` for the command's default.
  public var out: String?
  public var png: PNGOptions
  /// Threads; all cores by default.
  public var jobs: Int
  /// `--shard I/N`: this process does the I-th of N parts of the work; `nil` without it.
  public var shard: Shard?

  public init(
    out: String? = nil, png: PNGOptions = PNGOptions(), jobs: Int? = nil, shard: Shard? = nil
  ) {
    self.out = out
    self.png = png
    self.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    self.shard = shard
  }

  /// The PNG options of zlib level `level` (0–9): filters from level 6 up.
  public static func png(level: Int) -> PNGOptions {
    PNGOptions(level: level, filters: level >= 6 ? .all : .none)
  }
}
