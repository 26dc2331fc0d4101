import AlertLayout
import AlertLint
import AlertSpec
import Foundation
import StyleSheet
import Testing

/// Alerts far beyond the spec limits (built in Swift, so the loader's limits do not apply)
/// still lint in linear time: the limits are a contract, not the only guard.
@Suite struct LargeInputTests {
  /// Seconds `body` takes on the wall clock.
  private func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// The truncation rule once looked every button up in every layout again: 26 s for 10,000.
  /// Linear time is checked as a ratio, which load on the machine does not change: four times
  /// the buttons take about four times as long when linear, sixteen times when quadratic.
  @Test func thousandsOfButtonsLintInLinearTime() throws {
    let style = try LintFixtures.sheet("ios")
    let phone = try #require(style.devices.first)
    let configurations = RenderConfiguration.all(
      devices: [phone], orientations: [.portrait, .landscape], appearances: [.light], scales: [2])
    let linter = Linter(style: style, configurations: configurations)
    let location = SourceLocation(file: "many.json", line: 1, column: 1)
    func spec(_ count: Int) -> AlertSpec {
      let buttons = (0..<count).map {
        AlertButton(label: "Choice \($0)", role: .default, labelLocation: location)
      }
      return AlertSpec(id: "many", title: "Pick one?", buttons: buttons)
    }
    let (small, large) = (spec(500), spec(2_000))
    var report: LintReport?
    // The fastest of two runs each: a pause of the machine only ever adds time.
    let smallTime = (0..<2).map { _ in seconds { _ = linter.lint([small]) } }.min() ?? 0
    let largeTime = (0..<2).map { _ in seconds { report = linter.lint([large]) } }.min() ?? 0
    #expect(largeTime / smallTime < 8, "500 buttons: \(smallTime) s; 2,000: \(largeTime) s")
    #expect(report?.findings.contains { $0.ruleID == "buttons-max" } == true)
  }
}
