import AlertRender
import Foundation
import Testing

@testable import AlertSnapshot

/// Real renders: a changed word lands in the title, a changed label in its button, and the
/// crops around the change are PNGs of the padded box.
@Suite struct SnapshotChangeTests {
  @Test func aChangedWordIsOneGroupOfTheTitleWithCropsAroundIt() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refs = folder.appendingPathComponent("refs")
    let report = folder.appendingPathComponent("report")
    var specs = try RunnerTests.specs()
    _ = try RunnerTests.runner(refs, nil, mode: .missing).run(specs)
    specs[0].title = "Delete “Holiday Photos”?"
    specs[1].buttons[0].label = "Done"
    let summary = try RunnerTests.runner(refs, report, mode: .never).run(specs)
    #expect(summary.failed.count == 4)
    #expect(summary.groups.map(\.id) == ["delete-photo-album", "saved"])
    #expect(summary.groups.map(\.configurations.count) == [2, 2])
    #expect(summary.groups.map(\.change) == ["the title", "button 1"])
    for result in summary.results where result.status == .failed {
      let change = try #require(result.change)
      #expect(change.crop.x <= change.box.x && change.crop.maxX >= change.box.maxX)
      #expect(change.crop.width * change.crop.height * 10 < 750 * 1334, "\(change.crop)")
      #expect(change.crop.height < 200, "a band around one line: \(change.crop)")
      for kind in ["reference-crop", "actual-crop", "diff-crop"] {
        let path = try #require(result.artifacts[kind])
        let image = try PNGImage(data: Data(contentsOf: report.appendingPathComponent(path)))
        #expect(image.width == change.crop.width && image.height == change.crop.height)
      }
    }
  }
}
