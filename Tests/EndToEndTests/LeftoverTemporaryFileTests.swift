import Foundation
import Testing

/// Temporary files of a killed run (`.<name>.<UUID>.tmp`) are removed by the next run of each
/// command that writes there; other hidden files, and a running process's own, are kept.
@Suite struct LeftoverTemporaryFileTests {
  static let uuid = "0F8C2D5E-1A2B-4C3D-8E9F-A0B1C2D3E4F5"

  /// A command, the folder (relative to the run's temporary folder) it writes images to.
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var folder: String
    var testDescription: String { arguments[0] }
  }

  @Test(arguments: [
    Case(arguments: ["gallery", "--out", "out", "--device", "iphone-se"], folder: "out"),
    Case(arguments: ["render", "--out", "out", "--device", "iphone-se"], folder: "out"),
    Case(
      arguments: [
        "snapshot", "--references", "refs", "--report", "report", "--device", "iphone-se",
      ],
      folder: "refs"),
  ])
  func leftoversOfAKilledRunAreRemoved(_ command: Case) throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    try #"{"id": "one", "title": "Leave?", "buttons": [{"label": "Leave"}]}"#
      .write(to: specs.appendingPathComponent("one.json"), atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent(command.folder)
    let old = Date(timeIntervalSinceNow: -3600)
    let stale = [
      "one/.one.iphone-se.portrait.light@2x.png.\(Self.uuid).tmp", ".index.html.\(Self.uuid).tmp",
    ]
    let kept = [
      "one/.notes.tmp", "one/.one.png.not-a-uuid.tmp", "one/one.png.\(Self.uuid).tmp",
      "one/.one.png.\(Self.uuid.lowercased()).tmp", "one/sub/.one.png.\(Self.uuid).tmp",
    ]
    // Newer than the run's start: another run's file, still being written.
    let running = "one/.one.iphone-se.portrait.dark@2x.png.\(Self.uuid).tmp"
    for name in stale + kept + [running] {
      let file = out.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("half a PNG".utf8).write(to: file)
      let time = name == running ? Date(timeIntervalSinceNow: 3600) : old
      try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: file.path)
    }
    let result = try Binary.run(
      [command.arguments[0], specs.path] + command.arguments.dropFirst(), in: folder,
      environment: ["CI": "", "ALERT_PREVIEW_RECORD": ""])
    #expect(result.status <= 1, "\(result.stderr)")
    for name in stale {
      #expect(
        !FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
    }
    for name in kept + [running] {
      #expect(
        FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
    }
  }
}
