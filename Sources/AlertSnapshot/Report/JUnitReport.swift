import AlertMarkup

/// JUnit XML for CI test tabs: one test case per snapshot, named by alert id and
/// configuration; failures carry the reasons, the numbers and the accept command.
enum JUnitReport {
  static func build(_ summary: SnapshotSummary, accept: (SnapshotResult) -> String)
    -> MarkupElement
  {
    let failures = summary.results.filter { $0.failsRun }.count
    let cases: [MarkupNode] = summary.results.map { r in
      var children: [MarkupNode] = []
      let detail =
        (r.reasons + [r.numbers.summary(windowSize: summary.options.windowSize)]
        + summary.environment.map { "environment: \($0)" } + ["accept: \(accept(r))"])
        .joined(separator: "\n")
      if r.failsRun {
        children.append(
          .el(
            "failure",
            [("message", r.reasons.first ?? r.status.rawValue), ("type", r.status.rawValue)],
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
}
