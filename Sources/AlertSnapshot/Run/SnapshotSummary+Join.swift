extension SnapshotSummary {
  /// The summary of one run made of `parts`, the summaries of its shards (`snapshot --shard`):
  /// every part's results, ordered by alert and configuration, with the lists made again from
  /// them; what every part reports alike (orphans, files that are not references, the
  /// environment's differences) appears once. Record mode and comparison options are the first
  /// part's (the parts of one run share them).
  public static func joining(_ parts: [SnapshotSummary]) -> SnapshotSummary? {
    guard let first = parts.first else { return nil }
    var joined = SnapshotSummary(recordMode: first.recordMode, options: first.options)
    let results = parts.flatMap(\.results).sorted {
      ($0.id, $0.configuration) < ($1.id, $1.configuration)
    }
    joined.collect(results)
    joined.orphaned = once(parts.flatMap(\.orphaned))
    joined.notReferences = once(parts.flatMap(\.notReferences))
    joined.pruned = once(parts.flatMap(\.pruned))
    joined.environment = once(parts.flatMap(\.environment))
    return joined
  }

  private static func once(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }
}
