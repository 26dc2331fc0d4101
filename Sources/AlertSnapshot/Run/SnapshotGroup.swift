/// Failures of one alert that show the same change: one edit to a spec, seen in every
/// configuration it touches, is one group to read and one command to accept.
///
/// Two failures are the same change when they are of the same alert, end the same way (a
/// mismatch, a missing or new reference, a recording) and, for a mismatch, their differing
/// pixels fall in the same parts of the alert (``SnapshotChange/parts``), or the sizes differ
/// in both. Pixels alone cannot say it: the same word is other pixels in dark mode, at AX3 or
/// at 3×, and the run does not know the spec the references were recorded from.
public struct SnapshotGroup: Sendable, Hashable, Codable {
  /// The alert's id.
  public var id: String
  /// How its snapshots ended.
  public var status: SnapshotStatus
  /// Whether this run recorded them.
  public var recorded: Bool
  /// What changed, for people: `the title`, `the size of the screen`, `no reference`.
  public var change: String
  /// The configurations it covers, in the run's order.
  public var configurations: [String]
  /// Whether these are every failure of the alert that needs accepting, so that accepting the
  /// alert accepts exactly this group.
  public var wholeAlert: Bool

  /// Whether people accept it with a command: a mismatch or a missing reference.
  public var needsAccepting: Bool { status == .failed || status == .missing }

  /// What accepts exactly this group's references.
  public var acceptScope: AcceptScope {
    .alert(id, configurations: wholeAlert ? nil : configurations)
  }

  /// `title-only iphone-se.portrait.light@2x`, or `title-only in 8 configurations`.
  public var title: String {
    configurations.count == 1
      ? "\(id) \(configurations[0])" : "\(id) in \(configurations.count) configurations"
  }

  /// Whether `result` is one of this group's failures.
  func holds(_ result: SnapshotResult) -> Bool {
    result.failsRun && result.id == id && result.status == status && result.recorded == recorded
      && configurations.contains(result.configuration) && Self.change(of: result) == change
  }

  /// The group of each failing result of `results`, sorted by alert id, then largest first.
  static func grouping(_ results: [SnapshotResult]) -> [SnapshotGroup] {
    var groups: [SnapshotGroup] = []
    var index: [String: Int] = [:]
    for result in results where result.failsRun {
      let change = Self.change(of: result)
      let key = "\(result.id)\n\(result.status.rawValue)\n\(result.recorded)\n\(change)"
      if let at = index[key] {
        groups[at].configurations.append(result.configuration)
      } else {
        index[key] = groups.count
        groups.append(
          SnapshotGroup(
            id: result.id, status: result.status, recorded: result.recorded, change: change,
            configurations: [result.configuration], wholeAlert: true))
      }
    }
    for i in groups.indices where groups[i].needsAccepting {
      groups[i].wholeAlert = !groups.indices.contains { j in
        j != i && groups[j].id == groups[i].id && groups[j].needsAccepting
      }
    }
    return groups.enumerated().sorted { a, b in
      if a.element.id != b.element.id { return a.element.id < b.element.id }
      if a.element.configurations.count != b.element.configurations.count {
        return a.element.configurations.count > b.element.configurations.count
      }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// What a failing result shows changed.
  static func change(of result: SnapshotResult) -> String {
    switch result.status {
    case .new, .missing: return "no reference"
    case .passed: return "recorded again"
    case .failed:
      return result.change?.description ?? "the screen"
    }
  }
}
