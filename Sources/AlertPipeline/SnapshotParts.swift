import AlertRun
import AlertSnapshot
import AlertSupport
import Foundation

/// Joins the report folders of a sharded snapshot run (`snapshot --shard I/N`) into one: every
/// part's failure images are copied in, and their summaries become one report.
package enum SnapshotParts {
  /// Copies the images of `parts` into `folder` and writes the joined report there, with
  /// `accept` giving the command that accepts a group of failures or all of them; `nil` when no part had a
  /// summary.
  package static func join(
    _ parts: [String], into folder: String, accept: (AcceptScope) -> String
  ) throws -> SnapshotSummary? {
    let report = URL(fileURLWithPath: folder)
    try OutputFolder(folder).create()
    try ReportWriter.prepare(report)
    var summaries: [SnapshotSummary] = []
    for part in parts {
      let path = URL(fileURLWithPath: part).appendingPathComponent("report.json").path
      guard let data = try PartFiles.contents(of: "report.json", in: part) else {
        throw UsageError("\(part) has no report.json; is the part complete?")
      }
      let summary: SnapshotSummary
      do {
        summary = try JSONDecoder().decode(SnapshotSummary.self, from: data)
      } catch {
        throw UsageError("\(path) could not be read: \(ErrorSentence.of(error)).")
      }
      // A link or a path out of the part stops the merge (PartFiles): nothing of what it
      // points at is copied.
      for relative in summary.results.flatMap({ $0.artifacts.values }).sorted() {
        guard let image = try PartFiles.contents(of: relative, in: part) else { continue }
        try OutputFolder(folder).write(image, to: relative)
      }
      summaries.append(summary)
    }
    guard let joined = SnapshotSummary.joining(summaries) else { return nil }
    try ReportWriter.write(joined, to: report, accept: accept)
    return joined
  }
}
