import AlertRender
import AlertSupport
import Foundation

/// Options shared by the commands that write images.
package enum Options {
  package static let output: Set<String> = ["--out", "--png-level", "--jobs", "-j"]

  package static func png(_ arguments: Arguments) throws -> PNGOptions {
    guard let text = arguments.value("--png-level") else { return PNGOptions() }
    guard let level = Int(text), (0...9).contains(level) else {
      throw UsageError("--png-level must be a zlib level from 0 to 9, not '\(text)'.")
    }
    return PNGOptions(level: level, filters: level >= 6 ? .all : .none)
  }

  package static func jobs(_ arguments: Arguments) throws -> Int {
    guard let text = arguments.value("--jobs") ?? arguments.value("-j") else {
      return ProcessInfo.processInfo.activeProcessorCount
    }
    guard let jobs = Int(text), jobs > 0 else {
      throw UsageError("--jobs must be a positive number of threads, not '\(text)'.")
    }
    return jobs
  }

  /// `--shard I/N`: this process does the I-th of N parts of the work; `nil` without it.
  package static func shard(_ arguments: Arguments) throws -> Shard? {
    guard let text = arguments.value("--shard") else { return nil }
    guard let shard = Shard(parsing: text) else {
      throw UsageError(
        "--shard takes I/N, this process's part and the number of parts, with 1 ≤ I ≤ N ≤ "
          + "\(FewNames.grouped(Shard.maxCount)), such as 2/4, not '\(text)'.")
    }
    return shard
  }

  /// The help line of `--shard`, shared by the commands that take it.
  package static let shardHelp = """
      --shard I/N            do only the I-th of N parts of the work (1 ≤ I ≤ N ≤ 1,000),
                             split by a stable hash of alert and configuration;
                             `alert-preview merge` joins the parts (see `alert-preview help
                             merge`)
    """
}
