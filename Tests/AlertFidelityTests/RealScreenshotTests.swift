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
    // A known difference is for what is out of bounds: one that is back within them is stale.
    for row in rows where row.known != nil && abs(row.delta) <= row.tolerance {
      Issue.record(
        "\(fidelityCase.name) \(row.metric): Δ \(row.delta) is within \(row.tolerance) \(row.unit.rawValue); take it off the case's known differences"
      )
    }
  }

  /// Text as wide as SF Pro's: over every line of text and label measured in both sets (but
  /// where the measure itself is known to fail), the preview's ink widths are within
  /// ``FidelityTolerance/meanInkWidth`` per cent of iOS's on average.
  @Test func textIsAsWideAsSFPro() throws {
    let run = try FidelityRun(packageRoot: Self.packageRoot)
    var deltas: [Double] = []
    for fidelityCase in FidelityCase.all {
      for row in try run.compare(fidelityCase)
      where row.unit == .percent && row.known?.isMeasuringLimit != true {
        deltas.append(abs(row.delta))
      }
    }
    #expect(deltas.count >= 50)
    let mean = deltas.reduce(0, +) / Double(deltas.count)
    #expect(mean <= FidelityTolerance.meanInkWidth, "mean ink-width difference \(mean) %")
  }
}
