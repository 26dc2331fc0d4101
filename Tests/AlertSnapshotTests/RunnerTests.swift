import AlertLayout
import AlertSpec
import Foundation
import Testing

@testable import AlertSnapshot

/// Whole runs: names, orphans and pruning, the fingerprint, the reports.
@Suite struct RunnerTests {
  static func runner(
    _ refs: URL, _ report: URL?, mode: RecordMode, filtered: Bool = false, prune: Bool = false
  )
    -> SnapshotRunner
  {
    SnapshotRunner(
      style: Fixtures.ios,
      configurations: [Fixtures.configuration(), Fixtures.configuration(Fixtures.ios, .landscape)],
      verifier: SnapshotVerifier(references: refs, artifacts: report, mode: mode),
      filtered: filtered, prune: prune, jobs: 2)
  }

  static func specs() throws -> [AlertSpec] {
    [
      try Fixtures.spec(Fixtures.deletePhotos),
      try Fixtures.spec(#"{"id": "saved", "title": "Saved", "buttons": [{"label": "OK"}]}"#),
    ]
  }

  @Test func namesComeFromTheIdAndTheConfigurationAndTheFirstRunFails() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refs = folder.appendingPathComponent("refs")
    let first = try Self.runner(refs, nil, mode: .missing).run(Self.specs())
    #expect(first.fails)
    #expect(first.new.count == 4)
    let names = try FileManager.default.subpathsOfDirectory(atPath: refs.path).filter {
      $0.hasSuffix(".png")
    }.sorted()
    #expect(
      names == [
        "delete-photo-album/delete-photo-album.iphone-se.landscape.light@2x.png",
        "delete-photo-album/delete-photo-album.iphone-se.portrait.light@2x.png",
        "saved/saved.iphone-se.landscape.light@2x.png",
        "saved/saved.iphone-se.portrait.light@2x.png",
      ])
    #expect(
      FileManager.default.fileExists(atPath: refs.appendingPathComponent("fingerprint.json").path))
    // Reversed order, same names, all identical.
    let second = try Self.runner(refs, nil, mode: .never).run(Self.specs().reversed())
    #expect(!second.fails)
    #expect(second.passed.count == 4 && second.warnings.isEmpty)
    #expect(second.environment.isEmpty)
  }

  @Test func orphansAreListedOnUnfilteredRunsAndDeletedOnlyByPrune() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refs = folder.appendingPathComponent("refs")
    _ = try Self.runner(refs, nil, mode: .missing).run(Self.specs())
    let stale = refs.appendingPathComponent("gone/gone.iphone-se.portrait.light@2x.png")
    try FileManager.default.createDirectory(
      at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data([1, 2, 3]).write(to: stale)
    let listed = try Self.runner(refs, nil, mode: .never).run(Self.specs())
    #expect(listed.orphaned == ["gone/gone.iphone-se.portrait.light@2x.png"])
    #expect(!listed.fails, "an orphan alone does not fail the run")
    #expect(FileManager.default.fileExists(atPath: stale.path), "listing deletes nothing")
    let filtered = try Self.runner(refs, nil, mode: .never, filtered: true, prune: true).run(
      [Self.specs()[0]])
    #expect(filtered.orphaned.isEmpty, "a filtered run never reports orphans")
    #expect(FileManager.default.fileExists(atPath: stale.path))
    let pruned = try Self.runner(refs, nil, mode: .never, prune: true).run(Self.specs())
    #expect(pruned.pruned == ["gone/gone.iphone-se.portrait.light@2x.png"])
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(try Self.runner(refs, nil, mode: .never).run(Self.specs()).passed.count == 4)
  }

  @Test func aFingerprintFromElsewhereIsNamedInTheFailure() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refs = folder.appendingPathComponent("refs")
    let specs = try Self.specs()
    _ = try Self.runner(refs, nil, mode: .missing).run(specs)
    var recorded = try #require(try Fingerprint.load(from: refs))
    recorded.libraries["pango"] = "1.99.0"
    recorded.fonts["Inter-Regular.otf"] = String(repeating: "0", count: 64)
    try recorded.save(to: refs)
    var changed = specs
    changed[1].title = "Saved!"
    let report = folder.appendingPathComponent("report")
    let summary = try Self.runner(refs, report, mode: .never).run(changed)
    #expect(summary.failed.count == 2)
    #expect(summary.environment.contains { $0.contains("pango") && $0.contains("1.99.0") })
    #expect(summary.environment.contains { $0.contains("Inter-Regular.otf") })
    let failure = try #require(summary.results.first { $0.status == .failed })
    let text = TextReport.lines(
      failure, summary: summary, artifactsFolder: nil, accept: "accept-it"
    )
    .joined(separator: "\n")
    #expect(text.contains("recorded in another environment"))
    #expect(text.contains("--record all"))
    #expect(text.contains("accept: accept-it"))
  }

  @Test func reportsListFailuresFirstWithEveryViewAndEscapeText() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refs = folder.appendingPathComponent("refs")
    let report = folder.appendingPathComponent("report")
    var specs = try Self.specs()
    _ = try Self.runner(refs, report, mode: .missing).run(specs)
    specs[1].title = "Saved <b>&</b>"
    let summary = try Self.runner(refs, report, mode: .never).run(specs)
    try ReportWriter.write(summary, to: report) { "alert-preview snapshot \($0) <x>" }
    let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    let failures = try #require(html.range(of: "Failures (2, in 1 group)"))
    let passed = try #require(html.range(of: "Passed (2)"))
    #expect(failures.lowerBound < passed.lowerBound)
    for view in ["Diff", "Slider", "Blend", "Three-panel image", "enlarged around the change"] {
      #expect(html.contains(view), "\(view) view")
    }
    #expect(html.contains("&lt;x&gt;") && !html.contains("<x>"), "text is escaped by libxml2")
    let junit = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(junit.hasPrefix("<?xml"))
    #expect(junit.contains(#"<testsuite name="alert-preview snapshot" tests="4" failures="2""#))
    let json = try JSONDecoder().decode(
      SnapshotSummary.self, from: Data(contentsOf: report.appendingPathComponent("report.json")))
    #expect(
      json.failed == ["saved iphone-se.portrait.light@2x", "saved iphone-se.landscape.light@2x"])
    #expect(json.results.first?.numbers.differingPixels ?? 0 > 0)
    for r in json.results where r.status == .failed {
      for kind in ["actual", "reference", "diff", "panels"] {
        let path = try #require(r.artifacts[kind])
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(path).path))
      }
    }
  }
}
