import Foundation

/// The outcome of a snapshot run, in the shape of reg-cli's `reg.json`: each group lists
/// names, and `results` carries every snapshot with its numbers.
public struct SnapshotSummary: Sendable, Codable {
  /// Names (`<id> <configuration>`) of the snapshots in each group.
  public var passed: [String] = []
  public var failed: [String] = []
  public var new: [String] = []
  public var missing: [String] = []
  /// References (relative paths) that no alert of an unfiltered run produced.
  public var orphaned: [String] = []
  /// PNG files in the references folder whose names do not follow the reference scheme
  /// (`<id>/<id>.<device>.<orientation>.<appearance>@<scale>x.png`): never orphans, never
  /// deleted, listed so that nobody wonders why `--prune` kept them.
  public var notReferences: [String] = []
  /// Orphans deleted by `--prune`.
  public var pruned: [String] = []
  /// Passes that were not pixel-identical.
  public var warnings: [String] = []
  /// Snapshots whose reference this run wrote.
  public var recorded: [String] = []
  /// How the running environment differs from `fingerprint.json`; empty when it matches.
  public var environment: [String] = []
  /// The record mode and comparison settings used.
  public var recordMode: RecordMode
  public var options: ComparisonOptions
  /// Every snapshot, failures first.
  public var results: [SnapshotResult] = []
  /// The failures grouped by alert and by change (``SnapshotGroup``), by alert id, then
  /// largest first.
  public var groups: [SnapshotGroup] = []

  public init(recordMode: RecordMode, options: ComparisonOptions) {
    self.recordMode = recordMode
    self.options = options
  }

  /// Whether the run fails: a mismatch, a missing reference, or anything recorded.
  public var fails: Bool { results.contains { $0.failsRun } }

  /// Sorts results failures first, fills the groups.
  mutating func collect(_ all: [SnapshotResult]) {
    results = all.filter { $0.failsRun } + all.filter { !$0.failsRun }
    for result in all {
      switch result.status {
      case .passed: passed.append(result.name)
      case .failed: failed.append(result.name)
      case .new: new.append(result.name)
      case .missing: missing.append(result.name)
      }
      if result.status == .passed && !result.identical { warnings.append(result.name) }
      if result.recorded { recorded.append(result.name) }
    }
    groups = SnapshotGroup.grouping(results)
  }

  /// The group `result` belongs to; `nil` when it does not fail the run.
  public func group(of result: SnapshotResult) -> SnapshotGroup? {
    groups.first { $0.holds(result) }
  }

  /// The failing results of `group`, in the run's order; the first is its representative.
  public func results(of group: SnapshotGroup) -> [SnapshotResult] {
    results.filter { group.holds($0) }
  }

  /// The groups people accept with a command (mismatches and missing references).
  public var groupsToAccept: [SnapshotGroup] { groups.filter(\.needsAccepting) }

  /// The summary as pretty JSON with sorted keys.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(0x0A)
    return data
  }
}
