import AlertSupport
import Foundation
import Testing

/// A gallery run killed at any step, followed by a change of the specs, must not leave the next
/// complete run showing images of another version: the site must equal one built from scratch.
@Suite(.serialized) struct GalleryKillTests {
  /// Four alerts, one device in both orientations: 8 configurations (16 images and 4 card
  /// pictures), then pages.
  static let ids = ["one", "two", "three", "four"]
  static let steps = 9

  static func writeSpecs(_ folder: URL, version: String) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for id in ids {
      try
        #"{"id": "\#(id)", "title": "Leave \#(id) \#(version)?", "buttons": [{"label": "Leave"}]}"#
        .write(to: folder.appendingPathComponent(id + ".json"), atomically: true, encoding: .utf8)
    }
  }

  static func gallery(_ specs: URL, out: URL, killAfter: Int? = nil) throws -> Binary.Result {
    try Binary.run(
      [
        "gallery", specs.path, "--out", out.path, "--device", "iphone-se", "--appearance",
        "light", "-j", "2",
      ],
      environment: killAfter.map { ["ALERT_PREVIEW_TEST_KILL_AFTER_WRITES": String($0)] } ?? [:])
  }

  /// Every file under `folder` but the cache manifest and hidden temporary files, with its bytes.
  static func contents(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for relative in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
      let path = folder.appendingPathComponent(relative).path
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder.boolValue,
        !(relative as NSString).lastPathComponent.hasPrefix(".")
      else { continue }
      files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
    }
    return files
  }

  @Test func aRunKilledAtAnyStepThenRevertedIsRepairedByTheNextRun() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    let site = folder.appendingPathComponent("site")
    try Self.writeSpecs(specs, version: "v1")
    let fresh = folder.appendingPathComponent("fresh")
    #expect(try Self.gallery(specs, out: fresh).status == 0)
    let expected = try Self.contents(fresh)
    let pngs = expected.keys.filter { $0.hasSuffix(".png") }
    #expect(pngs.filter { !$0.hasSuffix(".card.png") }.count == 8)
    #expect(pngs.filter { $0.hasSuffix(".card.png") }.count == 4)
    #expect(try Self.gallery(specs, out: site).status == 0)
    for step in 1...Self.steps {
      try Self.writeSpecs(specs, version: "v2")
      let killed = try Self.gallery(specs, out: site, killAfter: step)
      #expect(killed.status == SIGKILL, "step \(step): \(killed.stderr)")
      try Self.writeSpecs(specs, version: "v1")
      let repaired = try Self.gallery(specs, out: site)
      #expect(repaired.status == 0, "\(repaired.stderr)")
      let leftovers = try FileManager.default.subpathsOfDirectory(atPath: site.path).filter {
        $0.hasSuffix(".tmp")
      }
      #expect(leftovers.isEmpty, "step \(step): temporary files of the killed run are left")
      let actual = try Self.contents(site)
      #expect(actual.keys.sorted() == expected.keys.sorted(), "step \(step)")
      let stale = expected.keys.filter { actual[$0] != expected[$0] }.sorted()
      #expect(stale.isEmpty, "killed after step \(step), then reverted: \(stale) differ")
    }
  }

  /// Two runs into one site at once, of two versions of the specs, take turns
  /// (``FolderLock``): the site is then wholly one version's, as a clean build of it, never a
  /// mix of the two, whichever finishes last.
  @Test func twoRunsIntoOneSiteAtOnceLeaveOneWholeVersion() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let versions = ["v1", "v2"]
    var clean: [String: [String: Data]] = [:]
    for version in versions {
      let specs = folder.appendingPathComponent("specs-" + version)
      try Self.writeSpecs(specs, version: version)
      let fresh = folder.appendingPathComponent("fresh-" + version)
      #expect(try Self.gallery(specs, out: fresh).status == 0)
      clean[version] = try Self.contents(fresh)
    }
    let site = folder.appendingPathComponent("site")
    for round in 1...3 {
      let results = Parallel.map(2, threads: 2) { index in
        try? Self.gallery(folder.appendingPathComponent("specs-" + versions[index]), out: site)
      }
      #expect(results.allSatisfy { $0?.status == 0 }, "round \(round)")
      let actual = try Self.contents(site)
      #expect(
        versions.contains { clean[$0] == actual },
        "round \(round): the site is neither version's clean build")
    }
  }
}
