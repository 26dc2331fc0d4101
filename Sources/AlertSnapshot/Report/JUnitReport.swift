import AlertMarkup

/// JUnit XML for CI test tabs: one test case per snapshot, named by alert id and
/// configuration; each failure's message names its group (what changed, in how many
/// configurations), and its text carries the reasons, the numbers and the group's accept
/// command.
enum JUnitReport {
  static func build(_ summary: SnapshotSummary, accept: (AcceptScope) -> String)
    -> MarkupElement
  {
    let failures = summary.results.filter { $0.failsRun }.count
    let cases: [MarkupNode] = summary.results.map { r in
      var children: [MarkupNode] = []
      if r.failsRun {
        let group = summary.group(of: r)
        let scope = group?.acceptScope ?? .alert(r.id, configurations: [r.configuration])
        let detail =
          (r.reasons + [r.numbers.summary(windowSize: summary.options.windowSize)]
          + summary.environment.map { "environment: \($0)" } + ["accept: \(accept(scope))"])
          .joined(separator: "\n")
        children.append(
          .el(
            "failure",
            [("message", message(r, group: group)), ("type", r.status.rawValue)],
            text: detail))
      } else if !r.identical {
        children.append(
          .el(
            "system-out",
            text:
              "warning: passed within tolerance: \(r.numbers.summary(windowSize: summary.options.windowSize))"
          ))
      }
      return .el(
        "testcase", [("classname", "snapshot.\(r.id)"), ("name", r.configuration)], children)
    }
    let suite = MarkupNode.el(
      "testsuite",
      [
        ("name", "alert-preview snapshot"), ("tests", "\(summary.results.count)"),
        ("failures", "\(failures)"), ("errors", "0"), ("skipped", "0"),
      ], cases)
    return MarkupElement(
      "testsuites",
      [
        ("name", "alert-preview snapshot"), ("tests", "\(summary.results.count)"),
        ("failures", "\(failures)"),
      ],
      [suite])
  }

  /// `title-only: the title changed (group of 8 configurations); 40 differing pixels in one…`.
  static func message(_ r: SnapshotResult, group: SnapshotGroup?) -> String {
    let reason = r.reasons.first ?? r.status.rawValue
    guard let group else { return reason }
    let size = group.configurations.count
    let what = group.status == .failed ? "\(group.change) changed" : group.change
    return "\(group.id): \(what) (group of \(size) configuration\(size == 1 ? "" : "s")); \(reason)"
  }
}
