import AlertLint
import Foundation
import Testing

/// Every reporter on the synthetic report, compared with its golden file.
@Suite struct ReporterGoldenTests {
  static let options = LintReportOptions(tool: ReportFixture.tool)

  @Test(arguments: LintFormat.allCases)
  func matchesGolden(_ format: LintFormat) throws {
    let output = try format.render(ReportFixture.report, options: Self.options)
    Golden.files.expectEqual(output, to: "report.\(format.rawValue)")
  }

  @Test func colouredTextMatchesGolden() {
    let output = TextReporter(colour: true).render(ReportFixture.report)
    Golden.files.expectEqual(output, to: "report.coloured.text")
    #expect(output.contains("\u{1B}[1;31merror\u{1B}[0m"))
  }

  @Test(arguments: LintFormat.allCases)
  func anEmptyReportMatchesGolden(_ format: LintFormat) throws {
    let empty = LintReport(alerts: [], findings: [], inputErrors: [], rules: [], styleName: "ios")
    let output = try format.render(empty, options: Self.options)
    Golden.files.expectEqual(output, to: "empty.\(format.rawValue)")
  }
}
