import FidelityCases
import Foundation
import Testing

/// Each real iOS screenshot (../shared/reference/real-ios-alerts, never copied here) against
/// alert-preview's render of the same alert, measured by the same code: every length within
/// ``FidelityTolerance/points`` and every colour within its CIE76 bound.
@Suite struct RealScreenshotTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test(arguments: FidelityCase.all)
  func matchesRealIOS(_ fidelityCase: FidelityCase) throws {
    let run = try FidelityRun(packageRoot: Self.packageRoot)
    let rows = try run.compare(fidelityCase)
    #expect(rows.count > 10, "too few metrics measured for \(fidelityCase.name)")
    for row in rows where !row.passes {
      Issue.record(
        "\(fidelityCase.name) \(row.metric): real \(row.real), preview \(row.preview), Δ \(row.delta) > \(row.tolerance) \(row.unit.rawValue)"
      )
    }
  }
}
