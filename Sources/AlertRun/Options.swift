import AlertRender
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
}
