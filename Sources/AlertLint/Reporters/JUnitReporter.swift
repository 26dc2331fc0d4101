import AlertMarkup
import AlertSpec
import AlertSupport

/// JUnit XML for CI test tabs: one test case per alert (class name: its file), failed when the
/// alert has error-level findings, and one test case with an `<error>` per input error.
///
/// A failing case holds one `<failure>` (the first error's rule id as its `type`, its message
/// "1 error: …" or "2 errors: rule-a, rule-b") whose text lists every finding as
/// `file:line:col: severity: message [rule-id]`. Warnings and suggestions alone leave the case
/// passing, listed in its `<system-out>`, as a test that passes with output. Suppressed
/// findings are left out. The XML is built and serialised by libxml2.
public struct JUnitReporter: Sendable {
  /// The test suite's name.
  public static let suiteName = "alert-preview lint"

  /// A JUnit reporter.
  public init() {}

  /// The XML document, UTF-8, with its declaration.
  public func render(_ report: LintReport) throws -> String {
    do {
      return try MarkupDocument.xml(tree(report))
    } catch let error as MarkupError {
      throw ReporterError(error.description)
    }
  }

  func tree(_ report: LintReport) -> MarkupElement {
    let active = Dictionary(grouping: report.activeFindings, by: \.alertID)
    var ids = report.alerts.map(\.id)
    ids += active.keys.filter { !Set(ids).contains($0) }.sorted()
    let files = Dictionary(
      report.alerts.map { ($0.id, $0.locations[""]?.file ?? "") }, uniquingKeysWith: { a, _ in a })
    var cases = ids.map { id in
      let findings = active[id] ?? []
      return testCase(
        file: files[id] ?? findings.first?.location.file ?? "", name: id, findings: findings)
    }
    cases += report.inputErrors.map { error in
      MarkupElement(
        "testcase",
        [("classname", error.location.file), ("name", "input error at \(error.location)")],
        [
          .element(
            MarkupElement(
              "error", [("message", Self.shown(error.message)), ("type", "input-error")],
              [.text(Self.shown("\(error.location): error: \(error.message)"))]))
        ])
    }
    let failures = ids.count { (active[$0] ?? []).contains { $0.severity == .error } }
    let counts: [(String, String)] = [
      ("tests", "\(cases.count)"), ("failures", "\(failures)"),
      ("errors", "\(report.inputErrors.count)"),
    ]
    let suite = MarkupElement(
      "testsuite", [("name", Self.suiteName)] + counts, cases.map { .element($0) })
    return MarkupElement("testsuites", [("name", Self.suiteName)] + counts, [.element(suite)])
  }

  /// Text a CI page shows people, its bidi controls escaped (``TerminalText``).
  private static func shown(_ text: String) -> String {
    TerminalText.escapingBidiControls(text)
  }

  private func testCase(file: String, name: String, findings: [Finding]) -> MarkupElement {
    let attributes = [("classname", file), ("name", name)]
    guard !findings.isEmpty else { return MarkupElement("testcase", attributes) }
    let lines = findings.map {
      "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]"
    }
    let text = MarkupNode.text(Self.shown(lines.joined(separator: "\n")))
    let errors = findings.filter { $0.severity == .error }
    guard let first = errors.first else {
      return MarkupElement(
        "testcase", attributes, [.element(MarkupElement("system-out", [], [text]))])
    }
    let message =
      errors.count == 1
      ? "1 error: \(first.message)"
      : "\(errors.count) errors: " + errors.map(\.ruleID).joined(separator: ", ")
    let failure = MarkupElement(
      "failure", [("message", Self.shown(message)), ("type", first.ruleID)], [text])
    return MarkupElement("testcase", attributes, [.element(failure)])
  }
}
