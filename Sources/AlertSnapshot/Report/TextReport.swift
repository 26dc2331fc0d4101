/// Plain-text lines for people: one block per group of failures (what changed, where, the
/// reasons, numbers, environment note, artifacts, the accept command), a warning per imperfect
/// pass, then the totals.
public enum TextReport {
  /// The lines of one snapshot that fails the run or passed within tolerance; empty otherwise.
  public static func lines(
    _ r: SnapshotResult, summary: SnapshotSummary, artifactsFolder: String?, accept: String
  ) -> [String] {
    let numbers = r.numbers.summary(windowSize: summary.options.windowSize)
    if !r.failsRun {
      return r.identical ? [] : ["warning: \(r.name) passed, but not pixel-identical: \(numbers)"]
    }
    var lines = ["\(label(r)): \(r.name)"]
    lines += r.reasons.map { "  \($0)" }
    if r.status == .failed { lines.append("  \(numbers)") }
    if r.status == .failed, let note = environmentNote(summary) { lines.append(note) }
    if let artifactsFolder {
      for kind in ["actual", "panels"] {
        if let path = r.artifacts[kind] { lines.append("  \(kind): \(artifactsFolder)/\(path)") }
      }
    }
    if r.status != .new && !(r.recorded && r.status == .passed) {
      lines.append("  accept: \(accept)")
    }
    return lines
  }

  /// The note that the references come from another environment, when they do.
  static func environmentNote(_ summary: SnapshotSummary) -> String? {
    guard !summary.environment.isEmpty else { return nil }
    return "  note: the references were recorded in another environment ("
      + summary.environment.joined(separator: "; ")
      + "), so this may be the machine or alert-preview, not the alert. Re-record them here "
      + "with --record all (or ALERT_PREVIEW_RECORD=all), or verify where they were recorded."
  }

  /// `FAIL`, `NEW`, `MISSING` or `RECORDED`.
  static func label(_ r: SnapshotResult) -> String {
    switch r.status {
    case .failed: "FAIL"
    case .new: "NEW"
    case .missing: "MISSING"
    case .passed: "RECORDED"
    }
  }

  /// `12 passed (1 with warnings), 1 failed, 0 new, 0 missing, 2 orphaned, 1 not references`.
  public static func totals(_ s: SnapshotSummary) -> String {
    var text =
      "\(s.passed.count) passed"
      + (s.warnings.isEmpty ? "" : " (\(s.warnings.count) not pixel-identical)")
      + ", \(s.failed.count) failed, \(s.new.count) new, \(s.missing.count) missing, "
      + "\(s.orphaned.count) orphaned"
      + (s.notReferences.isEmpty ? "" : ", \(s.notReferences.count) not references")
    if !s.recorded.isEmpty {
      text +=
        "; recorded \(s.recorded.count) references, so this run fails: check them and run again"
    }
    return text
  }
}

extension TextReport {
  /// The lines of one group of failures: what changed in which configurations, the first
  /// one's reasons and numbers, its images, and the command that accepts the group.
  public static func lines(
    _ group: SnapshotGroup, summary: SnapshotSummary, artifactsFolder: String?, accept: String
  ) -> [String] {
    let results = summary.results(of: group)
    guard let first = results.first else { return [] }
    guard group.configurations.count > 1 else {
      var lines = Self.lines(
        first, summary: summary, artifactsFolder: artifactsFolder, accept: accept)
      if group.status == .failed { lines.insert("  changed: \(group.change)", at: 1) }
      return lines
    }
    var lines = ["\(label(first)): \(group.title)"]
    if group.status == .failed { lines.append("  changed: \(group.change)") }
    lines.append(
      "  configurations: " + ConfigurationList.compact(group.configurations, id: group.id))
    lines += first.reasons.map { "  \(first.configuration): \($0)" }
    if group.status == .failed {
      lines.append(
        "  \(first.configuration): "
          + first.numbers.summary(windowSize: summary.options.windowSize))
      if let note = environmentNote(summary) { lines.append(note) }
    }
    if let artifactsFolder, let panels = first.artifacts["panels"] ?? first.artifacts["actual"] {
      lines.append("  images: \(artifactsFolder)/\(panels) (and the others' beside it)")
    }
    if group.needsAccepting { lines.append("  accept: \(accept)") }
    return lines
  }
}
