import Foundation
import Testing

/// `--shard I/N` in separate processes, then `merge`: the result is the unsharded run's.
@Suite(.serialized) struct ShardMergeTests {
  let folder: URL
  let specs: URL

  init() throws {
    folder = try Binary.temporaryFolder()
    specs = folder.appendingPathComponent("specs")
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent("Examples"), to: specs)
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func run(_ arguments: [String], expect status: Int32) throws -> Binary.Result {
    let result = try Binary.run(arguments, in: folder)
    #expect(result.status == status, "\(arguments): \(result.stderr)")
    return result
  }

  func json(_ name: String) throws -> NSDictionary {
    let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
    return try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
  }

  @Test func aGalleryOfThreePartsIsTheWholeGallery() throws {
    let options = ["--device", "iphone-se", "--locale", "all", "-j", "2"]
    for index in 1...3 {
      let result = try run(
        ["gallery", "specs", "--out", "part-\(index)", "--shard", "\(index)/3"] + options,
        expect: 0)
      #expect(result.stderr.contains("shard \(index)/3 written"))
      // A part is images and a cache, no pages.
      #expect(!FileManager.default.fileExists(atPath: path("part-\(index)/index.html")))
    }
    let merged = try run(["merge", "part-1", "part-2", "part-3", "--out", "site"], expect: 0)
    #expect(merged.stderr.contains("rendered 0 configurations"), "\(merged.stderr)")
    _ = try run(["gallery", "specs", "--out", "whole"] + options, expect: 0)
    #expect(try json("site/report.json") == json("whole/report.json"))
    // Every page and image is the same file as the unsharded run's.
    let files = try #require(FileManager.default.subpaths(atPath: path("whole")))
      .filter { !$0.hasPrefix(".") }
    #expect(files.count > 100)
    for file in files.sorted() {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path("whole/" + file), isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      #expect(
        FileManager.default.contentsEqual(
          atPath: path("site/" + file), andPath: path("whole/" + file)),
        "\(file)")
    }
  }

  @Test(arguments: ["json", "sarif"])
  func lintReportsOfThreePartsAreTheWholeReport(_ format: String) throws {
    for index in 1...3 {
      // The examples have error-level findings by design: exit 1 wherever they fall.
      let result = try Binary.run(
        ["lint", "specs", "--shard", "\(index)/3", "--format", format, "--output", "l\(index)"],
        in: folder)
      #expect([0, 1].contains(result.status), "\(result.stderr)")
    }
    let merged = try run(["merge", "l1", "l2", "l3", "--out", "merged"], expect: 1)
    #expect(merged.stderr.isEmpty, "\(merged.stderr)")
    _ = try run(["lint", "specs", "--format", format, "--output", "whole"], expect: 1)
    #expect(try json("merged") == json("whole"))
    // Each alert was linted in exactly one part.
    if format == "json" {
      let alerts = try (1...3).map { try json("l\($0)")["alerts"] as? [Any] ?? [] }
      #expect(alerts.allSatisfy { !$0.isEmpty })
      #expect(alerts.map(\.count).reduce(0, +) == (try json("whole")["alerts"] as? [Any])?.count)
    }
  }

  @Test func snapshotReportsOfThreePartsAreTheWholeReport() throws {
    let options = ["--device", "iphone-se", "--references", "refs", "-j", "2"]
    _ = try run(
      ["snapshot", "specs", "--record", "all", "--report", "recording"] + options, expect: 1)
    // One alert changes, so some part fails and has failure images.
    let spec = specs.appendingPathComponent("close-this-booking.json")
    let text = try String(contentsOf: spec, encoding: .utf8)
    try text.replacingOccurrences(of: "Close this booking?", with: "Close this trip?")
      .write(to: spec, atomically: true, encoding: .utf8)
    #expect(try String(contentsOf: spec, encoding: .utf8) != text)
    var codes: [Int32] = []
    for index in 1...3 {
      let result = try Binary.run(
        [
          "snapshot", "specs", "--record", "never", "--shard", "\(index)/3", "--report",
          "rep-\(index)",
        ] + options, in: folder)
      codes.append(result.status)
    }
    // The two changed configurations fail in one or two parts; the others pass.
    #expect(codes.contains(1) && codes.contains(0) && codes.allSatisfy { $0 <= 1 }, "\(codes)")
    let merged = try run(["merge", "rep-1", "rep-2", "rep-3", "--out", "rep-merged"], expect: 1)
    #expect(merged.stdout.contains("failed"))
    _ = try run(
      ["snapshot", "specs", "--record", "never", "--report", "rep-whole"] + options, expect: 1)
    // Ordering normalised: every list sorted.
    func normalised(_ value: Any) -> String {
      if let list = value as? [Any] {
        return "[" + list.map(normalised).sorted().joined(separator: ",") + "]"
      }
      if let object = value as? [String: Any] {
        return "{"
          + object.keys.sorted().map { "\($0):" + normalised(object[$0]!) }.joined(separator: ",")
          + "}"
      }
      return "\(value)"
    }
    #expect(
      normalised(try json("rep-merged/report.json"))
        == normalised(try json("rep-whole/report.json")))
    let joined = try json("rep-merged/report.json")
    // The failure images came along, and the page and JUnit name every snapshot.
    let failed = try #require(
      (joined["results"] as? [NSDictionary])?.first {
        $0["status"] as? String == "failed"
      })
    let artifacts = try #require(failed["artifacts"] as? [String: String])
    #expect(artifacts.count == 7, "four images and three crops around the change")
    for relative in artifacts.values {
      #expect(FileManager.default.fileExists(atPath: path("rep-merged/" + relative)), "\(relative)")
    }
    let junit = try String(contentsOfFile: path("rep-merged/junit.xml"), encoding: .utf8)
    let whole = try String(contentsOfFile: path("rep-whole/junit.xml"), encoding: .utf8)
    #expect(
      junit.components(separatedBy: "<testcase").count
        == whole.components(separatedBy: "<testcase").count)
  }

  @Test func aMergeNeedsEveryPartOnce() throws {
    for index in 1...3 {
      _ = try run(
        [
          "gallery", "specs", "--out", "part-\(index)", "--shard", "\(index)/3", "--device",
          "iphone-se", "--locale", "en",
        ], expect: 0)
    }
    let missing = try run(["merge", "part-1", "part-3", "--out", "site"], expect: 2)
    #expect(missing.stderr.contains("part 2/3 is missing"), "\(missing.stderr)")
    let twice = try run(["merge", "part-1", "part-1", "part-2", "--out", "site"], expect: 2)
    #expect(twice.stderr.contains("part 1/3 is given twice"), "\(twice.stderr)")
    let into = try run(["merge", "part-1", "part-2", "part-3", "--out", "part-2"], expect: 2)
    #expect(into.stderr.contains("not one of the parts"), "\(into.stderr)")
    try FileManager.default.createDirectory(
      atPath: path("plain"), withIntermediateDirectories: true)
    let plain = try run(["merge", "part-1", "plain", "--out", "site"], expect: 2)
    #expect(plain.stderr.contains("holds no .alert-preview-shard.json"), "\(plain.stderr)")
    #expect(!FileManager.default.fileExists(atPath: path("site")))
  }

  @Test func shardsAreCheckedAsTheyAreRead() throws {
    let bad = try run(["render", "specs", "--shard", "4/3"], expect: 2)
    #expect(bad.stderr.contains("--shard takes I/N"), "\(bad.stderr)")
    let prune = try run(
      ["snapshot", "specs", "--references", "refs", "--shard", "1/2", "--prune"], expect: 2)
    #expect(prune.stderr.contains("prune in an unsharded run"), "\(prune.stderr)")
  }

  @Test func renderPartsTogetherHoldEveryImage() throws {
    for index in 1...2 {
      _ = try run(
        ["render", "specs", "--device", "iphone-se", "--shard", "\(index)/2", "--out", "r"],
        expect: 0)
    }
    _ = try run(["render", "specs", "--device", "iphone-se", "--out", "whole"], expect: 0)
    let parts = try FileManager.default.subpaths(atPath: path("r"))?.sorted()
    #expect(parts == (try FileManager.default.subpaths(atPath: path("whole"))?.sorted()))
  }
}
