import AlertRender
import AlertSupport
import Foundation

/// How a command that writes images writes them: where, how hard PNGs are compressed, how
/// many worker processes draw, and which shard of the work this process does.
public struct OutputOptions: Sendable {
  /// The folder (or file) given with `--out`, or `nil` for the command's default.
  public var out: String?
  public var png: PNGOptions
  /// Worker processes (threads of this process when ``workerProgram`` is `nil`); all cores by
  /// default.
  public var jobs: Int
  /// The `alert-preview` executable that `jobs` above 1 runs as worker processes, each with
  /// its own font state; `nil` draws on `jobs` threads of this process instead, which share
  /// one font thread. The command line sets it to itself.
  public var workerProgram: String?
  /// `--shard I/N`: this process does the I-th of N parts of the work; `nil` without it.
  public var shard: Shard?

  public init(
    out: String? = nil, png: PNGOptions = PNGOptions(), jobs: Int? = nil, shard: Shard? = nil
  ) {
    self.out = out
    self.png = png
    self.jobs = Self.jobs(jobs)
    self.shard = shard
  }

  /// The worker processes `-j` asks for, else one per core.
  public static func jobs(_ requested: Int?) -> Int {
    requested ?? ProcessInfo.processInfo.activeProcessorCount
  }

  /// The PNG options of zlib level `level` (0–9): filters from level 6 up.
  public static func png(level: Int) -> PNGOptions {
    PNGOptions(level: level, filters: level >= 6 ? .all : .none)
  }
}
