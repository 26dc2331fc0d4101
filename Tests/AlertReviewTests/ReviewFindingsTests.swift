import AlertLayout
import AlertLint
import AlertSpec
import StyleSheet
import Testing

@testable import AlertReview

/// The pack's findings, linted once per configuration shown and joined: each once, naming
/// every configuration and look it was seen in.
@Suite struct ReviewFindingsTests {
  static let configurations = ReviewLayoutTests.configurations(["iphone-se"]).filter {
    $0.appearance == .light
  }
  static let portrait = configurations[0]
  static let landscape = configurations[1]

  static func finding(_ rule: String, message: String, in configuration: RenderConfiguration?)
    -> Finding
  {
    Finding(
      ruleID: rule, severity: .warning, message: message,
      location: SourceLocation(file: "Examples/x.json", line: 2, column: 3), alertID: "x",
      field: "message", configuration: configuration?.displayName)
  }

  @Test func aMeasuredFindingNamesEveryConfigurationOnce() {
    let runs = [(Self.portrait, "ios"), (Self.landscape, "ios"), (Self.portrait, "ios26")].map {
      configuration, look in
      ReviewFindings.Run(
        findings: [
          Self.finding("message-max-lines", message: "wraps on \(look)", in: configuration),
          Self.finding("no-pronouns", message: "addresses the reader", in: nil),
        ],
        configuration: configuration, look: look)
    }
    let joined = ReviewFindings.joined(runs)
    #expect(joined.map(\.ruleID) == ["message-max-lines", "no-pronouns"])
    #expect(joined[0].message == "wraps on ios", "the first run's message")
    #expect(
      joined[0].configuration
        == "iPhone SE (3rd generation): portrait (ios); landscape (ios); portrait (ios26)")
    #expect(joined[1].configuration == nil, "a finding that measures nothing names no place")
  }

  @Test func aFindingOfALaterLookAloneNamesIt() {
    let runs = [
      ReviewFindings.Run(findings: [], configuration: Self.portrait, look: "ios"),
      ReviewFindings.Run(
        findings: [Self.finding("no-pronouns", message: "addresses the reader", in: nil)],
        configuration: Self.portrait, look: "ios26"),
    ]
    #expect(ReviewFindings.joined(runs).map(\.configuration) == ["ios26"])
  }

  @Test func placesOnSeveralDevicesNameEach() {
    let ipad = ReviewLayoutTests.configurations(["ipad-air-11"])[0]
    #expect(
      ReviewFindings.places([(Self.portrait, nil), (ipad, nil)])
        == "iPhone SE (3rd generation) portrait; \(ipad.device.name) portrait")
  }
}
