import AlertRender
import Foundation
import Testing

@testable import AlertSnapshot

/// Failures grouped by alert and change, compact configuration lists, and what each report
/// says of a group.
@Suite struct SnapshotGroupTests {
  static func failure(_ id: String, _ configuration: String, parts: [String]) -> SnapshotResult {
    SnapshotResult(
      id: id, configuration: configuration, reference: "\(id)/\(id).\(configuration).png",
      status: .failed, recorded: false, identical: false, numbers: ComparisonNumbers(),
      reasons: ["40 differing pixels in all; the budget is 10"], artifacts: [:],
      change: SnapshotChange(
        box: PixelBox(x: 10, y: 20, width: 30, height: 8),
        crop: PixelBox(x: 0, y: 0, width: 64, height: 40), parts: parts))
  }

  static func summary(_ results: [SnapshotResult]) -> SnapshotSummary {
    var summary = SnapshotSummary(recordMode: .missing, options: ComparisonOptions())
    summary.collect(results)
    return summary
  }

  static let four = [
    "iphone-se.portrait.light@2x", "iphone-se.portrait.dark@2x", "iphone-se.landscape.light@2x",
    "iphone-se.landscape.dark@2x",
  ]

  @Test func oneChangeInEveryConfigurationIsOneGroupNamingThemAll() throws {
    let summary = Self.summary(Self.four.map { Self.failure("save", $0, parts: ["title"]) })
    #expect(summary.groups.count == 1)
    let group = try #require(summary.groups.first)
    #expect(group.configurations == Self.four)
    #expect(group.change == "the title")
    #expect(group.acceptScope == .alert("save", configurations: nil))
    #expect(
      ConfigurationList.compact(group.configurations, id: "save")
        == "iphone-se.{portrait,landscape}.{light,dark}@2x")
    let lines = TextReport.lines(
      group, summary: summary, artifactsFolder: "report", accept: "accept-group")
    #expect(lines.first == "FAIL: save in 4 configurations")
    #expect(lines.contains("  changed: the title"))
    #expect(lines.contains("  accept: accept-group"))
    #expect(lines.filter { $0.hasPrefix("FAIL") }.count == 1)
  }

  @Test func twoChangesAreTwoGroupsSortedByAlertThenSize() throws {
    let results =
      [Self.failure("save", Self.four[0], parts: ["title", "button 2"])]
      + Self.four.dropFirst().map { Self.failure("save", $0, parts: ["title"]) }
      + [Self.failure("delete", Self.four[0], parts: ["message"])]
    let summary = Self.summary(results)
    #expect(summary.groups.map(\.id) == ["delete", "save", "save"])
    #expect(summary.groups.map(\.configurations.count) == [1, 3, 1])
    #expect(summary.groups[0].acceptScope == .alert("delete", configurations: nil))
    #expect(
      summary.groups[1].acceptScope == .alert("save", configurations: Array(Self.four.dropFirst())))
    #expect(summary.groups[2].change == "the title and button 2")
    #expect(
      ConfigurationList.compact(summary.groups[1].configurations, id: "save")
        == Self.four.dropFirst().joined(separator: ", "), "not every combination: listed")
    let junit = String(
      decoding: try ReportWriter.junit(summary) { scope in
        guard case .alert(let id, let configurations) = scope else { return "accept all" }
        return "accept \(id)"
          + (configurations.map { " --only " + $0.joined(separator: ",") } ?? "")
      }, as: UTF8.self)
    #expect(junit.components(separatedBy: "<testcase").count == 6, "one testcase each")
    #expect(junit.contains("save: the title changed (group of 3 configurations)"))
    #expect(junit.contains("--only"))
  }

  @Test func configurationListsExpandToTheirNames() {
    let sizes = ["iphone-se.portrait.light@2x", "iphone-se.portrait.light.AX3@2x"]
    #expect(ConfigurationList.compact(sizes, id: "a") == "iphone-se.portrait.light{,.AX3}@2x")
    let locales = [
      "iphone-se.portrait.light@2x", "iphone-se.portrait.light.de@2x",
      "iphone-15.portrait.light@2x", "iphone-15.portrait.light.de@2x",
    ]
    #expect(
      ConfigurationList.compact(locales, id: "a") == "{iphone-se,iphone-15}.portrait.light{,.de}@2x"
    )
    #expect(ConfigurationList.compact([sizes[0]], id: "a") == sizes[0])
  }

  @Test func boxesArePaddedCutAndCropped() throws {
    var mask = [UInt8](repeating: 0, count: 10 * 8)
    mask[2 * 10 + 3] = PixelMatch.Mark.darker
    mask[5 * 10 + 6] = PixelMatch.Mark.lighter
    mask[7 * 10 + 9] = PixelMatch.Mark.antialiased
    let box = try #require(
      PixelBox.bounding(mask, width: 10) {
        $0 == PixelMatch.Mark.darker || $0 == PixelMatch.Mark.lighter
      })
    #expect(box == PixelBox(x: 3, y: 2, width: 4, height: 4))
    #expect(box.padded(by: 2, within: 10, 8) == PixelBox(x: 1, y: 0, width: 8, height: 8))
    let change = try #require(
      SnapshotChange.locate(mask: mask, width: 10, height: 8, geometry: nil, scale: 1))
    #expect(change.box == box && change.parts == ["screen"])
    let image = PNGImage(width: 10, height: 8, rgba: (0..<320).map { UInt8($0 % 256) })
    let crop = image.cropped(to: box)
    #expect(crop.width == 4 && crop.height == 4)
    #expect(Array(crop.rgba[0..<4]) == Array(image.rgba[(2 * 10 + 3) * 4..<(2 * 10 + 3) * 4 + 4]))
  }
}
