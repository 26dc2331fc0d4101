import Foundation

/// A folder of specs to serve, copied so tests may edit them: two examples, a file holding
/// two alerts, and a Swift source (read-only in serve).
struct ServeFixture {
  let folder: URL

  init() throws {
    folder = try Binary.temporaryFolder()
    let examples = Binary.root.appendingPathComponent("Examples")
    for name in ["delete-photo-album.json", "title-only.json"] {
      try FileManager.default.copyItem(
        at: examples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    try Data(
      """
      // Two alerts in one file; serve keeps the other when saving one.
      {"alerts": [
        {"id": "pair-first", "title": "Remove this card?",
         "buttons": [{"label": "Remove", "role": "destructive"}, {"label": "Cancel", "role": "cancel"}]},
        {"id": "pair-second", "title": "Card removed", "buttons": [{"label": "OK", "role": "default"}]},
      ]}
      """.utf8
    ).write(to: folder.appendingPathComponent("pair.json"))
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent(
        "Tests/Fixtures/SwiftSources/AccountViewController.swift"),
      to: folder.appendingPathComponent("AccountViewController.swift"))
  }

  /// The paths to serve: the folder's specs and the Swift file.
  var paths: [String] { [folder.path, path("AccountViewController.swift")] }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func text(_ name: String) -> String {
    (try? String(contentsOfFile: path(name), encoding: .utf8)) ?? ""
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}

extension Data {
  /// The width and height in a PNG's header, or `nil` when it is not a PNG.
  var pngSize: (width: Int, height: Int)? {
    guard count > 24, starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    func number(_ at: Int) -> Int {
      self[startIndex + at..<startIndex + at + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (number(16), number(20))
  }
}
