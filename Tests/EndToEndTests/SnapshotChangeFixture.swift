import Foundation

/// Two alerts' specs in a temporary folder, recorded as references in four configurations
/// (iPhone SE, portrait and landscape, light and dark), for tests that change them and run
/// `alert-preview snapshot` again.
struct SnapshotChangeFixture {
  let folder: URL
  var specs: URL { folder.appendingPathComponent("specs") }
  var refs: URL { folder.appendingPathComponent("refs") }
  var report: URL { folder.appendingPathComponent("report") }

  static let configurations = [
    "iphone-se.portrait.light@2x", "iphone-se.portrait.dark@2x", "iphone-se.landscape.light@2x",
    "iphone-se.landscape.dark@2x",
  ]

  /// Writes the specs and records their references.
  init() throws {
    folder = try Binary.temporaryFolder()
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    try write(save: "Save this draft?", logOut: "Log out")
    let recorded = try run()
    guard recorded.status == 1, recorded.stdout.contains("recorded 8 references") else {
      throw FixtureFailure(description: "recording failed: \(recorded.stdout)\(recorded.stderr)")
    }
  }

  struct FixtureFailure: Error, CustomStringConvertible { var description: String }

  /// The specs with this title of `save-draft` and this label of `log-out`'s second button.
  func write(save title: String, logOut label: String) throws {
    try """
    {"id": "save-draft", "title": "\(title)",
     "message": "Your changes will be kept on this device.",
     "buttons": [{"label": "Discard", "role": "destructive"}, {"label": "Save"}]}
    """.write(
      to: specs.appendingPathComponent("save-draft.json"), atomically: true, encoding: .utf8)
    try """
    {"id": "log-out", "title": "Log out of all devices?",
     "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "\(label)", "role": "destructive"}]}
    """.write(to: specs.appendingPathComponent("log-out.json"), atomically: true, encoding: .utf8)
  }

  /// `alert-preview snapshot` of the specs in the four configurations, with `extra`.
  func run(_ extra: [String] = []) throws -> Binary.Result {
    try Binary.run(
      [
        "snapshot", specs.path, "--references", refs.path, "--report", report.path,
        "--device", "iphone-se", "--orientation", "all", "--appearance", "all",
      ] + extra, environment: SnapshotCommandTests.clean)
  }

  /// Runs a printed accept command (`alert-preview snapshot …`), split as a shell would split
  /// it (the words here need no quotes).
  func accept(_ line: String) throws -> Binary.Result {
    let words = line.split(separator: " ").map(String.init)
    guard let start = words.firstIndex(of: "snapshot") else {
      throw FixtureFailure(description: "not a snapshot command: \(line)")
    }
    return try Binary.run(Array(words[start...]), environment: SnapshotCommandTests.clean)
  }

  /// Every reference's bytes, by path relative to the references folder.
  func references() throws -> [String: Data] {
    try Binary.files(refs).filter { $0.key.hasSuffix(".png") }
  }

  /// `report.json`'s groups.
  func groups() throws -> [[String: Any]] {
    let data = try Data(contentsOf: report.appendingPathComponent("report.json"))
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return json?["groups"] as? [[String: Any]] ?? []
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}
