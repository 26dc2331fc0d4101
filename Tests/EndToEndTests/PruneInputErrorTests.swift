import Foundation
import Testing

/// `snapshot --prune --yes` after an input failed to load deletes nothing: the references of
/// the alerts it would have loaded are not orphans.
@Suite(.serialized) struct PruneInputErrorTests {
  let folder: URL
  let specs: URL
  let refs: URL

  /// A copy of the examples in `specs`, their references recorded in `refs`.
  init() throws {
    folder = try Binary.temporaryFolder()
    specs = folder.appendingPathComponent("specs")
    refs = folder.appendingPathComponent("refs")
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent("Examples"), to: specs)
    let recorded = try snapshot(specs.path, [])
    #expect(recorded.status == 1, "a recording run fails: \(recorded.stderr)")
  }

  func snapshot(_ path: String, _ extra: [String]) throws -> Binary.Result {
    try Binary.run(
      [
        "snapshot", path, "--references", refs.path, "--report",
        folder.appendingPathComponent("report").path, "--device", "iphone-se", "--orientation",
        "portrait", "-j", "2",
      ] + extra,
      environment: SnapshotCommandTests.clean)
  }

  /// Every PNG under `refs`, relative to it.
  func references() -> [String] {
    (FileManager.default.subpaths(atPath: refs.path) ?? []).filter { $0.hasSuffix(".png") }
      .sorted()
  }

  @Test func aMistypedPathDeletesNothingAndSaysWhy() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = references()
    #expect(before.count == 12)
    let typo = folder.appendingPathComponent("spces").path
    let result = try snapshot(typo, ["--prune", "--yes"])
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(references() == before)
    #expect(
      result.stderr.contains(
        "--prune deleted nothing: an input failed to load (\(typo)), so the references of "
          + "its alerts would look orphaned"), "\(result.stderr)")
    #expect(!result.stdout.contains("pruned:"), "\(result.stdout)")
  }

  @Test func aBrokenSpecFileDeletesNothingAndIsNamed() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = references()
    let broken = specs.appendingPathComponent("delete-photo-album.json")
    let text = try String(contentsOf: broken, encoding: .utf8)
    let comma = try #require(text.range(of: "\",\n"))
    try text.replacingCharacters(in: comma, with: "\"\n").write(
      to: broken, atomically: true, encoding: .utf8)
    let result = try snapshot(specs.path, ["--prune", "--yes"])
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(references() == before)
    #expect(
      result.stderr.contains("--prune deleted nothing: an input failed to load (\(broken.path))"),
      "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "not made by this run (some inputs failed to load): delete-photo-album/"),
      "\(result.stdout)")
  }

  @Test func theDryRunListsAndYesDeletesExactlyTheStaleOnes() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = references()
    let stale = before.filter { $0.hasPrefix("title-only/") }
    #expect(!stale.isEmpty)
    try FileManager.default.removeItem(at: specs.appendingPathComponent("title-only.json"))
    let dryRun = try snapshot(specs.path, ["--prune"])
    #expect(dryRun.status == 0, "\(dryRun.stdout)\(dryRun.stderr)")
    #expect(references() == before)
    for name in stale {
      #expect(dryRun.stdout.contains("would prune (--prune --yes deletes): \(name)"))
    }
    let pruned = try snapshot(specs.path, ["--prune", "--yes"])
    #expect(pruned.status == 0, "\(pruned.stdout)\(pruned.stderr)")
    #expect(references() == before.filter { !stale.contains($0) })
    for name in stale { #expect(pruned.stdout.contains("pruned: \(name)")) }
  }

  @Test func yesAloneIsAUsageError() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try snapshot(specs.path, ["--yes"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--yes confirms the deletions of --prune"), "\(result.stderr)")
  }
}
