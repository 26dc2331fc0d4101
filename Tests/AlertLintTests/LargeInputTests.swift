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
  @Test func thousandsOfButtonsLintInLinearTime() throws {
    let location = SourceLocation(file: "many.json", line: 1, column: 1)
    let buttons = (0..<3_000).map {
      AlertButton(label: "Choice \($0)", role: .default, labelLocation: location)
    }
    let spec = AlertSpec(id: "many", title: "Pick one?", buttons: buttons)
    let style = try LintFixtures.sheet("ios")
    let phone = try #require(style.devices.first)
    let configurations = RenderConfiguration.all(
      devices: [phone], orientations: [.portrait, .landscape], appearances: [.light], scales: [2])
    let linter = Linter(style: style, configurations: configurations)
    var report: LintReport?
    let time = seconds { report = linter.lint([spec]) }
    #expect(time < 2, "linting 3,000 buttons took \(time) s")
    #expect(report?.findings.contains { $0.ruleID == "buttons-max" } == true)
  }
}
