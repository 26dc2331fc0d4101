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

  static func writeSpecs(_ folder: URL, version: String, ids: [String] = ids) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for id in ids {
      try
        #"{"id": "\#(id)", "title": "Leave \#(id) \#(version)?", "buttons": [{"label": "Leave"}]}"#
        .write(to: folder.appendingPathComponent(id + ".json"), atomically: true, encoding: .utf8)
    }
  }

  /// A gallery run; killed (SIGKILL) after its `killAfter`-th write step, or with its first
  /// worker to write `killWorkerAfter` image sets killed then (`killed` is that worker's
  /// marker file, so only one is).
  static func gallery(
    _ specs: URL, out: URL, killAfter: Int? = nil, killWorkerAfter: Int? = nil,
    killed: URL? = nil
  ) throws -> Binary.Result {
    var environment: [String: String] = [:]
    environment["ALERT_PREVIEW_TEST_KILL_AFTER_WRITES"] = killAfter.map(String.init)
    environment["ALERT_PREVIEW_TEST_KILL_WORKER_AFTER_WRITES"] = killWorkerAfter.map(String.init)
    environment["ALERT_PREVIEW_TEST_KILL_WORKER_ONCE"] = killed?.path
    return try Binary.run(
      [
        "gallery", specs.path, "--out", out.path, "--device", "iphone-se", "--appearance",
        "light", "-j", "2",
      ], environment: environment)
  }

  @Test func aRunKilledAtAnyStepThenRevertedIsRepairedByTheNextRun() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    let site = folder.appendingPathComponent("site")
    try Self.writeSpecs(specs, version: "v1")
    let fresh = folder.appendingPathComponent("fresh")
    #expect(try Self.gallery(specs, out: fresh).status == 0)
    let expected = try Binary.files(fresh)
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
      let actual = try Binary.files(site)
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
      clean[version] = try Binary.files(fresh)
    }
    let site = folder.appendingPathComponent("site")
    for round in 1...3 {
      let results = Parallel.map(2, threads: 2) { index in
        try? Self.gallery(folder.appendingPathComponent("specs-" + versions[index]), out: site)
      }
      #expect(results.allSatisfy { $0?.status == 0 }, "round \(round)")
      let actual = try Binary.files(site)
      #expect(
        versions.contains { clean[$0] == actual },
        "round \(round): the site is neither version's clean build")
    }
  }

  /// The same with enough alerts for two worker processes (20 alerts, 40 configurations): the
  /// run killed with SIGKILL after its N-th image set, or one worker killed after its N-th,
  /// then reverted; the next run's site equals a clean build.
  @Test func aRunOrAWorkerKilledAtAnyStepIsRepairedByTheNextRun() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ids = (1...20).map { "alert-\($0)" }
    let specs = folder.appendingPathComponent("specs")
    let site = folder.appendingPathComponent("site")
    try Self.writeSpecs(specs, version: "v1", ids: ids)
    let fresh = folder.appendingPathComponent("fresh")
    #expect(try Self.gallery(specs, out: fresh).status == 0)
    let expected = try Binary.files(fresh)
    #expect(expected.keys.filter { $0.hasSuffix(".png") && !$0.hasSuffix(".card.png") }.count == 40)
    #expect(try Self.gallery(specs, out: site).status == 0)
    let kills: [(parent: Int?, worker: Int?)] =
      [1, 7, 20, 39, 41].map { ($0, nil) } + [1, 5, 13].map { (nil, $0) }
    for kill in kills {
      let step =
        kill.parent.map { "run killed after \($0)" } ?? "worker killed after \(kill.worker!)"
      try Self.writeSpecs(specs, version: "v2", ids: ids)
      let marker = folder.appendingPathComponent("killed-\(kill.worker ?? 0)")
      let killed = try Self.gallery(
        specs, out: site, killAfter: kill.parent, killWorkerAfter: kill.worker, killed: marker)
      if kill.parent != nil {
        #expect(killed.status == SIGKILL, "\(step): \(killed.stderr)")
      } else {
        #expect(killed.status == 0, "\(step): \(killed.stderr)")
        #expect(killed.stderr.contains("trying again in a fresh worker"), "\(step)")
      }
      try Self.writeSpecs(specs, version: "v1", ids: ids)
      let repaired = try Self.gallery(specs, out: site)
      #expect(repaired.status == 0, "\(repaired.stderr)")
      let leftovers = try FileManager.default.subpathsOfDirectory(atPath: site.path).filter {
        $0.hasSuffix(".tmp")
      }
      #expect(leftovers.isEmpty, "\(step): temporary files are left")
      let actual = try Binary.files(site)
      #expect(actual.keys.sorted() == expected.keys.sorted(), "\(step)")
      let stale = expected.keys.filter { actual[$0] != expected[$0] }.sorted()
      #expect(stale.isEmpty, "\(step), then reverted: \(stale.prefix(3)) differ")
    }
  }

  /// What a killed run drew is kept: its workers recorded each image in the shared cache as
  /// they wrote it, so the next run draws only the rest, and its site equals a clean build.
  @Test func aRunKilledHalfWayKeepsTheImagesItDrew() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ids = (1...20).map { "alert-\($0)" }
    let specs = folder.appendingPathComponent("specs")
    try Self.writeSpecs(specs, version: "v1", ids: ids)
    let fresh = folder.appendingPathComponent("fresh")
    #expect(try Self.gallery(specs, out: fresh).status == 0)
    let site = folder.appendingPathComponent("site")
    let killed = try Self.gallery(specs, out: site, killAfter: 20)
    #expect(killed.status == SIGKILL, "\(killed.stderr)")
    let resumed = try Self.gallery(specs, out: site)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    let counts = try #require(
      resumed.stderr.firstMatch(of: /rendered (\d+) configurations?, reused (\d+) unchanged/))
    let (rendered, reused) = (Int(counts.1) ?? -1, Int(counts.2) ?? -1)
    #expect(rendered + reused == 40)
    #expect(reused >= 20, "only \(reused) of the 20 image sets drawn before the kill were kept")
    #expect(try Binary.files(site) == Binary.files(fresh))
  }
}
