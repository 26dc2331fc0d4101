import AlertRun
import AlertSupport
import Foundation

/// Where and how output is written.
extension Options {
  public static let outFolder = Option<String>.text(
    "out-folder", ["--out"], "DIR", help: "where to write", default: "Output", fileKey: "out",
    paths: .all)

  public static let pngLevel = Option<Int>.value(
    "png-level", ["--png-level"], "N", help: "zlib level 0-9 for PNGs (9 is smallest)",
    default: "1, fast",
    read: { text throws(UsageError) in
      guard let level = Int(text), (0...9).contains(level) else {
        throw UsageError("--png-level must be a zlib level from 0 to 9, not '\(text)'.")
      }
      return level
    })

  public static let jobs = Option<Int>.value(
    "jobs", ["--jobs", "-j"], "N", help: "worker processes", default: "all cores",
    read: { text throws(UsageError) in
      guard let jobs = Int(text), jobs > 0 else {
        throw UsageError("--jobs must be a positive number of worker processes, not '\(text)'.")
      }
      return jobs
    })

  public static let shard = Option<Shard>.value(
    "shard", ["--shard"], "I/N",
    help: "do only the I-th of N parts of the work (1 ≤ I ≤ N ≤ 1,000), split by a stable hash "
      + "of alert and configuration; `alert-preview merge` joins the parts",
    read: { text throws(UsageError) in
      guard let shard = Shard(parsing: text) else {
        throw UsageError(
          "--shard takes I/N, this process's part and the number of parts, with 1 ≤ I ≤ N ≤ "
            + "\(FewNames.grouped(Shard.maxCount)), such as 2/4, not '\(text)'.")
      }
      return shard
    })

  public static let title = Option<String>.text(
    "title", ["--title"], "TEXT", help: "the title", default: "Alert previews")
}

extension ParsedOptions {
  /// Where and how images are written.
  public var output: OutputOptions {
    var output = OutputOptions(
      out: self[Options.outFolder],
      png: self[Options.pngLevel].map(OutputOptions.png(level:)) ?? .init(),
      jobs: self[Options.jobs], shard: self[Options.shard])
    output.workerProgram = workerProgram
    return output
  }
}
