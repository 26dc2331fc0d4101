import Foundation
import Testing

/// Hostile parts given to `merge`: a tampered shard note is refused at once with a short
/// sentence, and a link inside a part never brings what it points at into the merged report.
@Suite(.serialized) struct HostileMergeTests {
  let folder: URL

  /// A folder with `specs/one.json`, its references in `refs`, and `part`: the report of
  /// `snapshot --shard 1/1` after the title changed, so it holds failure images.
  init() throws {
    folder = try Binary.temporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
    try write(title: "Delete this album?")
    let options = ["--device", "iphone-se", "--orientation", "portrait", "-j", "1"]
    _ = try run(["snapshot", "specs", "--references", "refs", "--report", "first"] + options)
    try write(title: "Delete this photo album now?")
    let part = try run(
      ["snapshot", "specs", "--references", "refs", "--report", "part", "--shard", "1/1"]
        + options + ["--record", "never"])
    #expect(part.status == 1, "\(part.stdout)\(part.stderr)")
  }

  func write(title: String) throws {
    try
      #"{"id": "one", "title": "\#(title)", "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}]}"#
      .write(
        to: folder.appendingPathComponent("specs/one.json"), atomically: true, encoding: .utf8)
  }

  func run(_ arguments: [String]) throws -> Binary.Result {
    try Binary.run(
      arguments, in: folder, environment: ["CI": "", "ALERT_PREVIEW_RECORD": "", "NO_COLOR": "1"])
  }

  /// Rewrites the part's shard note to claim to be `shard`.
  func tamper(shard: String) throws {
    let note = folder.appendingPathComponent("part/.alert-preview-shard.json")
    let text = try String(contentsOf: note, encoding: .utf8)
      .replacingOccurrences(of: #""shard" : "1/1""#, with: #""shard" : "\#(shard)""#)
    #expect(text.contains(shard))
    try text.write(to: note, atomically: true, encoding: .utf8)
  }

  @Test(arguments: ["1/10000000", "1/100000000", "1/9223372036854775807", "0/0", "1/0"])
  func aHugePartCountIsRefusedAtOnce(shard: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try tamper(shard: shard)
    let start = ContinuousClock.now
    let merged = try run(["merge", "part", "--out", "merged"])
    let took = ContinuousClock.now - start
    #expect(merged.status == 2, "\(merged.stderr)")
    #expect(took < .seconds(2), "\(took)")
    #expect(merged.stderr.count < 400, "\(merged.stderr.count) characters")
    #expect(
      merged.stderr.contains("says it is part '\(shard)', which is not I/N with 1 ≤ I ≤ N ≤ 1,000"),
      "\(merged.stderr)")
  }

  @Test func missingPartsAreNamedAFewAtATime() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try tamper(shard: "1/1000")
    let merged = try run(["merge", "part", "--out", "merged"])
    #expect(merged.status == 2)
    #expect(
      merged.stderr.contains(
        "parts 2/1000, 3/1000, 4/1000 and 996 others are missing; a merge needs every part"),
      "\(merged.stderr)")
    #expect(merged.stderr.count < 400)
  }

  @Test func aLinkedFailureImageIsRefusedAndNothingOfItsTargetIsCopied() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let secret = folder.appendingPathComponent("secret.txt")
    let bytes = "SECRET-BYTES-\(UUID().uuidString)"
    try bytes.write(to: secret, atomically: true, encoding: .utf8)
    let images = folder.appendingPathComponent("part/images/one")
    let diff = try #require(
      try FileManager.default.contentsOfDirectory(atPath: images.path).first {
        $0.hasSuffix(".diff.png")
      })
    try FileManager.default.removeItem(at: images.appendingPathComponent(diff))
    try FileManager.default.createSymbolicLink(
      atPath: images.appendingPathComponent(diff).path, withDestinationPath: secret.path)
    let merged = try run(["merge", "part", "--out", "merged"])
    #expect(merged.status == 2, "\(merged.stdout)\(merged.stderr)")
    #expect(
      merged.stderr.contains("part/images/one/\(diff) is a symbolic link; merge copies only"),
      "\(merged.stderr)")
    let out = folder.appendingPathComponent("merged")
    for file in FileManager.default.subpaths(atPath: out.path) ?? [] {
      let data = (try? Data(contentsOf: out.appendingPathComponent(file))) ?? Data()
      #expect(data.range(of: Data(bytes.utf8)) == nil, "\(file) holds the link's target")
    }
  }

  @Test func aReportNamingAFileOutsideThePartIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("part/report.json")
    let text = try String(contentsOf: report, encoding: .utf8)
    let climbing = text.replacingOccurrences(
      of: #""images/one/"#, with: #""../specs/"#)
    #expect(climbing != text)
    try climbing.write(to: report, atomically: true, encoding: .utf8)
    let merged = try run(["merge", "part", "--out", "merged"])
    #expect(merged.status == 2, "\(merged.stdout)\(merged.stderr)")
    #expect(merged.stderr.contains("which is not a path inside the part"), "\(merged.stderr)")
  }
}
