import Foundation
import Testing

/// `alert-preview snapshot` as CI runs it: exit codes, output, artifacts, orphans.
@Suite(.serialized) struct SnapshotCommandTests {
  /// Clears the variables that pick a record mode, so the machine's own CI setting never leaks.
  static let clean = ["CI": "", "ALERT_PREVIEW_RECORD": "", "NO_COLOR": "1"]

  static func snapshot(
    _ extra: [String], refs: URL, report: URL, environment: [String: String] = [:]
  ) throws -> Binary.Result {
    try Binary.run(
      [
        "snapshot", "Examples", "--references", refs.path, "--report", report.path, "--device",
        "iphone-se", "--orientation", "portrait",
      ] + extra,
      environment: clean.merging(environment) { $1 })
  }

  @Test func recordThenVerifyThenFailWithArtifactsAndTheAcceptCommand() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refs = folder.appendingPathComponent("refs")
    let report = folder.appendingPathComponent("report")

    let first = try Self.snapshot([], refs: refs, report: report)
    #expect(first.status == 1, "a recording run fails")
    #expect(first.stdout.contains("NEW: delete-photo-album iphone-se.portrait.light@2x"))
    #expect(first.stdout.contains("recorded 12 references, so this run fails"))

    let second = try Self.snapshot(["--format", "json"], refs: refs, report: report)
    #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])
    #expect((json["passed"] as? [String])?.count == 12)
    #expect((json["warnings"] as? [String])?.isEmpty == true, "byte-identical across processes")

    // Replace one reference by another alert's render: a mismatch.
    let target = refs.appendingPathComponent(
      "title-only/title-only.iphone-se.portrait.light@2x.png")
    try FileManager.default.removeItem(at: target)
    try FileManager.default.copyItem(
      at: refs.appendingPathComponent(
        "leave-this-area/leave-this-area.iphone-se.portrait.light@2x.png"),
      to: target)
    let third = try Self.snapshot([], refs: refs, report: report)
    #expect(third.status == 1)
    #expect(third.stdout.contains("FAIL: title-only iphone-se.portrait.light@2x"))
    #expect(third.stdout.contains("differing pixels"))
    let accept = try #require(
      third.stdout.split(separator: "\n").first { $0.contains("accept: ") })
    #expect(accept.hasSuffix("--record failed --filter title-only"))
    for kind in ["actual", "panels", "diff", "reference"] {
      let file = report.appendingPathComponent(
        "images/title-only/title-only.iphone-se.portrait.light@2x.\(kind).png")
      #expect(FileManager.default.fileExists(atPath: file.path), "\(kind) image")
    }
    for file in ["index.html", "report.json", "junit.xml"] {
      #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(file).path))
    }

    // Run the printed accept command: it records, fails once, then everything passes.
    // Drop "accept:", "alert-preview" and "snapshot".
    let words = accept.split(separator: " ").dropFirst(3).map(String.init)
    let accepted = try Binary.run(["snapshot"] + words, environment: Self.clean)
    #expect(accepted.status == 1, "re-recording says so and fails")
    #expect(accepted.stdout.contains("recorded"))
    #expect(try Self.snapshot([], refs: refs, report: report).status == 0)
  }

  @Test func neverFailsOnAMissingReferenceAndCIMeansNever() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refs = folder.appendingPathComponent("refs")
    let report = folder.appendingPathComponent("report")
    let never = try Self.snapshot(["--record", "never"], refs: refs, report: report)
    #expect(never.status == 1)
    #expect(never.stdout.contains("MISSING: delete-photo-album"))
    #expect(!FileManager.default.fileExists(atPath: refs.path), "nothing written")
    let ci = try Self.snapshot([], refs: refs, report: report, environment: ["CI": "true"])
    #expect(ci.status == 1)
    #expect(!FileManager.default.fileExists(atPath: refs.path), "CI defaults to never")
    let overridden = try Self.snapshot(
      [], refs: refs, report: report,
      environment: ["CI": "true", "ALERT_PREVIEW_RECORD": "missing"])
    #expect(overridden.status == 1)
    #expect(
      FileManager.default.fileExists(atPath: refs.appendingPathComponent("fingerprint.json").path))
    let junit = try Self.snapshot(["--format", "junit"], refs: refs, report: report)
    #expect(junit.status == 0)
    #expect(
      junit.stdout.contains(#"<testsuite name="alert-preview snapshot" tests="12" failures="0""#))
  }

  @Test func orphansAreListedAndPrunedOnlyOnRequest() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refs = folder.appendingPathComponent("refs")
    let report = folder.appendingPathComponent("report")
    _ = try Self.snapshot([], refs: refs, report: report)
    let orphan = refs.appendingPathComponent("retired/retired.iphone-se.portrait.light@2x.png")
    try FileManager.default.createDirectory(
      at: orphan.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: orphan)
    // A reference of an existing alert on a device this run does not select is not an orphan.
    let otherDevice = refs.appendingPathComponent(
      "title-only/title-only.iphone-15.portrait.light@2x.png")
    try Data().write(to: otherDevice)
    let listed = try Self.snapshot([], refs: refs, report: report)
    #expect(listed.status == 0)
    #expect(
      listed.stdout.contains(
        "orphaned (no alert produced it; --prune lists, --prune --yes deletes): retired/"))
    let filtered = try Self.snapshot(
      ["--filter", "title-only", "--prune"], refs: refs, report: report)
    #expect(!filtered.stdout.contains("retired"))
    #expect(FileManager.default.fileExists(atPath: orphan.path))
    let dryRun = try Self.snapshot(["--prune"], refs: refs, report: report)
    #expect(dryRun.status == 0, "a dry run leaves the exit status alone: \(dryRun.stderr)")
    #expect(
      dryRun.stdout.contains(
        "would prune (--prune --yes deletes): retired/retired.iphone-se.portrait.light@2x.png"))
    #expect(
      dryRun.stderr.contains(
        "--prune: 1 reference would be deleted, and nothing was; run again with --prune --yes"))
    #expect(FileManager.default.fileExists(atPath: orphan.path))
    let pruned = try Self.snapshot(["--prune", "--yes"], refs: refs, report: report)
    #expect(pruned.stdout.contains("pruned: retired/retired.iphone-se.portrait.light@2x.png"))
    #expect(!FileManager.default.fileExists(atPath: orphan.path))
    #expect(!pruned.stdout.contains("iphone-15"))
    #expect(FileManager.default.fileExists(atPath: otherDevice.path))
  }

  /// `--references .` in a repository: only names of the reference scheme can be orphans;
  /// photos, documentation images and stray notes are listed as not references and kept.
  @Test func pruneDeletesOnlyReferencesAndListsEverythingElse() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refs = folder.appendingPathComponent("refs")
    let report = folder.appendingPathComponent("report")
    _ = try Self.snapshot([], refs: refs, report: report)
    let orphans = [
      "retired/retired.iphone-se.portrait.light@2x.png",  // an alert that no longer exists
      "title-only/title-only.iphone-6-plus.portrait.light@3x.png",  // a device the sheet lost
    ]
    let others = [
      "docs/images/a.png", "photos/holiday.png", "title-only/notes.png", "x/y.png",
      "title-only/title-only.iphone-se.sideways.light@2x.png",
      "Retired/Retired.iphone-se.portrait.light@2x.png",
    ]
    for name in orphans + others {
      let file = refs.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("not a render".utf8).write(to: file)
    }
    let listed = try Self.snapshot([], refs: refs, report: report)
    for name in orphans {
      #expect(
        listed.stdout.contains(
          "orphaned (no alert produced it; --prune lists, --prune --yes deletes): \(name)"))
    }
    let dryRun = try Self.snapshot(["--prune"], refs: refs, report: report)
    for name in orphans + others {
      #expect(FileManager.default.fileExists(atPath: refs.appendingPathComponent(name).path))
    }
    #expect(dryRun.stderr.contains("--prune: 2 references would be deleted"), "\(dryRun.stderr)")
    let pruned = try Self.snapshot(["--prune", "--yes"], refs: refs, report: report)
    #expect(pruned.status == 0, "\(pruned.stdout)\(pruned.stderr)")
    for name in orphans {
      #expect(pruned.stdout.contains("pruned: \(name)"), "\(pruned.stdout)")
      #expect(!FileManager.default.fileExists(atPath: refs.appendingPathComponent(name).path))
    }
    for name in others {
      #expect(
        FileManager.default.fileExists(atPath: refs.appendingPathComponent(name).path), "\(name)")
      #expect(pruned.stdout.contains("not a reference, left alone: \(name)"), "\(pruned.stdout)")
    }
    #expect(pruned.stdout.contains("2 orphaned, 6 not references"))
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: report.appendingPathComponent("report.json")))
        as? [String: Any])
    #expect(json["pruned"] as? [String] == orphans.sorted())
    #expect(json["notReferences"] as? [String] == others.sorted())
    let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("Not references, left alone (6)"))
  }

  @Test(arguments: [
    (["--record", "sometimes"], "--record takes all, missing, failed or never, not 'sometimes'."),
    (["--filter", "title-onyl"], "Did you mean 'title-only'?"),
    (["--format", "xml"], "--format takes text, json or junit"),
    (["--threshold", "2"], "--threshold must be a number from 0 to 1, such as 0.05, not '2'"),
    (["--diff-alpha", "-1"], "--diff-alpha must be an opacity from 0 to 1, such as 0.1"),
    (["--diff-color", "red"], "such as 255,0,0, not 'red'"),
    (
      ["--aa-color", "255,255"], "--aa-color must be a colour as three whole numbers from 0 to 255"
    ),
    (["--diff-color-alt", "0,300,0"], "such as 0,255,0, not '0,300,0'"),
  ])
  func inputErrorsExitWithTwo(arguments: [String], message: String) throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.snapshot(
      arguments, refs: folder.appendingPathComponent("refs"),
      report: folder.appendingPathComponent("report"))
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func referencesAreRequired() throws {
    let result = try Binary.run(["snapshot", "Examples"], environment: Self.clean)
    #expect(result.status == 2)
    #expect(result.stderr.contains("--references DIR"))
  }
}
